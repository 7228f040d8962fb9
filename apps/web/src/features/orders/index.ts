/** What app/ may use of the orders area. */
export { OrderInquiry } from './pages/order-inquiry';
