import type { ConciliationUser } from '../model/conciliation-user';

export interface ConciliationListPageProps {
  user: ConciliationUser;
}

/** Placeholder: the page's helper replaces this file. */
export function ConciliationListPage(_props: ConciliationListPageProps) {
  return null;
}
