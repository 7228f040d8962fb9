import {
  addDays,
  errorMessage,
  saoPauloInstant,
  type RegisterRequestDecision,
  type RegisterRequestListQuery,
  type RegisterRequestPage,
  type RegisterRequestPendingCount,
} from '@portal/domain';
import { auditWrite } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Tx } from '../../platform/database';
import { readPage } from '../../platform/paging';
import { AppError } from '../../platform/errors';
import { bumpTokenVersion } from '../../platform/sessions';
import { auditedRequest, isLinked, type RegistrationContext } from './register.service';
import { requestRow } from './registration.mapper';
import * as repo from './registration.repository';
import type { RegisterRequestRecord } from './registration.repository';

/** GET /register-requests: the Admin's list, newest first, in pages (the route holds register-requests). */
export async function listRequests(
  ctx: Pick<RegistrationContext, 'db'>,
  query: RegisterRequestListQuery,
): Promise<RegisterRequestPage> {
  const search = {
    status: query.status === 'all' ? null : query.status,
    text: query.texto || null,
    kind: query.tipo ?? null,
    // São Paulo days: from the first day's midnight to the midnight after the last day
    from: query.de ? saoPauloInstant(query.de) : null,
    until: query.ate ? saoPauloInstant(addDays(query.ate, 1)) : null,
  };
  return readPage(
    { pagina: query.pagina, size: query.max },
    (window) => repo.searchRequests(ctx.db, search, window),
    requestRow,
  );
}

/** GET /register-requests/pending-count: the number next to the menu entry. */
export async function pendingCount(ctx: Pick<RegistrationContext, 'db'>): Promise<RegisterRequestPendingCount> {
  return { pendentes: await repo.countPending(ctx.db) };
}

/**
 * A pending request, locked for the rest of the transaction: an Admin deciding it at the same time waits and
 * then finds it decided (registerRequestDecided).
 */
async function pendingRequestForUpdate(tx: Tx, id: number): Promise<RegisterRequestRecord> {
  const request = await repo.findRequestForUpdate(tx, id);
  if (!request) throw AppError.notFound({ id });
  if (request.status !== 'pending') throw new AppError('registerRequestDecided', { id, status: request.status });
  return request;
}

async function decide(
  ctx: RegistrationContext,
  tx: Tx,
  request: RegisterRequestRecord,
  decision: { status: 'approved' | 'refused'; reason: string | null },
): Promise<void> {
  const decided = await repo.decideRequest(tx, request.id, {
    ...decision,
    decidedAt: clock.now(),
    decidedBy: Number(ctx.user.sub),
  });
  await auditWrite(tx, ctx, {
    action: 'update',
    entity: 'register_requests',
    entityId: request.id,
    before: auditedRequest(request),
    after: auditedRequest(decided),
  });
}

/**
 * POST /register-requests/:id/approve: writes the link on the user and raises its token version (its tokens
 * stop working; the next sign-in carries the link), and marks the request approved, all in one transaction
 * with the audit rows. A user linked meanwhile is registerAlreadyLinked: nothing is written.
 */
export async function approve(ctx: RegistrationContext, id: number): Promise<RegisterRequestDecision> {
  await ctx.db.transaction(async (tx) => {
    const request = await pendingRequestForUpdate(tx, id);
    const user = await repo.findUserLinkForUpdate(tx, request.userId);
    if (!user || !user.active) throw new AppError('withoutUser', { userId: request.userId });
    if (isLinked(user)) throw new AppError('registerAlreadyLinked', { userId: request.userId });
    const link =
      request.cdId !== null
        ? { cdId: request.cdId }
        : request.supplierId !== null
          ? { supplierId: request.supplierId }
          : null;
    if (!link) throw new Error(`register request ${id} names neither a supplier nor a CD`);
    const linked = await repo.writeUserLink(tx, user.id, link, clock.now());
    const tokenVersion = await bumpTokenVersion(tx, user.id);
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: 'users',
      entityId: user.id,
      before: { supplierId: user.supplierId, cdId: user.cdId, tokenVersion: user.tokenVersion },
      after: { supplierId: linked.supplierId, cdId: linked.cdId, tokenVersion },
    });
    await decide(ctx, tx, request, { status: 'approved', reason: null });
  });
  return { code: 'registerRequestApproved', message: errorMessage('registerRequestApproved', ctx.language) };
}

/** POST /register-requests/:id/refuse: marks the request refused with the reason the user will read. */
export async function refuse(ctx: RegistrationContext, id: number, reason: string): Promise<RegisterRequestDecision> {
  await ctx.db.transaction(async (tx) => {
    const request = await pendingRequestForUpdate(tx, id);
    await decide(ctx, tx, request, { status: 'refused', reason });
  });
  return { code: 'registerRequestRefused', message: errorMessage('registerRequestRefused', ctx.language) };
}
