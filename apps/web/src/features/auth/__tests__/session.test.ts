import { PROFILE_KEYS, profileByKey, type TokenResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { makeToken, payloadFor, storeSession, tokenFor } from '../../../test/helpers';
import { decideAuthOutcome } from '../session/auth-outcome';
import { createSessionStore, sessionFromStorage } from '../session/session-store';

const answer = (token: string | null, perfis = ''): TokenResponse => ({ token, perfis, chapa: '123', nome: 'Maria' });

describe('decideAuthOutcome (gateway and local sign-in)', () => {
  it.each(PROFILE_KEYS)('a complete %s token signs in', (profile) => {
    expect(decideAuthOutcome(answer(tokenFor(profile), profileByKey(profile).name)).kind).toBe('logged_in');
  });

  it('a supplier without supplier goes to the registration', () => {
    expect(decideAuthOutcome(answer(tokenFor('fornecedor', { idFornecedor: null }))).kind).toBe('register');
  });

  it('a logistics user without CD goes to the registration', () => {
    expect(decideAuthOutcome(answer(tokenFor('logistica', { idCd: null }))).kind).toBe('register');
  });

  it('an admin never needs the registration', () => {
    expect(decideAuthOutcome(answer(tokenFor('admin', { idEmpresa: null }))).kind).toBe('logged_in');
  });

  it('a token without permissions, malformed or expired is refused', () => {
    expect(decideAuthOutcome(answer(tokenFor('admin', { permissions: [] }))).kind).toBe('unauthorized');
    expect(decideAuthOutcome(answer('not-a-jwt')).kind).toBe('unauthorized');
    expect(decideAuthOutcome(answer(makeToken({ sub: 'x' }))).kind).toBe('unauthorized');
    const expired = makeToken({ ...payloadFor('admin'), exp: Math.floor(Date.now() / 1000) - 10 });
    expect(decideAuthOutcome(answer(expired)).kind).toBe('unauthorized');
  });

  it.each([null, '', 'null'])('without a token (%s) decides from the profiles', (token) => {
    expect(decideAuthOutcome(answer(token, '')).kind).toBe('no-profile');
    expect(decideAuthOutcome(answer(token, 'ERP_Compras, Outro_Sistema')).kind).toBe('no-profile');
    expect(decideAuthOutcome(answer(token, 'NPFornec_Renner_Admin,NPFornec_Renner_Fornecedor'))).toEqual({
      kind: 'several',
      profiles: ['NPFornec_Renner_Admin', 'NPFornec_Renner_Fornecedor'],
    });
    expect(decideAuthOutcome(answer(token, 'NPFornec_Renner_Gerente'))).toEqual({
      kind: 'not-found',
      names: ['NPFornec_Renner_Gerente'],
    });
    expect(decideAuthOutcome(answer(token, 'NPFornec_Renner_Admin')).kind).toBe('unauthorized');
  });
});

describe('session store', () => {
  it('starts signed out without a token', () => {
    expect(sessionFromStorage().status).toBe('logged_out');
  });

  it('starts signed in from a stored complete token', () => {
    storeSession('fornecedor');
    const state = sessionFromStorage();
    expect(state.status).toBe('logged_in');
    expect(state.nome).toBe('Nome fornecedor');
    expect(state.payload?.permissions).toContain('links-fornecedor');
  });

  it('starts in registration with a stored incomplete token', () => {
    storeSession('fornecedor', { idFornecedor: null });
    expect(sessionFromStorage().status).toBe('login_register');
  });

  it('clears the storage when the token has no permission or is unreadable', () => {
    storeSession('usuario', { permissions: [] });
    expect(sessionFromStorage().status).toBe('logged_out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('nome')).toBeNull();

    localStorage.setItem('token', 'garbage');
    expect(sessionFromStorage().status).toBe('logged_out');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores token, perfis, chapa and nome on sign-in and clears them on sign-out, keeping the language', () => {
    const store = createSessionStore();
    const response = answer(tokenFor('admin'), 'NPFornec_Renner_Admin');
    store.applyOutcome(decideAuthOutcome(response), response);
    expect(store.getState().status).toBe('logged_in');
    expect(localStorage.getItem('token')).toBe(response.token);
    expect(localStorage.getItem('perfis')).toBe('NPFornec_Renner_Admin');
    expect(localStorage.getItem('chapa')).toBe('123');
    expect(localStorage.getItem('nome')).toBe('Maria');

    store.signOut();
    expect(store.getState().status).toBe('logged_out');
    for (const key of ['token', 'perfis', 'chapa', 'nome']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('lang')).toBe('pt-BR');
  });

  it('a refused outcome leaves the user unauthorized with nothing stored', () => {
    const store = createSessionStore();
    const response = answer(tokenFor('admin', { permissions: [] }));
    store.applyOutcome(decideAuthOutcome(response), response);
    expect(store.getState().status).toBe('login_unauthorized');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
