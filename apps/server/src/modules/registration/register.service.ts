import {
  errorMessage,
  normalizeCnpj,
  type Language,
  type OwnRegisterRequestResponse,
  type RegisterCd,
  type RegisterRequest,
  type RegisterResponse,
} from '@portal/domain';
import { profileOf, type AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db, DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { requestView } from './registration.mapper';
import * as repo from './registration.repository';
import type { RegisterRequestRecord, UserLink } from './registration.repository';

export interface RegistrationContext {
  db: Db;
  user: AuthUser;
  requestId: string;
  language: Language;
}

/** What a request asks for, as stored: what the user typed and the supplier or CD it names. */
type Target =
  | { supplierCode: number | null; cnpj: string | null; supplierId: number; cdId: null }
  | { supplierCode: null; cnpj: null; supplierId: null; cdId: number };

/** A supplier, CD or company on the user's row: the link is set, and /register does not change it. */
export function isLinked(user: Pick<UserLink, 'supplierId' | 'cdId' | 'companyId'>): boolean {
  return user.supplierId !== null || user.cdId !== null || user.companyId !== null;
}

/** What a profile may ask for: a Fornecedor a supplier (by code or CNPJ), a Logistica user a CD. */
async function targetFor(db: DbOrTx, user: AuthUser, input: RegisterRequest): Promise<Target> {
  const profile = profileOf(user);
  switch (profile) {
    case 'fornecedor': {
      if (input.idFornecedor !== undefined) {
        const supplier = await repo.supplierByCode(db, input.idFornecedor);
        if (!supplier) throw new AppError('register01', { idFornecedor: input.idFornecedor });
        return { supplierCode: input.idFornecedor, cnpj: null, supplierId: supplier.id, cdId: null };
      }
      if (input.cnpj !== undefined) {
        const cnpj = normalizeCnpj(input.cnpj);
        const supplier = await repo.supplierByCnpj(db, cnpj);
        if (!supplier) throw new AppError('register02', { cnpj: input.cnpj });
        return { supplierCode: null, cnpj, supplierId: supplier.id, cdId: null };
      }
      // the screen's radio offers CNPJ first
      throw new AppError('requiredField', { field: 'cnpj', alternatives: ['cnpj', 'idFornecedor'] });
    }
    case 'logistica': {
      if (input.idCd === undefined) throw AppError.requiredField('idCd');
      const cd = await repo.cdById(db, input.idCd);
      if (!cd) throw new AppError('register04', { idCd: input.idCd });
      return { supplierCode: null, cnpj: null, supplierId: null, cdId: cd.id };
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

/** The columns of a request the audit trail keeps. */
export function auditedRequest(request: RegisterRequestRecord): Record<string, unknown> {
  return {
    userId: request.userId,
    chapa: request.chapa,
    supplierCode: request.supplierCode,
    cnpj: request.cnpj,
    cdId: request.cdId,
    supplierId: request.supplierId,
    status: request.status,
    reason: request.reason,
    decidedAt: request.decidedAt,
    decidedBy: request.decidedBy,
  };
}

/**
 * POST /register/: records the signed-in user's request to be linked to a supplier (by code or CNPJ) or a CD.
 * Nothing is linked here (decision: an Admin approves, since supplier codes and CNPJs are public). A user
 * already linked, or with a request awaiting approval, is refused before anything is looked up. The user row
 * is locked, so two requests of one user take turns; the request and its audit row share the transaction.
 */
export async function register(ctx: RegistrationContext, input: RegisterRequest): Promise<RegisterResponse> {
  const { db, user } = ctx;
  // one may only complete one's own registration
  if (input.chapa.trim() !== user.chapa) throw new AppError('withoutPermission', { field: 'chapa' });
  const userId = Number(user.sub);
  await db.transaction(async (tx) => {
    const current = await repo.findUserLinkForUpdate(tx, userId);
    if (!current || !current.active) throw new AppError('withoutUser');
    if (isLinked(current)) throw new AppError('registerAlreadyLinked');
    if (await repo.pendingRequestOf(tx, userId)) throw new AppError('registerRequestPending');
    const target = await targetFor(tx, user, input);
    const created = await repo.insertRequest(tx, {
      userId,
      chapa: user.chapa,
      ...target,
      status: 'pending',
      requestedAt: clock.now(),
    });
    await recordAudit(tx, {
      user,
      action: 'create',
      entity: 'register_requests',
      entityId: created.id,
      after: auditedRequest(created),
      requestId: ctx.requestId,
    });
  });
  return { code: 'registerRequested', message: errorMessage('registerRequested', ctx.language) };
}

/** GET /register/request: the caller's newest request (pending, approved or refused), or null. */
export async function ownRequest(ctx: Pick<RegistrationContext, 'db' | 'user'>): Promise<OwnRegisterRequestResponse> {
  const latest = await repo.latestRequestOf(ctx.db, Number(ctx.user.sub));
  return { solicitacao: latest ? requestView(latest) : null };
}

export async function listRegisterCds(db: Db): Promise<RegisterCd[]> {
  return repo.listCds(db);
}
