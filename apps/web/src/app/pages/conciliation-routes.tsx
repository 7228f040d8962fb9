import { useMemo } from 'react';
import { useSession } from '../../features/auth';
import { listCds } from '../../features/loads';
import {
  ConciliationListPage,
  ConciliationReportPage,
  ConciliationStatusPage,
  ReconcilePage,
  conciliationUserOf,
  type ConciliationUser,
} from '../../features/conciliation';

/** The conciliation user of the signed-in session. */
function useConciliationUser(): ConciliationUser {
  const { payload } = useSession();
  return useMemo(() => conciliationUserOf(payload), [payload]);
}

/** /reconcile: upload an NF-e for the order and run the commercial and fiscal checks. */
export function ReconcileRoute() {
  return <ReconcilePage user={useConciliationUser()} />;
}

/** /conciliation-status: an order's conciliation result, history and actions. */
export function ConciliationStatusRoute() {
  return <ConciliationStatusPage user={useConciliationUser()} />;
}

/** /conciliation-list: every conciliation, filtered and paged. */
export function ConciliationListRoute() {
  return <ConciliationListPage user={useConciliationUser()} />;
}

/** /conciliation-report: the conciliation report PDF with the list's filters. */
export function ConciliationReportRoute() {
  // the CD filter's list comes from the cds area through app/: features do not import each other
  return <ConciliationReportPage user={useConciliationUser()} listCds={listCds} />;
}
