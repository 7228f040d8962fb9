import { ConcessionDetailsPage, ConcessionListPage } from '../../features/samples';

/** /order-sample-list: the sample-order concessions (the server scopes the rows; the page needs nothing of the user). */
export function OrderSampleListRoute() {
  return <ConcessionListPage />;
}

/** /order-sample-details: a new concession, or the one of ?id=. */
export function OrderSampleDetailsRoute() {
  return <ConcessionDetailsPage />;
}
