import { CdDetailsPage, CdListPage } from '../../features/cds';
import { useSessionUser } from '../use-session-user';

/** /cd-list composes the CD list with the session (whose claims decide which rows open a CD). */
export function CdListRoute() {
  return <CdListPage session={useSessionUser()} />;
}

/** /cd-details composes a CD's details with the session (whose claims decide what may be edited). */
export function CdDetailsRoute() {
  return <CdDetailsPage session={useSessionUser()} />;
}
