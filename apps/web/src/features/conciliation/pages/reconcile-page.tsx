import type { ConciliationUser } from '../model/conciliation-user';

export interface ReconcilePageProps {
  user: ConciliationUser;
}

/** Placeholder: the page's helper replaces this file. */
export function ReconcilePage(_props: ReconcilePageProps) {
  return null;
}
