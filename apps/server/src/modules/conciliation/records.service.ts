import {
  CONCILIATION_XML_MAX_BYTES,
  cancelConciliationSchema,
  conciliationFilterSchema,
  conciliationIdSchema,
  conciliationListSchema,
  emitRfmSchema,
  isCalendarDate,
  isConciliationApproved,
  saveObservationSchema,
  type ConciliationFilter,
  type ConciliationHistoryEntryDto,
  type ConciliationListPageDto,
  type ConciliationResultDto,
  type InvoiceXmlDto,
  type Language,
  type RfmResultDto,
} from '@portal/domain';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { userIdOf, type AuthUser } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { XML_UPLOAD, readFile, validateUpload } from '../../platform/files';
import { rowScopeOf } from '../../platform/row-scope';
import { readNfe } from './nfe-xml';
import { rfmStatusDto, toHistoryDto, toListRowDto, toResultDto } from './records.mapper';
import * as repo from './records.repository';
import type { ConciliationSearch } from './records.repository';
import { clock } from '../../platform/clock';

/** Who asks, in which language, over which database. */
export interface RecordsContext {
  db: Db;
  user: AuthUser;
  language: Language;
  requestId?: string;
}

const positiveId = z.coerce.number().int().positive();

/** GraphQL sends absent fields as null and forms send ''; both mean "no filter". */
export function withoutBlanks(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    out[key] = v;
  }
  return out;
}

/** Digits without their leading zeros ('0' stays), as nNF and serie are written in an NF-e. */
function withoutLeadingZeros(text: string): string {
  return /^\d+$/.test(text) ? text.replace(/^0+(?=\d)/, '') : text;
}

/**
 * The filter as SQL conditions. notaFiscal is the invoice number (nNF) exactly; "123/1" or "123-1" is the
 * number and the series; leading zeros of either are ignored.
 */
export function searchOf(filter: ConciliationFilter): ConciliationSearch {
  const invoice = filter.notaFiscal?.trim();
  const numberAndSeries = invoice ? /^(\d+)\s*[/-]\s*(\d+)$/.exec(invoice) : null;
  return {
    conciliationId: filter.conciliacao,
    orderId: filter.pedido,
    supplierName: filter.nomeFornecedor || undefined,
    from: filter.dataConciliacaoInicial,
    to: filter.dataConciliacaoFinal,
    commercialStatus: filter.statusComercial,
    fiscalStatus: filter.statusFiscal,
    rfmStatus: filter.statusRFM,
    invoiceNumber: numberAndSeries
      ? withoutLeadingZeros(numberAndSeries[1]!)
      : invoice
        ? withoutLeadingZeros(invoice)
        : undefined,
    invoiceSeries: numberAndSeries ? withoutLeadingZeros(numberAndSeries[2]!) : undefined,
    cdId: filter.idCd,
  };
}

/** The contract checks the dates' shape (YYYY-MM-DD); a day that does not exist (2025-02-30) is refused too. */
function withCalendarDates(filter: ConciliationFilter): ConciliationFilter {
  for (const field of ['dataConciliacaoInicial', 'dataConciliacaoFinal'] as const) {
    const value = filter[field];
    if (value !== undefined && !isCalendarDate(value))
      throw AppError.validation({ fields: [{ field, code: 'invalid_date', message: 'YYYY-MM-DD' }] });
  }
  return filter;
}

/** The report's query string as a filter (blank values absent); bad values are a 400 validation. */
export function reportFilterOf(query: Record<string, unknown>): ConciliationFilter {
  const { perfil: _perfil, userLocale: _locale, ...filter } = query;
  return withCalendarDates(conciliationFilterSchema.parse(withoutBlanks(filter)));
}

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
export async function getResult(ctx: RecordsContext, pedido: unknown): Promise<ConciliationResultDto | null> {
  return resultOf(ctx.db, ctx.user, positiveId.parse(pedido), ctx.language);
}

async function assertOrderVisible(db: DbOrTx, user: AuthUser, orderId: number): Promise<void> {
  if (!(await repo.isOrderVisible(db, rowScopeOf(user), orderId)))
    throw new AppError('conciliationNotFound', { pedido: orderId });
}

/** buscarHistoricoReprovacaoConciliacaoPorPedido: rejections, conditional results and cancellations, newest first. */
export async function getHistory(ctx: RecordsContext, pedido: unknown): Promise<ConciliationHistoryEntryDto[]> {
  const orderId = positiveId.parse(pedido);
  await assertOrderVisible(ctx.db, ctx.user, orderId);
  const rows = await repo.findRejectionHistory(ctx.db, orderId);
  return rows.map((row) => toHistoryDto(row, ctx.language));
}

export interface ListArgs {
  filtro?: unknown;
  pagina?: number | null;
  max?: number | null;
}

/**
 * buscarConciliacoesParaListagem: a page (from 0, at most 20 rows) of the conciliations the user may see,
 * cancelled ones included; one row more is read to know whether another page exists.
 */
export async function listConciliations(ctx: RecordsContext, args: ListArgs): Promise<ConciliationListPageDto> {
  const { filtro, pagina, max } = conciliationListSchema.parse({
    filtro: withoutBlanks(args.filtro ?? undefined),
    pagina: args.pagina ?? undefined,
    max: args.max ?? undefined,
  });
  withCalendarDates(filtro);
  const rows = await repo.findListRows(ctx.db, rowScopeOf(ctx.user), searchOf(filtro), filtro.orderBy, {
    limit: max + 1,
    offset: pagina * max,
  });
  return {
    itens: rows.slice(0, max).map((row) => toListRowDto(row, ctx.language)),
    pagina,
    temMais: rows.length > max,
  };
}

/** A conciliation the user may see, by id, or conciliationNotFound. */
export async function visibleConciliationOf(db: DbOrTx, user: AuthUser, id: number): Promise<repo.VisibleConciliation> {
  const found = await repo.findVisibleConciliation(db, rowScopeOf(user), id);
  if (!found) throw new AppError('conciliationNotFound', { idConciliacao: id });
  return found;
}

/** POST /conciliacaofiscal/getXmlNota: the uploaded XML byte for byte, base64. */
export async function getInvoiceXml(ctx: RecordsContext, body: unknown): Promise<InvoiceXmlDto> {
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
  ctx: RecordsContext,
  args: { orderId: unknown; motivoCancelamento: unknown },
): Promise<ConciliationResultDto> {
  const input = cancelConciliationSchema.parse(args);
  const userId = userIdOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    await assertOrderVisible(tx, ctx.user, input.orderId);
    const id = await repo.findCurrentConciliationId(tx, input.orderId);
    if (id === null) throw new AppError('conciliationNotFound', { pedido: input.orderId });
    const locked = await repo.lockConciliation(tx, id);
    if (!locked) throw new AppError('conciliationNotFound', { pedido: input.orderId });
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
    await recordAudit(tx, {
      user: ctx.user,
      action: 'update',
      entity: 'conciliations',
      entityId: id,
      before: { cancelledAt: null, cancelReason: null },
      after: { cancelledAt: at, cancelReason: input.motivoCancelamento },
      requestId: ctx.requestId ?? null,
    });
  });
  return (await resultOf(ctx.db, ctx.user, input.orderId, ctx.language))!;
}

/** salvarObservacao: on the conciliation the status page shows (approved, else newest); '' clears it. */
export async function saveObservation(
  ctx: RecordsContext,
  args: { orderId: unknown; observacao: unknown },
): Promise<ConciliationResultDto> {
  const input = saveObservationSchema.parse(args);
  const observation = input.observacao === '' ? null : input.observacao;
  const userId = userIdOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    await assertOrderVisible(tx, ctx.user, input.orderId);
    const id = await repo.findShownConciliationId(tx, input.orderId);
    if (id === null) throw new AppError('conciliationNotFound', { pedido: input.orderId });
    const locked = await repo.lockConciliation(tx, id);
    if (!locked) throw new AppError('conciliationNotFound', { pedido: input.orderId });
    if (locked.observation === observation) return;
    await repo.updateConciliation(tx, id, { observation });
    await repo.insertHistory(tx, {
      conciliationId: id,
      kind: 'observation',
      at: clock.now(),
      userId,
      note: observation,
    });
    await recordAudit(tx, {
      user: ctx.user,
      action: 'update',
      entity: 'conciliations',
      entityId: id,
      before: { observation: locked.observation },
      after: { observation },
      requestId: ctx.requestId ?? null,
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

/** Strict base64 (a data: URL prefix and white space are tolerated); null when it is not base64. */
export function decodeBase64(text: string): Buffer | null {
  const compact = text.replace(/^data:[^,]*;base64,/i, '').replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/**
 * POST /conciliacaofiscal/emiteRFM: records the fiscal goods receipt of a 2/2 conciliation. The invoice sent
 * must be an NF-e whose access key is the conciliation's. Checks before the lock: visibility, state, the XML;
 * under the lock: the state again (two RFMs at once: the second is rfmNotAllowed) and the key.
 */
export async function emitRfm(ctx: RecordsContext, body: unknown): Promise<RfmResultDto> {
  const input = emitRfmSchema.parse(body);
  const { conciliation } = await visibleConciliationOf(ctx.db, ctx.user, input.id);
  if (!canIssueRfm(conciliation)) throw new AppError('rfmNotAllowed', { idConciliacao: input.id });
  const buffer = decodeBase64(input.nFeBase64);
  if (!buffer) throw new AppError('mustBeXML', { reason: 'base64' });
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
    await recordAudit(tx, {
      user: ctx.user,
      action: 'update',
      entity: 'conciliations',
      entityId: input.id,
      before: { rfmStatus: 0 },
      after: { rfmStatus: 1, rfmAt: at },
      requestId: ctx.requestId ?? null,
    });
  });
  return { id: input.id, statusRFM: rfmStatusDto(1, ctx.language), dataRFM: at.toISOString() };
}
