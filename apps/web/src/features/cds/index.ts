/** What app/ may use of the cds area (routes.tsx mounts the pages lazily). */
export { CdListPage, type CdListPageProps } from './pages/cd-list-page';
export { CdDetailsPage, type CdDetailsPageProps } from './pages/cd-details-page';
export type { CdSession } from './model/access';
