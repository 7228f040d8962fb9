import { LoadDetailsPage, LoadPage } from '../../features/loads';
import { useSessionUser } from '../use-session-user';

/** /load composes the loads list and assembly with the session's user. */
export function LoadRoute() {
  return <LoadPage user={useSessionUser()} />;
}

/** /load-details composes a load's details with the session's user. */
export function LoadDetailsRoute() {
  return <LoadDetailsPage user={useSessionUser()} />;
}
