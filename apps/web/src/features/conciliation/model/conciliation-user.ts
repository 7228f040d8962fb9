import type { TokenPayload } from '@portal/domain';

/** What the conciliation screens need to know of the signed-in user (the session's claims). */
export interface ConciliationUser {
  /** set for a supplier */
  idFornecedor: number | null;
  /** set for a CD-bound user (logistica) */
  idCd: number | null;
  permissions: readonly string[];
}

const NOBODY: ConciliationUser = { idFornecedor: null, idCd: null, permissions: [] };

/** The conciliation user of a session's claims (app/ passes it to the pages; nobody when signed out). */
export function conciliationUserOf(
  payload: Pick<TokenPayload, 'idFornecedor' | 'idCd' | 'permissions'> | null,
): ConciliationUser {
  if (!payload) return NOBODY;
  const { idFornecedor, idCd, permissions } = payload;
  return { idFornecedor, idCd, permissions };
}
