import {
  CONCILIATION_XML_MAX_BYTES,
  cancelConciliationSchema,
  conciliationIdSchema,
  emitRfmSchema,
  isConciliationApproved,
  saveObservationSchema,
  type ConciliationHistoryEntryDto,
  type ConciliationResultDto,
  type InvoiceXmlDto,
  type Language,
  type RfmResultDto,
} from '@portal/domain';
import { z } from 'zod';
import { auditWrite } from '../../platform/audit';
import { userIdOf, type AuthUser } from '../../platform/auth';
import type { DbOrTx, Tx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { XML_UPLOAD, readFile, validateUpload } from '../../platform/files';
import { rowScopeOf } from '../../platform/row-scope';
import { clock } from '../../platform/clock';
import type { ConciliationContext } from './conciliation.context';
import { rfmStatusDto } from './conciliation.mapper';
import { readNfe } from './nfe-xml';
import { decodeBase64File } from './reconcile.service';
import { toHistoryDto, toResultDto } from './status.mapper';
import * as repo from './status.repository';

/**
 * One conciliation (the status page): an order's result and history, its invoice XML, and the actions on it:
 * cancel, observation, RFM issue.
 */

const positiveId = z.coerce.number().int().positive();

// ---------------------------------------------------------------------------------------------------------
// Reading

async function resultOf(db: DbOrTx, user: AuthUser, orderId: number, language: Language) {
  const row = await repo.findOrderWithShownConciliation(db, rowScopeOf(user), orderId);
  if (!row) throw new AppError('conciliationNotFound', { pedido: orderId });
  const items = row.conciliation ? await repo.findItems(db, row.conciliation.id) : [];
  return toResultDto(row, items, language);
}

/**
 * buscarResultadoConciliacaoPorPedido: the order's approved conciliation, else its newest, a cancelled one too (flagged), with its
 * rows; null when the order has none. An order the user may not see is conciliationNotFound (404).
 */
export async function getResult(ctx: ConciliationContext, pedido: unknown): Promise<ConciliationResultDto | null> {
  return resultOf(ctx.db, ctx.user, positiveId.parse(pedido), ctx.language);
}

async function assertOrderVisible(db: DbOrTx, user: AuthUser, orderId: number): Promise<void> {
  if (!(await repo.isOrderVisible(db, rowScopeOf(user), orderId)))
    throw new AppError('conciliationNotFound', { pedido: orderId });
}

/**
 * The order (visible) and the conciliation `find` picks of it, locked until the transaction ends and read again
 * (after any concurrent write); conciliationNotFound when there is none.
 */
async function lockOrderConciliation(
  tx: Tx,
  user: AuthUser,
  orderId: number,
  find: (tx: Tx, orderId: number) => Promise<number | null>,
): Promise<repo.LockedConciliation> {
  await assertOrderVisible(tx, user, orderId);
  const id = await find(tx, orderId);
  if (id === null) throw new AppError('conciliationNotFound', { pedido: orderId });
  const locked = await repo.lockConciliation(tx, id);
  if (!locked) throw new AppError('conciliationNotFound', { pedido: orderId });
  return locked;
}
/** buscarHistoricoReprovacaoConciliacaoPorPedido: rejections, conditional results and cancellations, newest first. */
export async function getHistory(ctx: ConciliationContext, pedido: unknown): Promise<ConciliationHistoryEntryDto[]> {
  const orderId = positiveId.parse(pedido);
  await assertOrderVisible(ctx.db, ctx.user, orderId);
  const rows = await repo.findRejectionHistory(ctx.db, orderId);
  return rows.map((row) => toHistoryDto(row, ctx.language));
}

/** A conciliation the user may see, by id, or conciliationNotFound. */
export async function visibleConciliationOf(db: DbOrTx, user: AuthUser, id: number): Promise<repo.VisibleConciliation> {
  const found = await repo.findVisibleConciliation(db, rowScopeOf(user), id);
  if (!found) throw new AppError('conciliationNotFound', { idConciliacao: id });
  return found;
}

/** POST /conciliacaofiscal/getXmlNota: the uploaded XML byte for byte, base64. */
export async function getInvoiceXml(ctx: ConciliationContext, body: unknown): Promise<InvoiceXmlDto> {
  const { idConciliacao } = conciliationIdSchema.parse(body);
  const { conciliation } = await visibleConciliationOf(ctx.db, ctx.user, idConciliacao);
  if (!conciliation.invoiceFileId) throw new AppError('fileNotFound', { idConciliacao });
  const file = await readFile(ctx.db, conciliation.invoiceFileId);
  return {
    idConciliacao,
    nomeArquivo: `nfe-pedido-${conciliation.orderId}.xml`,
    xmlBase64: file.content.toString('base64'),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Actions

/**
 * cancelarConciliacao: cancels the order's current conciliation (approved, else newest not cancelled). The row is locked
 * and read again, so of two cancellations at once the second is conciliationAlreadyCancelled.
 */
export async function cancelConciliation(
  ctx: ConciliationContext,
  args: { orderId: unknown; motivoCancelamento: unknown },
): Promise<ConciliationResultDto> {
  const input = cancelConciliationSchema.parse(args);
  const userId = userIdOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderConciliation(tx, ctx.user, input.orderId, repo.findCurrentConciliationId);
    const id = locked.id;
    if (locked.cancelledAt) throw new AppError('conciliationAlreadyCancelled', { idConciliacao: id });
    const at = clock.now();
    await repo.updateConciliation(tx, id, {
      cancelledAt: at,
      cancelledBy: userId,
      cancelReason: input.motivoCancelamento,
    });
    await repo.insertHistory(tx, {
      conciliationId: id,
      kind: 'cancel',
      at,
      userId,
      reasons: [{ code: 'cancelled', text: input.motivoCancelamento }],
      note: input.motivoCancelamento,
    });
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: 'conciliations',
      entityId: id,
      before: { cancelledAt: null, cancelReason: null },
      after: { cancelledAt: at, cancelReason: input.motivoCancelamento },
    });
  });
  return (await resultOf(ctx.db, ctx.user, input.orderId, ctx.language))!;
}

/** salvarObservacao: on the conciliation the status page shows (approved, else newest); '' clears it. */
export async function saveObservation(
  ctx: ConciliationContext,
  args: { orderId: unknown; observacao: unknown },
): Promise<ConciliationResultDto> {
  const input = saveObservationSchema.parse(args);
  const observation = input.observacao === '' ? null : input.observacao;
  const userId = userIdOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderConciliation(tx, ctx.user, input.orderId, repo.findShownConciliationId);
    const id = locked.id;
    if (locked.observation === observation) return;
    await repo.updateConciliation(tx, id, { observation });
    await repo.insertHistory(tx, {
      conciliationId: id,
      kind: 'observation',
      at: clock.now(),
      userId,
      note: observation,
    });
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: 'conciliations',
      entityId: id,
      before: { observation: locked.observation },
      after: { observation },
    });
  });
  return (await resultOf(ctx.db, ctx.user, input.orderId, ctx.language))!;
}

/** The RFM may be issued once, for a conciliation reconciled on both sides and not cancelled. */
function canIssueRfm(c: {
  commercialStatus: number;
  fiscalStatus: number;
  cancelledAt: Date | null;
  rfmStatus: number;
}) {
  return (
    c.cancelledAt === null &&
    c.rfmStatus === 0 &&
    isConciliationApproved({ statusComercial: c.commercialStatus, statusFiscal: c.fiscalStatus })
  );
}

/**
 * POST /conciliacaofiscal/emiteRFM: records the fiscal goods receipt of a 2/2 conciliation. The invoice sent
 * must be an NF-e whose access key is the conciliation's. Checks before the lock: visibility, state, the XML;
 * under the lock: the state again (two RFMs at once: the second is rfmNotAllowed) and the key.
 */
export async function emitRfm(ctx: ConciliationContext, body: unknown): Promise<RfmResultDto> {
  const input = emitRfmSchema.parse(body);
  const { conciliation } = await visibleConciliationOf(ctx.db, ctx.user, input.id);
  if (!canIssueRfm(conciliation)) throw new AppError('rfmNotAllowed', { idConciliacao: input.id });
  const buffer = decodeBase64File(input.nFeBase64);
  const [file] = validateUpload([{ filename: 'nfe.xml', mimetype: 'application/xml', buffer }], {
    maxCount: 1,
    maxBytes: CONCILIATION_XML_MAX_BYTES,
    types: [XML_UPLOAD],
  });
  const invoice = readNfe(file!.buffer);
  const userId = userIdOf(ctx.user);
  const at = clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockConciliation(tx, input.id);
    if (!locked || !canIssueRfm(locked)) throw new AppError('rfmNotAllowed', { idConciliacao: input.id });
    if (!locked.accessKey || invoice.accessKey !== locked.accessKey)
      throw new AppError('rfmInvoiceMismatch', { idConciliacao: input.id });
    await repo.updateConciliation(tx, input.id, { rfmStatus: 1, rfmAt: at, rfmBy: userId });
    await repo.insertHistory(tx, { conciliationId: input.id, kind: 'rfm', at, userId });
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: 'conciliations',
      entityId: input.id,
      before: { rfmStatus: 0 },
      after: { rfmStatus: 1, rfmAt: at },
    });
  });
  return { id: input.id, statusRFM: rfmStatusDto(1, ctx.language), dataRFM: at.toISOString() };
}
