import {
  errorMessage,
  normalizeCnpj,
  type Language,
  type RegisterCd,
  type RegisterRequest,
  type RegisterResponse,
} from '@portal/domain';
import { profileOf, type AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import * as repo from './auth.repository';

export interface RegisterContext {
  db: Db;
  user: AuthUser;
  requestId: string;
  language: Language;
}

/** What a profile links to at registration: a Fornecedor to a supplier, a Logistica to a CD. */
async function linkFor(
  db: Db,
  user: AuthUser,
  input: RegisterRequest,
): Promise<{ supplierId: number } | { cdId: number }> {
  const profile = profileOf(user);
  switch (profile) {
    case 'fornecedor': {
      if (input.idFornecedor !== undefined) {
        const supplier = await repo.supplierById(db, input.idFornecedor);
        if (!supplier) throw new AppError('register01', { idFornecedor: input.idFornecedor });
        return { supplierId: supplier.id };
      }
      if (input.cnpj !== undefined) {
        const supplier = await repo.supplierByCnpj(db, normalizeCnpj(input.cnpj));
        if (!supplier) throw new AppError('register02', { cnpj: input.cnpj });
        return { supplierId: supplier.id };
      }
      // the screen's radio offers CNPJ first
      throw new AppError('requiredField', { field: 'cnpj', alternatives: ['cnpj', 'idFornecedor'] });
    }
    case 'logistica': {
      if (input.idCd === undefined) throw AppError.requiredField('idCd');
      const cd = await repo.cdById(db, input.idCd);
      if (!cd) throw new AppError('register04', { idCd: input.idCd });
      return { cdId: cd.id };
    }
    case 'admin':
    case 'usuario':
    case 'youcom-usuario':
    case 'camicado-usuario':
    case null:
      // internal profiles act for their company and have nothing to register
      throw AppError.validation({ reason: 'nothingToRegister', perfis: user.perfis });
  }
}

/**
 * POST /register/: links the signed-in Fornecedor to a supplier (by id or CNPJ) or the Logistica
 * user to a CD. The change and its audit row share one transaction. The user signs in again to
 * get a token carrying the link (register03).
 */
export async function register(ctx: RegisterContext, input: RegisterRequest): Promise<RegisterResponse> {
  const { db, user } = ctx;
  // one may only complete one's own registration
  if (input.chapa.trim() !== user.chapa) throw new AppError('withoutPermission', { field: 'chapa' });
  const link = await linkFor(db, user, input);
  await db.transaction(async (tx) => {
    const before = await repo.findUserForUpdate(tx, Number(user.sub));
    if (!before || !before.active) throw new AppError('withoutUser');
    const after = await repo.updateUser(tx, before.id, link);
    await recordAudit(tx, {
      user,
      action: 'update',
      entity: 'users',
      entityId: before.id,
      before: { supplierId: before.supplierId, cdId: before.cdId },
      after: { supplierId: after.supplierId, cdId: after.cdId },
      requestId: ctx.requestId,
    });
  });
  return { code: 'register03', message: errorMessage('register03', ctx.language) };
}

export async function listRegisterCds(db: Db): Promise<RegisterCd[]> {
  return repo.listCds(db);
}
