import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../test/helpers';
import { NO_SESSION_USER, sessionUserOf } from '../session-user';

describe('sessionUserOf', () => {
  it('keeps the row-scope ids and the permissions of the token, nothing else', () => {
    const payload = payloadFor('logistica', { idCd: 20 });
    expect(sessionUserOf(payload)).toEqual({
      idFornecedor: payload.idFornecedor,
      idCd: 20,
      idEmpresa: payload.idEmpresa,
      admin: payload.admin,
      permissions: payload.permissions,
    });
  });

  it('is nobody when signed out', () => {
    expect(sessionUserOf(null)).toBe(NO_SESSION_USER);
    expect(sessionUserOf(undefined)).toEqual({
      idFornecedor: null,
      idCd: null,
      idEmpresa: null,
      admin: 0,
      permissions: [],
    });
  });
});
