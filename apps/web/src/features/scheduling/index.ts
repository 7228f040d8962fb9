/** What app/ may use of the scheduling area. */
export { SchedulingPage, type SchedulingPageProps } from './pages/scheduling-page';
export { SchedulingReportPage, type SchedulingReportPageProps } from './pages/scheduling-report-page';
export { DockBoardPage } from './pages/dock-board-page';
