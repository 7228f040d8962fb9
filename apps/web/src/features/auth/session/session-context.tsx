import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { onSessionExpired, onTokenIncomplete } from '../../../lib/session-events';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ children, store }: { children: ReactNode; store?: SessionStore }) {
  const [value] = useState(() => store ?? createSessionStore());

  useEffect(() => onSessionExpired(() => value.signOut()), [value]);

  // the server refused a call with tokenIncomplete: the route guard sends login_register to /register
  useEffect(() => onTokenIncomplete(() => value.setStatus('login_register')), [value]);

  useEffect(() => {
    // Another tab signed in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'token') value.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [value]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The permissions of the signed-in user (empty when signed out). */
export function usePermissions(): readonly string[] {
  return useSession().payload?.permissions ?? EMPTY;
}

const EMPTY: readonly string[] = [];
