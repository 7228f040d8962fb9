import {
  PreSchedulingDetailsPage,
  PreSchedulingListPage,
  PreSchedulingReportPage,
} from '../../features/pre-scheduling';
import { useSessionUser } from '../use-session-user';

/** /pre-scheduling-list?id=: a provider's pre-schedulings. */
export function PreSchedulingListRoute() {
  return <PreSchedulingListPage />;
}

/** /pre-scheduling-details: a new pre-scheduling for `?fornecedor=`, or the one of `?id=`. */
export function PreSchedulingDetailsRoute() {
  return <PreSchedulingDetailsPage />;
}

/** /pre-scheduling-report composes the report with the session (whose permission decides the company filter). */
export function PreSchedulingReportRoute() {
  return <PreSchedulingReportPage user={useSessionUser()} />;
}
