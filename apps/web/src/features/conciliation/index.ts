/** What app/ may use of the conciliation area (routes.tsx mounts the pages lazily). */
export { ReconcilePage, type ReconcilePageProps } from './pages/reconcile-page';
export { ConciliationStatusPage, type ConciliationStatusPageProps } from './pages/status-page';
export { ConciliationListPage, type ConciliationListPageProps } from './pages/list-page';
export { ConciliationReportPage, type ConciliationReportPageProps } from './pages/report-page';
