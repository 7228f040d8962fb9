/** What app/ may use of the order options screen. */
export { OrderOptionsPage, type OrderOptionsPageProps } from './pages/order-options-page';
