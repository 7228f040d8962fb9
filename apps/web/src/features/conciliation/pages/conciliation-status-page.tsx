import type { ConciliationUser } from '../model/conciliation-user';

export interface ConciliationStatusPageProps {
  user: ConciliationUser;
}

/** Placeholder: the page's helper replaces this file. */
export function ConciliationStatusPage(_props: ConciliationStatusPageProps) {
  return null;
}
