import { usePermissions } from '../../features/auth';
import { DockBoardPage, SchedulingPage, SchedulingReportPage } from '../../features/scheduling';

/** /scheduling composes the booking screen with the session's permissions. */
export function SchedulingRoute() {
  return <SchedulingPage permissions={usePermissions()} />;
}

/** /scheduling-report composes the bookings report with the session's permissions. */
export function SchedulingReportRoute() {
  return <SchedulingReportPage permissions={usePermissions()} />;
}

/** /dock-board: the CD's day or week at its gates (issue 18). */
export function DockBoardRoute() {
  return <DockBoardPage />;
}
