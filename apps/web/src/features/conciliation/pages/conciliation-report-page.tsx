import type { ConciliationUser } from '../model/conciliation-user';

export interface ConciliationReportPageProps {
  user: ConciliationUser;
}

/** Placeholder: the page's helper replaces this file. */
export function ConciliationReportPage(_props: ConciliationReportPageProps) {
  return null;
}
