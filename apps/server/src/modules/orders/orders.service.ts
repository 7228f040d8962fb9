import { Readable } from 'node:stream';
import {
  ACCEPTED_ORDER_STATUS,
  bulkAcceptArgsSchema,
  canAcceptOrder,
  errorMessage,
  checkOrderAction,
  filterFromReportQuery,
  hasPermission,
  isConciliationApproved,
  listOrdersArgsSchema,
  type DetailedReportQuery,
  type OrderAction,
  type OrderFilter,
  type OrderStatus,
  type PedidoDetalheDto,
  type PedidoDto,
  type ResultadoCienciaPedidoDto,
} from '@portal/domain';
import { z } from 'zod';
import { commercialWeekId } from '../../db/reference-data';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { LocalizedContext } from '../../platform/context';
import type { Db, DbOrTx, Tx } from '../../platform/database';
import { AppError, isAppError } from '../../platform/errors';
import { rowScopeOf } from '../../platform/row-scope';
import { requireCd } from '../cds/cds.service';
import { csvHeader, csvOrderRow } from './orders.csv';
import { renderOrdersListPdf } from './orders-list.pdf';
import { toItemPedido, toPedidos } from './orders.mapper';
import * as repo from './orders.repository';
import type { OrderHead, OrderSearch } from './orders.repository';
import { clock } from '../../platform/clock';

/** Rows fetched per round trip while the detailed report streams. */
const REPORT_BATCH = 200;

/** The filter as the user may apply it: company only with filter-company, provider name only with filter-provider. */
export function searchOf(user: AuthUser, filter: OrderFilter): OrderSearch {
  const yearWeek = filter.anoSemanaComercial?.split('-').map(Number);
  return {
    id: filter.id,
    companyId: hasPermission(user.permissions, 'filter-company') ? filter.idEmpresa : undefined,
    status: filter.status,
    nature: filter.naturezaPedido,
    supplierName: hasPermission(user.permissions, 'filter-provider') ? filter.fornecedor?.nome || undefined : undefined,
    week: filter.calendarioComercial?.semanaComercial,
    yearWeekId: yearWeek ? commercialWeekId(yearWeek[0]!, yearWeek[1]!) : undefined,
    cdId: filter.cd,
    scheduleFrom: filter.dataAgendamentoInicial,
    scheduleTo: filter.dataAgendamentoFinal,
    loadId: filter.carga,
  };
}

/** GraphQL sends absent fields as null and forms send ''; both mean "no filter". */
function withoutBlanks(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    out[key] = withoutBlanks(v);
  }
  return out;
}

export type ListOrdersArgs = { pagina: number; max?: number | null; filtro?: unknown };

/** The PedidoDto of each id, in that order: one query for the orders and one per relation. */
async function pedidosOf(db: DbOrTx, ids: readonly number[]): Promise<PedidoDto[]> {
  const [rows, loadRows, conciliationRows] = await Promise.all([
    repo.findOrderRows(db, ids),
    repo.findLoadsOfOrders(db, ids),
    repo.findConciliationsOfOrders(db, ids),
  ]);
  return toPedidos(ids, rows, loadRows, conciliationRows);
}

/** listarPedidos: one page (from 0) of the orders the user may see, filtered and sorted. */
export async function listOrders(db: Db, user: AuthUser, args: ListOrdersArgs): Promise<PedidoDto[]> {
  const { pagina, max, filtro } = listOrdersArgsSchema.parse({
    pagina: args.pagina,
    max: args.max ?? undefined,
    filtro: withoutBlanks(args.filtro ?? undefined),
  });
  const ids = await repo.findOrderIds(
    db,
    rowScopeOf(user),
    searchOf(user, filtro),
    filtro.ordenacao ?? 'pedido',
    max,
    pagina * max,
  );
  return pedidosOf(db, ids);
}

function parseOrderId(idPedido: unknown): number {
  return z.coerce.number().int().positive().parse(idPedido);
}

/**
 * An order with its items, as the user may see it (platform/row-scope.ts). An order of another supplier, CD
 * or company answers exactly like a missing one: 404 notFound, never a 403 that would confirm it exists.
 */
export async function getOrderForUser(
  db: DbOrTx,
  user: AuthUser,
  idPedido: number | string,
): Promise<PedidoDetalheDto> {
  const id = parseOrderId(idPedido);
  const [head] = await repo.findVisibleHeads(db, rowScopeOf(user), [id]);
  if (!head) throw AppError.notFound({ idPedido: id });
  const [[order], items] = await Promise.all([pedidosOf(db, [id]), repo.findItemsOfOrder(db, id)]);
  if (!order) throw AppError.notFound({ idPedido: id });
  return { ...order, itens: items.map(toItemPedido) };
}

/**
 * For other areas: the orders (row-level scoped) must exist and allow the bottom-bar action (spec 000 §5).
 * Missing or invisible ids: 404; missing permission: 403 withoutPermission; selection or status: 422
 * validation with details.reason. Returns the orders' heads in the order of ids.
 */
export async function assertOrderAction(
  db: DbOrTx,
  user: AuthUser,
  action: OrderAction,
  orderIds: readonly number[],
): Promise<OrderHead[]> {
  const unique = [...new Set(orderIds)];
  const heads = await repo.findVisibleHeads(db, rowScopeOf(user), unique);
  const byId = new Map(heads.map((h) => [h.id, h]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) throw AppError.notFound({ idPedidos: missing });
  const ordered = unique.map((id) => byId.get(id)!);
  const check = checkOrderAction(
    action,
    ordered.map((h) => ({ status: h.status as OrderStatus })),
    user.permissions,
  );
  if (!check.allowed) {
    if (check.reason === 'permission' || check.reason === 'adminPermission')
      throw new AppError('withoutPermission', { action, reason: check.reason });
    throw new AppError('validation', { action, reason: check.reason }, { status: 422 });
  }
  return ordered;
}

/** An order as its subcontractor work sees it: its head and whether its current conciliation is approved (2/2). */
export interface SubcontractorWorkOrder extends OrderHead {
  /** The current conciliation is 2/2: neither the subcontractor use nor the invoices change any more. */
  conciliationApproved: boolean;
}

async function subcontractorWorkOrder(
  db: DbOrTx,
  head: OrderHead | null | undefined,
  id: number,
): Promise<SubcontractorWorkOrder> {
  if (!head) throw AppError.notFound({ idPedido: id });
  const last = await repo.findLastConciliation(db, id);
  return {
    ...head,
    conciliationApproved: isConciliationApproved(
      last && { statusComercial: last.commercialStatus, statusFiscal: last.fiscalStatus },
    ),
  };
}

/**
 * For other areas (the subcontractor invoices): the order the user may see, with whether its current conciliation
 * is approved. Missing or another supplier's, CD's or company's: 404, like alterarUtilizaSubcontratado.
 */
export async function findOrderForSubcontractorWork(
  db: DbOrTx,
  user: AuthUser,
  idPedido: number,
): Promise<SubcontractorWorkOrder> {
  const [head] = await repo.findVisibleHeads(db, rowScopeOf(user), [idPedido]);
  return subcontractorWorkOrder(db, head, idPedido);
}

/**
 * The same, with the order's row locked until `tx` ends: every change of an order's subcontractor use or of its
 * subcontractor invoices takes this lock first, so they take turns and see each other's result.
 */
export async function lockOrderForSubcontractorWork(
  tx: Tx,
  user: AuthUser,
  idPedido: number,
): Promise<SubcontractorWorkOrder> {
  return subcontractorWorkOrder(tx, await repo.lockVisibleHead(tx, rowScopeOf(user), idPedido), idPedido);
}

/** alterarUtilizaSubcontratado: refused (409 conflict) once the last conciliation is approved (2/2). */
export async function setUsesSubcontractor(
  db: Db,
  user: AuthUser,
  idPedido: number | string,
  value: boolean,
  requestId?: string,
): Promise<'OK!'> {
  const id = parseOrderId(idPedido);
  await db.transaction(async (tx) => {
    const head = await lockOrderForSubcontractorWork(tx, user, id);
    if (head.conciliationApproved) throw new AppError('conflict', { idPedido: id, reason: 'conciliationApproved' });
    if (head.usesSubcontractor === value) return;
    await repo.updateOrder(tx, id, { usesSubcontractor: value });
    await recordAudit(tx, {
      user,
      action: 'update',
      entity: 'orders',
      entityId: id,
      before: { usesSubcontractor: head.usesSubcontractor },
      after: { usesSubcontractor: value },
      requestId: requestId ?? null,
    });
  });
  return 'OK!';
}

/**
 * One visible order accepted in its own transaction: a new or modified order (N, M) becomes ACCEPTED_ORDER_STATUS,
 * recording who and when, audited. 404 when not visible; 422 orderNotAwaitingAcceptance for other statuses. The
 * caller has checked aceite-pedido.
 */
async function acceptVisibleOrder(db: Db, user: AuthUser, id: number, requestId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const head = await repo.lockVisibleHead(tx, rowScopeOf(user), id);
    if (!head) throw AppError.notFound({ idPedido: id });
    if (!canAcceptOrder(head.status as OrderStatus, user.permissions))
      throw new AppError('orderNotAwaitingAcceptance', { idPedido: id, reason: 'orderStatus', status: head.status });
    const acceptedBy = Number(user.sub);
    const acceptedAt = clock.now();
    await repo.updateOrder(tx, id, { status: ACCEPTED_ORDER_STATUS, acceptedBy, acceptedAt });
    await recordAudit(tx, {
      user,
      action: 'update',
      entity: 'orders',
      entityId: id,
      before: { status: head.status, acceptedBy: head.acceptedBy, acceptedAt: head.acceptedAt },
      after: { status: ACCEPTED_ORDER_STATUS, acceptedBy, acceptedAt },
      requestId: requestId ?? null,
    });
  });
}

/** confirmarCienciaPedido: 403 without aceite-pedido, else acceptVisibleOrder. */
export async function acceptOrder(
  db: Db,
  user: AuthUser,
  idPedido: number | string,
  requestId?: string,
): Promise<'OK'> {
  const id = parseOrderId(idPedido);
  if (!hasPermission(user.permissions, 'aceite-pedido')) throw AppError.withoutPermission('aceite-pedido');
  await acceptVisibleOrder(db, user, id, requestId);
  return 'OK';
}

/**
 * confirmarCienciaPedidos: each order (repeats once) through acceptVisibleOrder, one transaction each, so a refusal
 * leaves the others accepted. A refusal is that order's result with its code and message (another supplier's order
 * answers notFound, as an unknown id); the call itself fails only without aceite-pedido, on bad input, or on an
 * unexpected error (the orders before it stay accepted: the web asks the grid again whatever the answer).
 */
export async function acceptOrders(
  { db, user, language, requestId }: LocalizedContext,
  args: unknown,
): Promise<ResultadoCienciaPedidoDto[]> {
  if (!hasPermission(user.permissions, 'aceite-pedido')) throw AppError.withoutPermission('aceite-pedido');
  const { idsPedido } = bulkAcceptArgsSchema.parse(args);
  const results: ResultadoCienciaPedidoDto[] = [];
  for (const id of new Set(idsPedido)) {
    try {
      await acceptVisibleOrder(db, user, id, requestId);
      results.push({ idPedido: id, aceito: true, codigoErro: null, mensagem: null });
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
      results.push({
        idPedido: id,
        aceito: false,
        codigoErro: error.code,
        mensagem: errorMessage(error.code, language),
      });
    }
  }
  return results;
}

/** A report's order ids (at most max) as the grid lists them: the user's scope, the filters allowed, the sort. */
function reportOrderIds(db: Db, user: AuthUser, filter: OrderFilter, max: number): Promise<number[]> {
  return repo.findOrderIds(db, rowScopeOf(user), searchOf(user, filter), filter.ordenacao ?? 'pedido', max, 0);
}

/**
 * GET /api/pedido/relatorio-detalhado: the ids (at most max, 2000) are read before the answer starts,
 * so a refusal is still a JSON error; the rows then stream in batches of REPORT_BATCH, never the whole
 * document in memory. Headers and names in the reader's language.
 */
export async function detailedReport(
  { db, user, language }: LocalizedContext,
  query: DetailedReportQuery,
): Promise<Readable> {
  const ids = await reportOrderIds(db, user, filterFromReportQuery(query), query.max);
  async function* lines(): AsyncGenerator<string> {
    yield csvHeader(language);
    for (let i = 0; i < ids.length; i += REPORT_BATCH) {
      const page = await pedidosOf(db, ids.slice(i, i + REPORT_BATCH));
      yield page.map((order) => csvOrderRow(order, language)).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The name of a distribution centre for a document's filter line; an unknown id stays an id. */
async function cdNameOf(db: Db, cdId: number): Promise<string | undefined> {
  try {
    return (await requireCd(db, cdId)).name;
  } catch (error) {
    if (error instanceof AppError && error.code === 'notFound') return undefined;
    throw error;
  }
}

/**
 * GET /api/pedido/pedidos.pdf: the grid's first query.max orders for the same filter (the web sends the number of
 * rows it shows), drawn by the pure renderer of orders-list.pdf.ts with the filters as applied.
 */
export async function ordersListPdf(
  { db, user, language }: LocalizedContext,
  query: DetailedReportQuery,
): Promise<Buffer> {
  const filter = filterFromReportQuery(query);
  const search = searchOf(user, filter);
  const [rows, cdName] = await Promise.all([
    reportOrderIds(db, user, filter, query.max).then((ids) => pedidosOf(db, ids)),
    filter.cd === undefined ? undefined : cdNameOf(db, filter.cd),
  ]);
  const applied: OrderFilter = {
    ...filter,
    idEmpresa: search.companyId,
    fornecedor: search.supplierName ? { nome: search.supplierName } : undefined,
  };
  return renderOrdersListPdf({ rows, filter: applied, cdName, language, now: clock.now() });
}
