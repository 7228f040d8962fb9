import { describe, expect, it } from 'vitest';
import {
  gatewayTarget,
  homePath,
  isTokenIncomplete,
  isTokenString,
  sessionStatusFor,
  tokenRequirement,
  type TokenPayload,
} from './session';

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
  const SUPPLIER = 'NPFornec_Renner_Fornecedor';
  const LOGISTICS = 'NPFornec_Renner_Logistica';
  const ADMIN = 'NPFornec_Renner_Admin';
  const USUARIO = 'NPFornec_Renner_Usuario';
  const YOUCOM = 'NPFornec_Youcom_Usuario';
  const CAMICADO = 'NPFornec_Camicado_Usuario';

  it.each([
    [SUPPLIER, 'supplier'],
    [LOGISTICS, 'cd'],
    [USUARIO, 'company'],
    [YOUCOM, 'company'],
    [CAMICADO, 'company'],
    [ADMIN, 'nothing'],
    [' npfornec_youcom_usuario ', 'company'],
    ['NPFornec_Renner_Gerente', null],
    ['', null],
  ])('profile %j needs %s', (perfis, expected) => {
    expect(tokenRequirement({ perfis })).toBe(expected);
  });

  // each profile is complete with its own id only: another profile's id never stands in for it
  it.each([
    [SUPPLIER, {}, true],
    [SUPPLIER, { idFornecedor: 10 }, false],
    [SUPPLIER, { idCd: 2 }, true],
    [SUPPLIER, { idEmpresa: 1 }, true],
    [SUPPLIER, { admin: 1 as const }, true],
    [LOGISTICS, {}, true],
    [LOGISTICS, { idCd: 2 }, false],
    [LOGISTICS, { idFornecedor: 10 }, true],
    [LOGISTICS, { idEmpresa: 1 }, true],
    [USUARIO, {}, true],
    [USUARIO, { idEmpresa: 1 }, false],
    [USUARIO, { idCd: 2 }, true],
    [YOUCOM, {}, true],
    [YOUCOM, { idEmpresa: 4 }, false],
    [YOUCOM, { idFornecedor: 10 }, true],
    [CAMICADO, {}, true],
    [CAMICADO, { idEmpresa: 3 }, false],
    [ADMIN, {}, false],
    [ADMIN, { idEmpresa: 1, admin: 1 as const }, false],
    ['NPFornec_Renner_Gerente', { idFornecedor: 10, idCd: 2, idEmpresa: 1 }, true],
    ['', { admin: 1 as const }, true],
  ])('%s with %j incomplete: %s', (perfis, patch, expected) => {
    expect(isTokenIncomplete({ ...base, perfis, ...patch })).toBe(expected);
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

  it('lands a logistics user on the dock board, everyone else on the order search', () => {
    expect(homePath({ perfis: 'NPFornec_Renner_Logistica', permissions: ['main', 'dock-board'] })).toBe('/dock-board');
    expect(homePath({ perfis: 'NPFornec_Renner_Logistica', permissions: ['main'] })).toBe('/main');
    expect(homePath({ perfis: 'NPFornec_Renner_Admin', permissions: ['main', 'dock-board'] })).toBe('/main');
    expect(homePath({ perfis: 'NPFornec_Renner_Fornecedor', permissions: ['main'] })).toBe('/main');
    expect(homePath({ perfis: 'unknown', permissions: [] })).toBe('/main');
  });
});
