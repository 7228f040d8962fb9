import { describe, expect, it } from 'vitest';
import { gatewayTarget, isTokenIncomplete, isTokenString, sessionStatusFor, type TokenPayload } from './session';

const base: TokenPayload = {
  sub: '1',
  chapa: '100200',
  name: 'Ana',
  perfis: 'NPFornec_Renner_Fornecedor',
  idFornecedor: null,
  idCd: null,
  idEmpresa: null,
  admin: 0,
  permissions: ['main'],
};

describe('session', () => {
  it.each([
    [{}, true],
    [{ idFornecedor: 10 }, false],
    [{ idCd: 2 }, false],
    [{ idEmpresa: 1 }, false],
    [{ admin: 1 as const }, false],
  ])('token %j incomplete: %s', (patch, expected) => {
    expect(isTokenIncomplete({ ...base, ...patch })).toBe(expected);
  });

  it('treats a missing payload as incomplete', () => {
    expect(isTokenIncomplete(null)).toBe(true);
  });

  it.each([
    ['', false],
    ['null', false],
    ['undefined', false],
    [null, false],
    ['eyJ.a.b', true],
  ])('token string %j usable: %s', (token, expected) => {
    expect(isTokenString(token)).toBe(expected);
  });

  it('decides the status and the gateway target', () => {
    expect(sessionStatusFor(null)).toBe('login_unauthorized');
    expect(sessionStatusFor({ ...base, permissions: [] })).toBe('login_unauthorized');
    expect(sessionStatusFor(base)).toBe('login_register');
    expect(sessionStatusFor({ ...base, idFornecedor: 7 })).toBe('logged_in');
    expect(gatewayTarget('logged_in')).toBe('/main');
    expect(gatewayTarget('login_register')).toBe('/register');
    expect(gatewayTarget('login_unauthorized')).toBe('/login');
    expect(gatewayTarget('logged_loading')).toBeNull();
  });
});
