import { useMemo } from 'react';
import { useSession } from '../../features/auth';
import { LoadDetailsPage, LoadPage, loadUserOf, type LoadUser } from '../../features/loads';

/** The loads user of the signed-in session. */
function useLoadUser(): LoadUser {
  const { payload } = useSession();
  return useMemo(() => loadUserOf(payload), [payload]);
}

/** /load composes the loads list and assembly with the session's user. */
export function LoadRoute() {
  return <LoadPage user={useLoadUser()} />;
}

/** /load-details composes a load's details with the session's user. */
export function LoadDetailsRoute() {
  return <LoadDetailsPage user={useLoadUser()} />;
}
