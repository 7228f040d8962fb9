/** What app/ may use of the auth area. */
export { getMe, useMe } from './api/get-me';
export { useSession, useSessionStore, usePermissions, SessionProvider } from './session/session-context';
export { useSignOut } from './session/use-sign-out';
export type { SessionState, SessionStore } from './session/session-store';
