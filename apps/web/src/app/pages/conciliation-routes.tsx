import {
  ConciliationListPage,
  ConciliationReportPage,
  ConciliationStatusPage,
  ReconcilePage,
} from '../../features/conciliation';
import { listCds } from '../../lib/cd-list';
import { useSessionUser } from '../use-session-user';

/** /reconcile: upload an NF-e for the order and run the commercial and fiscal checks. */
export function ReconcileRoute() {
  return <ReconcilePage user={useSessionUser()} />;
}

/** /conciliation-status: an order's conciliation result, history and actions. */
export function ConciliationStatusRoute() {
  return <ConciliationStatusPage user={useSessionUser()} />;
}

/** /conciliation-list: every conciliation, filtered and paged. */
export function ConciliationListRoute() {
  return <ConciliationListPage user={useSessionUser()} />;
}

/** /conciliation-report: the conciliation report PDF with the list's filters. */
export function ConciliationReportRoute() {
  // the CD filter's list is the shared one of lib/cd-list.ts, handed in so the page's tests can stub it
  return <ConciliationReportPage user={useSessionUser()} listCds={listCds} />;
}
