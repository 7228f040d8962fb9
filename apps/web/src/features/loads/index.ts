/** What app/ may use of the loads area. */
export { LoadPage, type LoadPageProps } from './pages/load-page';
export { LoadDetailsPage, type LoadDetailsPageProps } from './pages/load-details-page';
