import { useCallback } from 'react';
import { readToken } from '../../../lib/storage';
import { logout } from '../api/logout';
import { useSessionStore } from './session-context';
import { parseTokenPayload } from './token';

/**
 * Signs out: the server revokes the token first (the API client sends it from storage), then the browser drops
 * it. A token already expired here is not sent (the server would answer with the expired-session flow), and a
 * failed revocation never keeps the user signed in.
 */
export function useSignOut(): () => Promise<void> {
  const store = useSessionStore();
  return useCallback(async () => {
    if (parseTokenPayload(readToken())) await logout().catch(() => undefined);
    store.signOut();
  }, [store]);
}
