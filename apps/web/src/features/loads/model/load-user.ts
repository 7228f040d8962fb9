import type { TokenPayload } from '@portal/domain';

/** What the loads screens need to know of the signed-in user (the session's claims). */
export interface LoadUser {
  /** set for a supplier: its loads are listed by supplier */
  idFornecedor: number | null;
  /** set for a CD-bound user (logistica) */
  idCd: number | null;
  permissions: readonly string[];
}

const NOBODY: LoadUser = { idFornecedor: null, idCd: null, permissions: [] };

/** The loads user of a session's claims (app/ passes it to the pages; nobody when signed out). */
export function loadUserOf(payload: Pick<TokenPayload, 'idFornecedor' | 'idCd' | 'permissions'> | null): LoadUser {
  if (!payload) return NOBODY;
  const { idFornecedor, idCd, permissions } = payload;
  return { idFornecedor, idCd, permissions };
}
