import { useSession } from '../../features/auth';
import { CdDetailsPage, CdListPage } from '../../features/cds';

/** /cd-list composes the CD list with the session (whose claims decide which rows open a CD). */
export function CdListRoute() {
  return <CdListPage session={useSession().payload} />;
}

/** /cd-details composes a CD's details with the session (whose claims decide what may be edited). */
export function CdDetailsRoute() {
  return <CdDetailsPage session={useSession().payload} />;
}
