/**
 * What the session keeps in the browser (spec: token, perfis, chapa, nome in local storage) and the
 * location to return to after signing in (session storage: per tab, survives the SSO round trip).
 */
export const SESSION_KEYS = ['token', 'perfis', 'chapa', 'nome'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type StoredSession = Record<SessionKey, string | null>;

const RETURN_TO_KEY = 'returnTo';

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readSession(): StoredSession {
  return safely(
    () => ({
      token: localStorage.getItem('token'),
      perfis: localStorage.getItem('perfis'),
      chapa: localStorage.getItem('chapa'),
      nome: localStorage.getItem('nome'),
    }),
    { token: null, perfis: null, chapa: null, nome: null },
  );
}

export function readToken(): string | null {
  return safely(() => localStorage.getItem('token'), null);
}

export function writeSession(session: Record<SessionKey, string>): void {
  safely(() => {
    for (const key of SESSION_KEYS) localStorage.setItem(key, session[key]);
  }, undefined);
}

/** Sign-out: the session keys go; the language choice stays. */
export function clearSession(): void {
  safely(() => {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
  }, undefined);
}

/** Only same-origin paths are accepted, never the sign-in pages themselves. */
export function safeReturnTo(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/' || /^\/(login|register)(\/|\?|#|$)/.test(path)) return null;
  return path;
}

export function rememberLocation(path: string): void {
  const safe = safeReturnTo(path);
  if (safe) safely(() => sessionStorage.setItem(RETURN_TO_KEY, safe), undefined);
}

export function rememberedLocation(): string | null {
  return safeReturnTo(safely(() => sessionStorage.getItem(RETURN_TO_KEY), null));
}

export function forgetLocation(): void {
  safely(() => sessionStorage.removeItem(RETURN_TO_KEY), undefined);
}
