export { PreSchedulingListPage } from './pages/pre-scheduling-list-page';
export { PreSchedulingDetailsPage } from './pages/pre-scheduling-details-page';
export { PreSchedulingReportPage } from './pages/pre-scheduling-report-page';
