import {
  CONCILIATION_RUN_LIMIT_MINUTES,
  CONCILIATION_XML_MAX_BYTES,
  commercialCheckSchema,
  conciliationIdSchema,
  documentRefusals,
  renderReasons,
  runFiscalCheck,
  toReasonDtos,
  uploadVerdict,
  withKeyAlreadyUsed,
  type CommercialCheckResultDto,
  type ConciliationReason,
  type FiscalCheckOutcome,
  type FiscalCheckResultDto,
  type Language,
  type ReconcileConfigDto,
} from '@portal/domain';
import { userIdOf } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Tx } from '../../platform/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import { AppError } from '../../platform/errors';
import { storeFile, validateUpload, XML_UPLOAD } from '../../platform/files';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';
import type { ConciliationContext } from './conciliation.context';
import { statusDto } from './conciliation.mapper';
import * as repo from './reconcile.repository';
import { startInvoiceCheck } from './nfe-reader';
import { assertRoadClear } from './reconcile-road.service';
import type { InvoiceCheck } from './invoice-check';
import { invoiceTotalOf, type ComparedInvoice, type InvoiceHeader } from './invoice-rows';
import { clock } from '../../platform/clock';

/**
 * Reconcile, the upload and its steps (docs/decisions.md, issue 5): the commercial step on upload (GraphQL
 * conciliacaoComercial), the fiscal step (POST conciliacaoFiscal) and the conditional acceptance (POST
 * conciliacaoCondicional). Rules are pure (packages/domain commercial-check, fiscal-check); this file reads,
 * decides the order of the checks and writes, each call in one transaction.
 */

// ---------------------------------------------------------------------------------------------------------
// Upload checks (nothing is written before they pass)

// one character class and a length check: a grouped repetition would need a backtracking stack as deep as the file
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data: URL prefix, as FileReader.readAsDataURL gives it, is accepted and dropped. */
const DATA_URL_PREFIX = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;

/**
 * The file's bytes from its base64: blanks (line breaks of MIME base64) are ignored, padding is required;
 * anything else is mustBeXML { reason: 'base64' }. A text clearly above the size limit is refused before it
 * is decoded.
 */
export function decodeBase64File(content: string): Buffer {
  const text = content.replace(DATA_URL_PREFIX, '');
  const approximateBytes = Math.floor((text.length * 3) / 4);
  if (approximateBytes > CONCILIATION_XML_MAX_BYTES + 2) {
    throw new AppError('fileSizeExceeded', { size: approximateBytes, maxBytes: CONCILIATION_XML_MAX_BYTES });
  }
  // what browsers send is canonical base64 in one line: decoded and encoded again it is the same text, which
  // proves it valid without a regular expression over the whole megabyte (a third of the time, issue 13)
  const decoded = Buffer.from(text, 'base64');
  if (text.length > 0 && decoded.toString('base64') === text) return decoded;
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact))
    throw new AppError('mustBeXML', { reason: 'base64' });
  return Buffer.from(compact, 'base64');
}

/** What the document checks read of the invoice (document-check.ts). */
function documentHeaderOf(header: InvoiceHeader) {
  return {
    protocolStatus: header.protocol.status,
    protocolReason: header.protocol.reason ?? null,
    issuerCnpj: header.issuerCnpj ?? null,
    recipientCnpj: header.recipientCnpj ?? null,
  };
}

function timestampOf(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The order's status and current conciliation allow a new upload (inside the transaction, order and current
 * conciliation locked, so uploads for one order are one at a time): refused while the current one is approved or
 * still running (its fiscal step to come); a run abandoned past the limit is cancelled and replaced
 * (conciliation-run.ts).
 */
async function assertReconcilable(
  tx: Tx,
  order: { id: number; status: string },
  current: repo.CurrentConciliation | null,
): Promise<void> {
  if (order.status !== 'A') throw new AppError('reconcileOrderStatus', { pedido: order.id, status: order.status });
  if (!current) return;
  const now = clock.now();
  const verdict = uploadVerdict({ ...current, cancelled: current.cancelledAt !== null }, now);
  switch (verdict) {
    case 'approved':
      throw new AppError('reconcileAlreadyApproved', { pedido: order.id, idConciliacao: current.id });
    case 'running':
      throw new AppError('reconcileInProgress', {
        pedido: order.id,
        idConciliacao: current.id,
        minutos: CONCILIATION_RUN_LIMIT_MINUTES,
      });
    case 'abandoned':
      await repo.cancelAbandonedRun(tx, current.id, now);
      return;
    case 'free':
      return;
  }
}

/**
 * mutation conciliacaoComercial(id, file): checks the upload, then, in one transaction with the order row
 * locked (two uploads for one order serialise), runs the commercial check and stores the XML, the new
 * conciliation, its rows and (on 3) the history entry. The invoice is read in a worker thread while the
 * transaction reads the order and stores the file (issue 13: the two overlap), and compared there with the
 * order's items (invoice-check.ts); the refusals keep their order (the file's before the order's state), as the
 * transaction waits for the read before it judges anything. The read starts once the order is locked: a thread
 * waits for its transaction, so one taken by an upload still waiting for the lock would starve the lock's holder
 * of the thread it waits for (the pool has one on 2 cores: a deadlock between two uploads for one order).
 */
export async function checkCommercial(ctx: ConciliationContext, args: unknown): Promise<CommercialCheckResultDto> {
  const input = commercialCheckSchema.parse(args);
  const scope = rowScopeOf(ctx.user);
  const visible = await repo.findVisibleOrder(ctx.db, scope, input.id);
  if (!visible) throw AppError.notFound({ idPedido: input.id });

  const buffer = decodeBase64File(input.file.conteudo);
  const [file] = validateUpload([{ filename: input.file.nome, mimetype: input.file.tipo, buffer }], {
    maxCount: 1,
    maxBytes: CONCILIATION_XML_MAX_BYTES,
    types: [XML_UPLOAD],
  });
  return ctx.db.transaction((tx) => commercialStep(tx, ctx, { ...input, file: file!, scope }));
}

/** The commercial step's transaction (checkCommercial): nothing written unless it commits. */
async function commercialStep(
  tx: Tx,
  ctx: ConciliationContext,
  input: { id: number; file: { filename: string; buffer: Buffer }; scope: RowScope },
): Promise<CommercialCheckResultDto> {
  const order = await repo.lockVisibleOrder(tx, input.scope, input.id);
  if (!order) throw AppError.notFound({ idPedido: input.id });
  const check = startInvoiceCheck(input.id, input.file.buffer);
  try {
    return await judgeAndStore(tx, ctx, { ...input, order, check });
  } finally {
    check.end();
  }
}

/** The rest of the commercial step, the order locked and its invoice being read. */
async function judgeAndStore(
  tx: Tx,
  ctx: ConciliationContext,
  input: {
    file: { filename: string; buffer: Buffer };
    order: repo.LockedOrder;
    check: InvoiceCheck;
  },
): Promise<CommercialCheckResultDto> {
  const userId = userIdOf(ctx.user);
  const { order } = input;
  const current = await repo.lockCurrentConciliation(tx, order.id);
  const parties = await repo.findOrderParties(tx, order.id);
  const orderItems = await repo.findOrderItems(tx, order.id);
  const stored = await storeFile(tx, {
    name: input.file.filename,
    mimeType: 'text/xml',
    content: input.file.buffer,
    userId,
  });

  const invoice = await input.check.header;
  // the order(s) the invoice names (note-level compra/xPed and item xPed): another one, or several, create nothing
  const named = invoice.named;
  if (named.kind === 'severalOrders') {
    throw new AppError('invoiceSeveralOrders', { pedido: order.id, pedidosNota: named.orders.join(', ') });
  }
  if (named.kind === 'otherOrder')
    throw new AppError('invoiceOtherOrder', { pedido: order.id, pedidoNota: named.order });
  await assertReconcilable(tx, order, current);
  // every step the routing asks for is done (decision A20): /reconcile?id= is no way round them
  await assertRoadClear(tx, order, ctx.language);

  // the document before its items: a cancelled or denied invoice, or one of another issuer or recipient, is a
  // commercial 3 with that reason alone (comparing its items would only say "N items not in the order")
  const refusals = parties ? documentRefusals({ invoice: documentHeaderOf(invoice), ...parties }) : [];
  const outcome: ComparedInvoice =
    refusals.length > 0
      ? { status: 3, summary: refusals, rowCount: 0, rowsJson: '[]' }
      : await input.check.compare(orderItems);
  const now = clock.now();
  const rejection = outcome.status === 3 ? outcome.summary : null;
  const id = await repo.insertConciliation(tx, {
    orderId: order.id,
    commercialStatus: outcome.status,
    fiscalStatus: 0,
    invoiceNumber: invoice.number,
    invoiceSeries: invoice.series,
    accessKey: invoice.accessKey,
    invoiceIssuedAt: timestampOf(invoice.issuedAt),
    issuerCnpj: invoice.issuerCnpj ?? null,
    issuerName: invoice.issuerName ?? null,
    recipientCnpj: invoice.recipientCnpj ?? null,
    invoiceModel: invoice.model,
    protocolStatus: invoice.protocol.status,
    protocolNumber: invoice.protocol.number ?? null,
    protocolAccessKey: invoice.protocol.accessKey,
    invoiceTotal: invoiceTotalOf(invoice),
    invoiceFileId: stored.id,
    rejection,
    commercialAt: now,
    createdAt: now,
    createdBy: userId,
  });
  if (outcome.rowCount > 0) await repo.insertItems(tx, id, outcome.rowsJson);
  if (rejection) {
    await repo.insertHistory(tx, {
      conciliationId: id,
      kind: 'commercial',
      at: now,
      userId,
      status: 3,
      reasons: rejection,
    });
  }
  return {
    id,
    idPedido: order.id,
    statusConciliacaoComercial: statusDto(outcome.status, ctx.language),
    motivoReprovacao: rejection ? renderReasons(rejection, ctx.language) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Fiscal step and conditional acceptance

/** A unique violation of conciliations_access_key_uq (an unnamed one, as some drivers report it, counts too). */
function isAccessKeyTaken(error: unknown): boolean {
  const index = uniqueViolationOf(error);
  return index === 'conciliations_access_key_uq' || index === '';
}

function fiscalAnswer(
  conciliation: { id: number; orderId: number },
  fiscalStatus: number,
  reasons: readonly ConciliationReason[],
  language: Language,
): FiscalCheckResultDto {
  return {
    idConciliacao: conciliation.id,
    idPedido: conciliation.orderId,
    statusConciliacaoComercial: statusDto(2, language),
    statusConciliacaoFiscal: statusDto(fiscalStatus, language),
    motivoReprovacao: fiscalStatus === 2 || reasons.length === 0 ? null : renderReasons(reasons, language),
    divergencias: toReasonDtos(reasons, language),
  };
}

async function lockConciliation(tx: Tx, ctx: ConciliationContext, id: number): Promise<repo.LockedConciliation> {
  const conciliation = await repo.lockVisibleConciliation(tx, rowScopeOf(ctx.user), id);
  if (!conciliation) throw new AppError('conciliationNotFound', { idConciliacao: id });
  return conciliation;
}

/**
 * Locks the conciliation for a step on its fiscal side, which needs the commercial side reconciled (2), the fiscal
 * status the step starts from and no cancellation; otherwise the step's refusal, with the statuses found.
 */
async function lockForFiscalStep(
  tx: Tx,
  ctx: ConciliationContext,
  idConciliacao: number,
  fiscalStatus: 0 | 4,
  refusal: 'conciliationStepNotAllowed' | 'conditionalNotAllowed',
): Promise<repo.LockedConciliation> {
  const conciliation = await lockConciliation(tx, ctx, idConciliacao);
  if (
    conciliation.cancelledAt !== null ||
    conciliation.commercialStatus !== 2 ||
    conciliation.fiscalStatus !== fiscalStatus
  ) {
    throw new AppError(refusal, {
      idConciliacao,
      statusComercial: conciliation.commercialStatus,
      statusFiscal: conciliation.fiscalStatus,
      cancelada: conciliation.cancelledAt !== null,
    });
  }
  return conciliation;
}

/** Writes the fiscal status; the unique index on the key decides a race, in a savepoint so the loser goes on. */
async function writeFiscal(tx: Tx, id: number, outcome: FiscalCheckOutcome, at: Date): Promise<FiscalCheckOutcome> {
  if (outcome.status === 3) {
    await repo.updateConciliation(tx, id, { fiscalStatus: 3, fiscalAt: at, rejection: outcome.reasons });
    return outcome;
  }
  try {
    await tx.transaction(async (savepoint) => {
      await repo.updateConciliation(savepoint, id, {
        fiscalStatus: outcome.status,
        fiscalAt: at,
        rejection: outcome.reasons.length > 0 ? outcome.reasons : null,
      });
    });
    return outcome;
  } catch (error) {
    if (!isAccessKeyTaken(error)) throw error;
    const taken = withKeyAlreadyUsed(outcome);
    await repo.updateConciliation(tx, id, { fiscalStatus: 3, fiscalAt: at, rejection: taken.reasons });
    return taken;
  }
}

/** POST /api/conciliacaofiscal/conciliacaoFiscal: the fiscal step of a conciliation whose commercial side is 2. */
export async function checkFiscal(ctx: ConciliationContext, args: unknown): Promise<FiscalCheckResultDto> {
  const { idConciliacao } = conciliationIdSchema.parse(args);
  const userId = userIdOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const conciliation = await lockForFiscalStep(tx, ctx, idConciliacao, 0, 'conciliationStepNotAllowed');
    const rows = await repo.findRatesOfRows(tx, conciliation.id);
    const holder = conciliation.accessKey
      ? await repo.findKeyHolder(tx, conciliation.accessKey, conciliation.id)
      : null;
    const checked = runFiscalCheck({
      invoice: {
        accessKey: conciliation.accessKey,
        protocolAccessKey: conciliation.protocolAccessKey,
        model: conciliation.invoiceModel,
        protocolStatus: conciliation.protocolStatus,
        protocolReason: null,
        issuerCnpj: conciliation.issuerCnpj,
        recipientCnpj: conciliation.recipientCnpj,
      },
      supplierCnpj: conciliation.supplierCnpj,
      buyerCnpj: conciliation.buyerCnpj,
      items: rows.map((row) => ({
        item: row.item,
        nItem: row.n_item === null ? null : String(row.n_item),
        icmsRatePo: row.icms_po,
        icmsRateNf: row.icms_nf,
        icmsCstNf: row.icms_cst_nf,
        icmsCreditRateNf: row.icms_credit_nf,
        ipiRatePo: row.ipi_po,
        ipiRateNf: row.ipi_nf,
      })),
      keyUsedByOrder: holder,
    });
    const at = clock.now();
    const outcome = await writeFiscal(tx, conciliation.id, checked, at);
    await repo.appendRowReasons(
      tx,
      conciliation.id,
      rows.flatMap((row, i) => {
        const reasons = outcome.itemReasons[i] ?? [];
        return reasons.length > 0 ? [{ line: row.line, reasons }] : [];
      }),
    );
    if (outcome.status !== 2) {
      await repo.insertHistory(tx, {
        conciliationId: conciliation.id,
        kind: 'fiscal',
        at,
        userId,
        status: outcome.status,
        reasons: outcome.reasons,
      });
    }
    return fiscalAnswer(conciliation, outcome.status, outcome.reasons, ctx.language);
  });
}

/** POST /api/conciliacaofiscal/conciliacaoCondicional: accepts a fiscal 4 (commercial 2); fiscal becomes 2. */
export async function acceptConditional(ctx: ConciliationContext, args: unknown): Promise<FiscalCheckResultDto> {
  const { idConciliacao } = conciliationIdSchema.parse(args);
  const userId = userIdOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const conciliation = await lockForFiscalStep(tx, ctx, idConciliacao, 4, 'conditionalNotAllowed');
    const at = clock.now();
    const accepted = conciliation.rejection ?? [];
    // the divergences accepted stay on the conciliation (rejection) for the result page
    await repo.updateConciliation(tx, conciliation.id, { fiscalStatus: 2, conditionalBy: userId, conditionalAt: at });
    await repo.insertHistory(tx, {
      conciliationId: conciliation.id,
      kind: 'conditional',
      at,
      userId,
      status: 2,
      reasons: [{ code: 'conditionalAccepted' }, ...accepted],
    });
    return fiscalAnswer(conciliation, 2, accepted, ctx.language);
  });
}

/** GET /api/config/conciliacao: the reconcile flow's waits (RECONCILE_PAUSES_MS, '0,0' in tests). */
export function reconcileConfig(config: Pick<Config, 'RECONCILE_PAUSES_MS'>): ReconcileConfigDto {
  const [first = 0, second = 0] = config.RECONCILE_PAUSES_MS.split(',').map(Number);
  return { pausasMs: [first, second] };
}
