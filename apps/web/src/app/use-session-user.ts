import { useMemo } from 'react';
import { useSession } from '../features/auth';
import { sessionUserOf, type SessionUser } from '../lib/session-user';

/** The signed-in user every page receives from app/ (the same object while the session's claims stay). */
export function useSessionUser(): SessionUser {
  const { payload } = useSession();
  return useMemo(() => sessionUserOf(payload), [payload]);
}
