import {
  CONCILIATION_RUN_LIMIT_MINUTES,
  CONCILIATION_XML_MAX_BYTES,
  commercialCheckSchema,
  conciliationIdSchema,
  conciliationStatusName,
  documentRefusals,
  matchInvoiceOrder,
  parseDecimal,
  renderReasons,
  runCommercialCheck,
  runFiscalCheck,
  toReasonDtos,
  uploadVerdict,
  withKeyAlreadyUsed,
  type CommercialCheckOutcome,
  type CommercialCheckResultDto,
  type ConciliationReason,
  type ConciliationRow,
  type FiscalCheckOutcome,
  type FiscalCheckResultDto,
  type Language,
  type ReconcileConfigDto,
} from '@portal/domain';
import { userIdOf, type AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db, Tx } from '../../platform/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import { AppError } from '../../platform/errors';
import { giveWay } from '../../platform/event-loop';
import { storeFile, validateUpload, XML_UPLOAD } from '../../platform/files';
import { rowScopeOf } from '../../platform/row-scope';
import * as repo from './checks.repository';
import { readNfeInWorker } from './nfe-reader';
import type { NfeDocument } from './nfe-xml';
import { clock } from '../../platform/clock';

/**
 * The conciliation checks (docs/decisions.md, issue 5): the commercial step on upload (GraphQL
 * conciliacaoComercial), the fiscal step (POST conciliacaoFiscal) and the conditional acceptance (POST
 * conciliacaoCondicional). Rules are pure (packages/domain commercial-check, fiscal-check); this file reads,
 * decides the order of the checks and writes, each call in one transaction.
 */

export interface ChecksContext {
  db: Db;
  user: AuthUser;
  language: Language;
  requestId?: string;
}

function status(id: number, language: Language) {
  return { id, descricao: conciliationStatusName(id, language) };
}

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
function documentHeaderOf(doc: NfeDocument) {
  return {
    protocolStatus: doc.protocol.status,
    protocolReason: doc.protocol.reason ?? null,
    issuerCnpj: doc.issuerCnpj ?? null,
    recipientCnpj: doc.recipientCnpj ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Writing the commercial result

/** A value for a numeric column: a decimal as written, or null (the XML may hold anything). */
function numeric(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return parseDecimal(value.trim()).ok ? value.trim() : null;
}

/** A value for a smallint column (det@nItem), or null. */
function smallint(value: string | null): number | null {
  if (value === null || !/^[0-9]{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n <= 32_767 ? n : null;
}

function timestampOf(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function itemInsert(row: ConciliationRow): repo.ConciliationItemInsert {
  return {
    line: row.line,
    order_item_id: row.orderItemId,
    invoice_item_number: smallint(row.invoiceItemNumber),
    item_code_po: row.itemCodePo,
    item_code_nf: row.itemCodeNf,
    description_po: row.descriptionPo,
    description_nf: row.descriptionNf,
    ean_po: row.eanPo,
    ean_nf: row.eanNf,
    quantity_po: numeric(row.quantityPo),
    quantity_nf: numeric(row.quantityNf),
    ncm_po: row.ncmPo,
    ncm_nf: row.ncmNf,
    unit_cost_po: numeric(row.unitCostPo),
    unit_cost_nf: numeric(row.unitCostNf),
    sale_value_po: numeric(row.saleValuePo),
    sale_value_nf: numeric(row.saleValueNf),
    icms_rate_po: numeric(row.icmsRatePo),
    icms_rate_nf: numeric(row.icmsRateNf),
    icms_cst_nf: row.icmsCstNf,
    icms_credit_rate_nf: numeric(row.icmsCreditRateNf),
    ipi_rate_po: numeric(row.ipiRatePo),
    ipi_rate_nf: numeric(row.ipiRateNf),
    // most rows match: an absent key is '[]' in the insert, and a smaller JSON parameter
    ...(row.reasons.length > 0 ? { reasons: row.reasons } : {}),
  };
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
 * transaction locks the order and stores the file (issue 13: the two overlap); the refusals keep their order
 * (the file's before the order's state), as the transaction waits for the read before it judges anything.
 */
export async function checkCommercial(ctx: ChecksContext, args: unknown): Promise<CommercialCheckResultDto> {
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
  const reading = readNfeInWorker(file!.buffer);
  // awaited inside the transaction; should the transaction fail first, the read's refusal is not unhandled
  reading.catch(() => undefined);

  const userId = userIdOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lockVisibleOrder(tx, scope, input.id);
    if (!order) throw AppError.notFound({ idPedido: input.id });
    const current = await repo.lockCurrentConciliation(tx, order.id);
    const parties = await repo.findOrderParties(tx, order.id);
    const orderItems = await repo.findOrderItems(tx, order.id);
    const stored = await storeFile(tx, {
      name: file!.filename,
      mimeType: 'text/xml',
      content: file!.buffer,
      userId,
    });

    const doc = await reading;
    // the invoice came back from the thread in one piece (some milliseconds of the event loop): others go first
    await giveWay();
    // the order(s) the invoice names (note-level compra/xPed and item xPed): another one, or several, create nothing
    const named = matchInvoiceOrder(input.id, doc.orderNumber, doc.items);
    if (named.kind === 'severalOrders') {
      throw new AppError('invoiceSeveralOrders', { pedido: input.id, pedidosNota: named.orders.join(', ') });
    }
    if (named.kind === 'otherOrder')
      throw new AppError('invoiceOtherOrder', { pedido: input.id, pedidoNota: named.order });
    await assertReconcilable(tx, order, current);

    // the document before its items: a cancelled or denied invoice, or one of another issuer or recipient, is a
    // commercial 3 with that reason alone (comparing its items would only say "N items not in the order")
    const refusals = parties ? documentRefusals({ invoice: documentHeaderOf(doc), ...parties }) : [];
    const outcome: CommercialCheckOutcome =
      refusals.length > 0
        ? { status: 3, rows: [], summary: refusals }
        : runCommercialCheck({ orderId: order.id, orderItems, invoiceItems: doc.items });
    const now = clock.now();
    const rejection = outcome.status === 3 ? outcome.summary : null;
    const id = await repo.insertConciliation(tx, {
      orderId: order.id,
      commercialStatus: outcome.status,
      fiscalStatus: 0,
      invoiceNumber: doc.number,
      invoiceSeries: doc.series,
      accessKey: doc.accessKey,
      invoiceIssuedAt: timestampOf(doc.issuedAt),
      issuerCnpj: doc.issuerCnpj ?? null,
      issuerName: doc.issuerName ?? null,
      recipientCnpj: doc.recipientCnpj ?? null,
      invoiceModel: doc.model,
      protocolStatus: doc.protocol.status,
      protocolNumber: doc.protocol.number ?? null,
      protocolAccessKey: doc.protocol.accessKey,
      invoiceTotal: numeric(doc.totals.invoice),
      invoiceFileId: stored.id,
      rejection,
      commercialAt: now,
      createdAt: now,
      createdBy: userId,
    });
    await repo.insertItems(tx, id, outcome.rows.map(itemInsert));
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
      statusConciliacaoComercial: status(outcome.status, ctx.language),
      motivoReprovacao: rejection ? renderReasons(rejection, ctx.language) : null,
    };
  });
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
    statusConciliacaoComercial: status(2, language),
    statusConciliacaoFiscal: status(fiscalStatus, language),
    motivoReprovacao: fiscalStatus === 2 || reasons.length === 0 ? null : renderReasons(reasons, language),
    divergencias: toReasonDtos(reasons, language),
  };
}

async function lockConciliation(tx: Tx, ctx: ChecksContext, id: number): Promise<repo.LockedConciliation> {
  const conciliation = await repo.lockVisibleConciliation(tx, rowScopeOf(ctx.user), id);
  if (!conciliation) throw new AppError('conciliationNotFound', { idConciliacao: id });
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
export async function checkFiscal(ctx: ChecksContext, args: unknown): Promise<FiscalCheckResultDto> {
  const { idConciliacao } = conciliationIdSchema.parse(args);
  const userId = userIdOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const conciliation = await lockConciliation(tx, ctx, idConciliacao);
    if (conciliation.cancelledAt !== null || conciliation.commercialStatus !== 2 || conciliation.fiscalStatus !== 0) {
      throw new AppError('conciliationStepNotAllowed', {
        idConciliacao,
        statusComercial: conciliation.commercialStatus,
        statusFiscal: conciliation.fiscalStatus,
        cancelada: conciliation.cancelledAt !== null,
      });
    }
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
export async function acceptConditional(ctx: ChecksContext, args: unknown): Promise<FiscalCheckResultDto> {
  const { idConciliacao } = conciliationIdSchema.parse(args);
  const userId = userIdOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const conciliation = await lockConciliation(tx, ctx, idConciliacao);
    if (conciliation.cancelledAt !== null || conciliation.commercialStatus !== 2 || conciliation.fiscalStatus !== 4) {
      throw new AppError('conditionalNotAllowed', {
        idConciliacao,
        statusComercial: conciliation.commercialStatus,
        statusFiscal: conciliation.fiscalStatus,
        cancelada: conciliation.cancelledAt !== null,
      });
    }
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
