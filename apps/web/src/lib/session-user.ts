import type { TokenPayload } from '@portal/domain';

/**
 * What a screen may know of the signed-in user: the row-scope ids and the permissions of the session's token.
 * app/ reads it once from the session (useSessionUser) and hands it to each page, so a feature never reads the
 * token itself and every area sees the same user.
 */
export interface SessionUser {
  /** set for a supplier (Fornecedor) */
  idFornecedor: number | null;
  /** set for a CD-bound user (Logistica) */
  idCd: number | null;
  /** set for a company user (Renner, Youcom, Camicado Usuario) */
  idEmpresa: number | null;
  /** 1 for an administrator */
  admin: 0 | 1;
  permissions: readonly string[];
}

/** Nobody signed in: no ids, no permissions. */
export const NO_SESSION_USER: SessionUser = {
  idFornecedor: null,
  idCd: null,
  idEmpresa: null,
  admin: 0,
  permissions: [],
};

/** The user of a session's claims (nobody when signed out). */
export function sessionUserOf(
  payload: Pick<TokenPayload, 'idFornecedor' | 'idCd' | 'idEmpresa' | 'admin' | 'permissions'> | null | undefined,
): SessionUser {
  if (!payload) return NO_SESSION_USER;
  const { idFornecedor, idCd, idEmpresa, admin, permissions } = payload;
  return { idFornecedor, idCd, idEmpresa, admin, permissions };
}
