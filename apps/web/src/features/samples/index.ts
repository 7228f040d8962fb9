/** What app/ composes of the sample-order concessions. */
export { ConcessionDetailsPage } from './pages/concession-details-page';
export { ConcessionListPage } from './pages/concession-list-page';
