import { sessionStatusFor, type SessionStatus, type TokenPayload, type TokenResponse } from '@portal/domain';
import { clearSession, readSession, writeSession } from '../../../lib/storage';
import type { AuthOutcome } from './auth-outcome';
import { parseTokenPayload } from './token';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  payload: TokenPayload | null;
  perfis: string;
  chapa: string;
  nome: string;
}

const LOGGED_OUT: SessionState = { status: 'logged_out', token: null, payload: null, perfis: '', chapa: '', nome: '' };

/**
 * The state a page load starts from. A stored token counts only if it decodes, has not expired and
 * carries at least one permission; anything else is cleared (spec 000 §4).
 */
export function sessionFromStorage(now: number = Date.now()): SessionState {
  const stored = readSession();
  if (!stored.token) return LOGGED_OUT;
  const payload = parseTokenPayload(stored.token, now);
  const status = sessionStatusFor(payload);
  if (!payload || status === 'login_unauthorized') {
    clearSession();
    return LOGGED_OUT;
  }
  return {
    status,
    token: stored.token,
    payload,
    perfis: stored.perfis ?? payload.perfis,
    chapa: stored.chapa ?? payload.chapa,
    nome: stored.nome ?? payload.name,
  };
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Stores the token of a logged_in or register outcome; other outcomes leave the user signed out. */
  applyOutcome(outcome: AuthOutcome, response: TokenResponse): void;
  setStatus(status: SessionStatus): void;
  /** Sign-out and expired session alike: storage cleared. */
  signOut(status?: SessionStatus): void;
  /** Re-reads local storage (another tab signed in or out). */
  reload(): void;
}

export function createSessionStore(initial: SessionState = sessionFromStorage()): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    applyOutcome(outcome, response) {
      if (outcome.kind === 'logged_in' || outcome.kind === 'register') {
        const nome = response.nome || outcome.payload.name;
        const chapa = response.chapa || outcome.payload.chapa;
        const perfis = response.perfis || outcome.payload.perfis;
        writeSession({ token: outcome.token, perfis, chapa, nome });
        set({
          status: outcome.kind === 'logged_in' ? 'logged_in' : 'login_register',
          token: outcome.token,
          payload: outcome.payload,
          perfis,
          chapa,
          nome,
        });
        return;
      }
      clearSession();
      set({ ...LOGGED_OUT, status: outcome.kind === 'unauthorized' ? 'login_unauthorized' : 'logged_out' });
    },
    setStatus(status) {
      set({ ...state, status });
    },
    signOut(status = 'logged_out') {
      clearSession();
      set({ ...LOGGED_OUT, status });
    },
    reload() {
      set(sessionFromStorage());
    },
  };
}
