import type { TokenPayload } from '@portal/domain';

/** What the label screens need to know of the signed-in user (the session's claims). */
export interface LabelUser {
  /** set for a supplier */
  idFornecedor: number | null;
  permissions: readonly string[];
}

const NOBODY: LabelUser = { idFornecedor: null, permissions: [] };

/** The label user of a session's claims (app/ passes it to the pages; nobody when signed out). */
export function labelUserOf(payload: Pick<TokenPayload, 'idFornecedor' | 'permissions'> | null): LabelUser {
  if (!payload) return NOBODY;
  return { idFornecedor: payload.idFornecedor, permissions: payload.permissions };
}
