import {
  LOADABLE_STATUSES,
  canChangeBooking,
  checkLoadAssembly,
  checkOrdersJoinLoad,
  hasPermission,
  loadActions,
  type AssembleLoadInput,
  type CdWeekOrderDto,
  type LoadAssemblyError,
  type LoadCandidate,
  type LoadDetailDto,
  type LoadListFilter,
  type LoadListItemDto,
  type LoadListPageDto,
  type LoadListPageQuery,
  type LoadListType,
  type LoadOrdersChangeInput,
} from '@portal/domain';
import { z } from 'zod';
import { clock } from '../../platform/clock';
import { auditWrite, type AuditAction, type AuditEntry } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { isUniqueViolation } from '../../db/unique-violation';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { readPage } from '../../platform/paging';
import { rowScopeOf, scopeExcludes, type RowScope } from '../../platform/row-scope';
import { refitScheduledLoad } from '../scheduling/scheduling.service';
import { toCdWeekOrder, toLoadDetail, toLoadListItem } from './loads.mapper';
import * as repo from './loads.repository';
import type { LoadHead, LoadOrderHead } from './loads.repository';

export type LoadContext = ServiceContext;

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Two requests raced past the checks: load_orders_order_uq let one through; the other is errorExistingOrder. */
async function guardExistingOrder<T>(idPedidos: readonly number[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('errorExistingOrder', { idPedidos }, { cause: error });
    throw error;
  }
}

function candidateOf(order: LoadOrderHead, loadOf: ReadonlyMap<number, number>): LoadCandidate & { id: number } {
  return {
    id: order.id,
    status: order.status,
    commercialWeekId: order.commercialWeekId,
    cdId: order.cdId,
    supplierId: order.supplierId,
    loadId: loadOf.get(order.id) ?? null,
  };
}

/** The orders that break the rule, for the error's details (the first candidate sets the week, CD and supplier). */
function offending(
  error: LoadAssemblyError | 'loadDetails011',
  candidates: readonly (LoadCandidate & { id?: number })[],
): number[] {
  const [first] = candidates;
  const breaks = (c: LoadCandidate): boolean => {
    switch (error) {
      case 'errorStatus':
        return !LOADABLE_STATUSES.includes(c.status);
      case 'loadDetails011':
        return c.status !== 'A';
      case 'errorDeliverWeek':
        return c.commercialWeekId !== first?.commercialWeekId;
      case 'errorDistributionCenter':
        return c.cdId !== first?.cdId;
      case 'errorProvider':
        return c.supplierId !== first?.supplierId;
      case 'errorExistingOrder':
        return c.loadId !== null;
    }
  };
  return candidates.flatMap((c) => (c.id !== undefined && breaks(c) ? [c.id] : []));
}

/** The visible orders of ids, locked; any id the user cannot see answers 404 as if it did not exist. */
async function lockOrders(tx: Tx, scope: RowScope, ids: readonly number[]): Promise<LoadOrderHead[]> {
  const heads = await repo.lockVisibleOrders(tx, scope, ids);
  const found = new Set(heads.map((h) => h.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw AppError.notFound({ idPedidos: missing });
  return heads;
}

async function lockLoad(tx: Tx, scope: RowScope, id: number): Promise<LoadHead> {
  const load = await repo.lockVisibleLoad(tx, scope, id);
  if (!load) throw AppError.notFound({ idCarga: id });
  return load;
}

/** The load's orders, locked after the load row (locking order: load, then orders by id, then gates). */
async function lockOrdersOfLoad(tx: Tx, scope: RowScope, loadId: number, extra: readonly number[] = []) {
  const currentIds = await repo.findOrderIdsOfLoad(tx, loadId);
  const locked = await repo.lockVisibleOrders(tx, scope, unique([...currentIds, ...extra]));
  const inLoad = new Set(currentIds);
  const current = locked.filter((o) => inLoad.has(o.id));
  // same supplier and CD as the load, so only a company user can miss some: a load shared with another company's
  // orders is not theirs to change (platform/row-scope.ts loadIsWhollyVisible)
  if (current.length < currentIds.length)
    throw new AppError('withoutPermission', { idCarga: loadId, reason: 'ordersOutOfScope' });
  return { current, locked };
}

/** errorStatus when a D (or, for adding, a C) order of the load blocks the action (spec 000 §4). */
function assertAction(action: 'add' | 'remove' | 'delete', current: readonly LoadOrderHead[], scheduled: boolean) {
  const statuses = current.map((o) => o.status);
  if (loadActions({ statuses, scheduled })[action]) return;
  const delivered = current.filter((o) => o.status === 'D');
  const blocking = delivered.length > 0 ? delivered : current.filter((o) => o.status === 'C');
  throw new AppError('errorStatus', {
    action,
    reason: delivered.length > 0 ? 'delivered' : 'cancelled',
    idPedidos: blocking.map((o) => o.id),
  });
}

function volumesOf(orders: readonly LoadOrderHead[]): number {
  return orders.reduce((sum, o) => sum + o.qtVolumes, 0);
}

/** The audit row of a load: what it was (before) and/or what it became (after). */
function auditLoad(
  tx: Tx,
  ctx: LoadContext,
  action: AuditAction,
  loadId: number,
  change: Pick<AuditEntry, 'before' | 'after'>,
): Promise<void> {
  return auditWrite(tx, ctx, {
    action,
    entity: 'loads',
    entityId: loadId,
    ...change,
  });
}

async function detailOf(db: DbOrTx, scope: RowScope, id: number): Promise<LoadDetailDto> {
  const row = await repo.findLoadRow(db, scope, id);
  if (!row) throw AppError.notFound({ idCarga: id });
  return toLoadDetail(row, await repo.findOrdersOfLoad(db, scope, id));
}

/** GET /api/carga/detalhe/{id}: 404 when missing or outside the user's scope. */
export async function getLoadDetail(ctx: LoadContext, id: number): Promise<LoadDetailDto> {
  return detailOf(ctx.db, rowScopeOf(ctx.user), id);
}

/**
 * POST /api/carga/montarcarga/: the orders (visible, locked) must pass checkLoadAssembly; the new load
 * takes their supplier, CD and commercial week.
 */
export async function assembleLoad(ctx: LoadContext, input: AssembleLoadInput): Promise<LoadDetailDto> {
  const ids = unique(input.idPedidos);
  const scope = rowScopeOf(ctx.user);
  return guardExistingOrder(ids, () =>
    ctx.db.transaction(async (tx) => {
      const heads = await lockOrders(tx, scope, ids);
      // read after the locks, in its own statement: sees the loads a concurrent assembly committed
      const loadOf = await repo.findLoadIdsOfOrders(tx, ids);
      const candidates = heads.map((h) => candidateOf(h, loadOf));
      const error = checkLoadAssembly(candidates);
      if (error) throw new AppError(error, { idPedidos: offending(error, candidates) });
      const first = heads[0]!;
      const load = {
        supplierId: first.supplierId,
        cdId: first.cdId,
        commercialWeekId: first.commercialWeekId,
        createdBy: userIdOf(ctx.user),
      };
      const loadId = await repo.insertLoad(tx, load);
      await repo.insertLoadOrders(tx, loadId, ids);
      await auditLoad(tx, ctx, 'create', loadId, {
        after: { ...load, orderIds: heads.map((h) => h.id), totalVolumes: volumesOf(heads) },
      });
      return detailOf(tx, scope, loadId);
    }),
  );
}

/**
 * POST /api/carga/adicionarpedido: blocked when an order of the load is D or C; the new orders must be
 * loadable (A only for a scheduled load: loadDetails011), of the load's supplier, CD and week, and in no
 * load; a scheduled load must still fit its slot (loadDetails010, decided by the scheduling area).
 */
export async function addOrders(ctx: LoadContext, input: LoadOrdersChangeInput): Promise<LoadDetailDto> {
  const ids = unique(input.idPedidos);
  const scope = rowScopeOf(ctx.user);
  return guardExistingOrder(ids, () =>
    ctx.db.transaction(async (tx) => {
      const load = await lockLoad(tx, scope, input.idCarga);
      const scheduled = load.scheduleId !== null;
      const { current, locked } = await lockOrdersOfLoad(tx, scope, load.id, ids);
      const byId = new Map(locked.map((o) => [o.id, o]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0) throw AppError.notFound({ idPedidos: missing });
      assertAction('add', current, scheduled);

      const added = ids.map((id) => byId.get(id)!);
      const loadOf = await repo.findLoadIdsOfOrders(tx, ids);
      const candidates = added.map((o) => candidateOf(o, loadOf));
      const joinError = checkOrdersJoinLoad(
        added.map((o) => o.status),
        scheduled,
      );
      if (joinError) throw new AppError(joinError, { idPedidos: offending(joinError, candidates) });
      // the load itself leads, so week, CD and supplier are compared with it
      const loadCandidate: LoadCandidate = {
        status: 'A',
        commercialWeekId: load.commercialWeekId,
        cdId: load.cdId,
        supplierId: load.supplierId,
        loadId: null,
      };
      const error = checkLoadAssembly([loadCandidate, ...candidates]);
      if (error) throw new AppError(error, { idPedidos: offending(error, [loadCandidate, ...candidates]) });

      await repo.insertLoadOrders(tx, load.id, ids);
      const before = current.map((o) => o.id);
      const after = [...current, ...added];
      await refitScheduledLoad(tx, load.id, volumesOf(after));
      await auditLoad(tx, ctx, 'update', load.id, {
        before: { orderIds: before, totalVolumes: volumesOf(current) },
        after: { orderIds: after.map((o) => o.id).sort((a, b) => a - b), totalVolumes: volumesOf(after) },
      });
      return detailOf(tx, scope, load.id);
    }),
  );
}

/**
 * POST /api/carga/removerpedido: blocked when an order of the load is D; the orders must belong to the
 * load, and at least one must stay (an empty load is deleted instead, DELETE /api/carga/apagar/{id}).
 */
export async function removeOrders(ctx: LoadContext, input: LoadOrdersChangeInput): Promise<LoadDetailDto> {
  const ids = unique(input.idPedidos);
  const scope = rowScopeOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const load = await lockLoad(tx, scope, input.idCarga);
    const { current } = await lockOrdersOfLoad(tx, scope, load.id);
    const inLoad = new Set(current.map((o) => o.id));
    const notInLoad = ids.filter((id) => !inLoad.has(id));
    if (notInLoad.length > 0)
      throw new AppError('validation', { reason: 'notInLoad', idPedidos: notInLoad }, { status: 422 });
    assertAction('remove', current, load.scheduleId !== null);
    const removing = new Set(ids);
    const remaining = current.filter((o) => !removing.has(o.id));
    if (remaining.length === 0)
      throw new AppError('validation', { reason: 'emptyLoad', idCarga: load.id }, { status: 422 });

    await repo.deleteLoadOrders(tx, load.id, ids);
    await refitScheduledLoad(tx, load.id, volumesOf(remaining));
    await auditLoad(tx, ctx, 'update', load.id, {
      before: { orderIds: current.map((o) => o.id), totalVolumes: volumesOf(current) },
      after: { orderIds: remaining.map((o) => o.id), totalVolumes: volumesOf(remaining) },
    });
    return detailOf(tx, scope, load.id);
  });
}

/**
 * DELETE /api/carga/apagar/{id}: blocked when an order is D. A scheduled load loses its schedule with it
 * (cascade), which is cancelling the booking: without admin_alter_load_permissions the booking must be at
 * least SCHEDULE_MIN_NOTICE_DAYS away (canChangeBooking, scheduling014), as for cancelling it directly.
 */
export async function deleteLoad(ctx: LoadContext, id: number): Promise<void> {
  const scope = rowScopeOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const load = await lockLoad(tx, scope, id);
    const { current } = await lockOrdersOfLoad(tx, scope, load.id);
    assertAction('delete', current, load.scheduleId !== null);
    const admin = hasPermission(ctx.user.permissions, 'admin_alter_load_permissions');
    if (load.deliveryDate !== null && !canChangeBooking(load.deliveryDate, clock.today(), admin))
      throw new AppError('scheduling014', { idCarga: load.id, dtEntrega: load.deliveryDate });

    await repo.deleteLoad(tx, load.id);
    await auditLoad(tx, ctx, 'delete', load.id, {
      before: {
        supplierId: load.supplierId,
        cdId: load.cdId,
        commercialWeekId: load.commercialWeekId,
        orderIds: current.map((o) => o.id),
        totalVolumes: volumesOf(current),
        scheduleId: load.scheduleId,
        gateId: load.gateId,
        deliveryDate: load.deliveryDate,
        deliveryTime: load.deliveryTime,
      },
    });
  });
}

/** The list's target (a supplier or a CD) and /load's filters, as the repository reads them. */
function listFilterOf(type: LoadListType, id: number, filter: LoadListFilter): repo.LoadListFilter {
  return {
    ...(type === 'fornecedor' ? { supplierId: id } : { cdId: id }),
    id: filter.idCarga,
    supplierText: filter.fornecedor,
    status: filter.status,
    deliveryFrom: filter.dtEntregaIni,
    deliveryTo: filter.dtEntregaFim,
  };
}

/**
 * The scope of a list: a supplier lists only its own supplier (another id: 403) and, by CD, only its own loads there;
 * a logistics user lists only its CD (another CD: 403) and, by supplier, only that supplier's loads at its CD; a
 * company user the loads carrying its company's orders.
 */
function listScope(ctx: LoadContext, type: LoadListType, id: number): RowScope {
  const scope = rowScopeOf(ctx.user);
  const named = type === 'fornecedor' ? { supplierId: id } : { cdId: id };
  if (scopeExcludes(scope, named))
    throw new AppError('withoutPermission', type === 'fornecedor' ? { idFornecedor: id } : { idCd: id });
  return scope;
}

/** GET /api/carga/listar/{type}/{id} (spec 000 §7): every load of the list that matches the filters, newest first. */
export async function listLoads(
  ctx: LoadContext,
  type: LoadListType,
  id: number,
  filter: LoadListFilter = {},
): Promise<LoadListItemDto[]> {
  const scope = listScope(ctx, type, id);
  const rows = await repo.findLoadList(ctx.db, scope, listFilterOf(type, id, filter));
  return rows.map(toLoadListItem);
}

/** GET /api/carga/listarpaginado/{type}/{id}: /load's page (from 0) of the same list, newest first. */
export async function listLoadPage(
  ctx: LoadContext,
  type: LoadListType,
  id: number,
  query: LoadListPageQuery,
): Promise<LoadListPageDto> {
  const scope = listScope(ctx, type, id);
  const { pagina, max, ...filter } = query;
  return readPage(
    { pagina, size: max },
    (window) => repo.findLoadList(ctx.db, scope, listFilterOf(type, id, filter), window),
    toLoadListItem,
  );
}

const ordersForLoadArgs = z.object({
  idFornecedor: z.coerce.number().int().positive(),
  idCd: z.coerce.number().int().positive(),
  idCalendarioComercial: z.coerce.number().int().positive(),
});
export type OrdersForLoadArgs = z.input<typeof ordersForLoadArgs>;

/**
 * buscarPedidosPorFornecedorCdSemana: the supplier's orders of that CD and week that may still join a
 * load. A supplier always gets its own orders whatever idFornecedor says; a logistics user only its CD's.
 */
export async function ordersForLoad(ctx: LoadContext, args: OrdersForLoadArgs): Promise<CdWeekOrderDto[]> {
  const { idFornecedor, idCd, idCalendarioComercial } = ordersForLoadArgs.parse(args);
  const scope = rowScopeOf(ctx.user);
  const rows = await repo.findOrdersForLoad(ctx.db, scope, {
    supplierId: scope.supplierId ?? idFornecedor,
    cdId: idCd,
    commercialWeekId: idCalendarioComercial,
    statuses: LOADABLE_STATUSES,
  });
  return rows.map(toCdWeekOrder);
}
