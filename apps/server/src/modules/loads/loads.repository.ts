import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { LoadListStatus } from '@portal/domain';
import {
  commercialCalendar,
  gates,
  loadOrders,
  loads,
  orders,
  physicalLocations,
  schedules,
  suppliers,
} from '../../db/schema/index';
import { insertReturningId } from '../../db/insert-id';
import { eqIfGiven } from '../../db/search-filters';
import { likePattern } from '../../db/sql-text';
import type { PageWindow } from '../../platform/paging';
import type { DbOrTx, Tx } from '../../platform/database';
import { visibleLoads, visibleOrders, type RowScope } from '../../platform/row-scope';
import { clock } from '../../platform/clock';
import { bookingColumns, loadListColumns } from '../../db/selections';

const orderHeadColumns = {
  id: orders.id,
  status: orders.status,
  supplierId: orders.supplierId,
  cdId: orders.cdId,
  commercialWeekId: orders.commercialWeekId,
  qtVolumes: orders.qtVolumes,
};
export interface LoadOrderHead {
  id: number;
  status: string;
  supplierId: number;
  cdId: number;
  commercialWeekId: number;
  qtVolumes: number;
}

/**
 * The orders among ids that the scope lets the user see, locked until the transaction ends, in
 * ascending id (every transaction locks orders in that order, so two never wait on each other in a cycle).
 */
export async function lockVisibleOrders(tx: Tx, scope: RowScope, ids: readonly number[]): Promise<LoadOrderHead[]> {
  if (ids.length === 0) return [];
  return tx
    .select(orderHeadColumns)
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), visibleOrders(scope)))
    .orderBy(asc(orders.id))
    .for('update');
}

/** The ids of a load's orders (stable while the load row is locked: membership only changes under that lock). */
export async function findOrderIdsOfLoad(db: DbOrTx, loadId: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: loadOrders.orderId })
    .from(loadOrders)
    .where(eq(loadOrders.loadId, loadId))
    .orderBy(asc(loadOrders.orderId));
  return rows.map((r) => r.orderId);
}

/**
 * The load each of the given orders belongs to. Read after the orders are locked, in its own statement,
 * so it sees what a transaction that held those locks committed.
 */
export async function findLoadIdsOfOrders(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: loadOrders.orderId, loadId: loadOrders.loadId })
    .from(loadOrders)
    .where(inArray(loadOrders.orderId, [...ids]));
  return new Map(rows.map((r) => [r.orderId, r.loadId]));
}

export interface LoadHead {
  id: number;
  supplierId: number;
  cdId: number;
  commercialWeekId: number;
  createdAt: Date;
  scheduleId: number | null;
  gateId: number | null;
  deliveryDate: string | null;
  deliveryTime: string | null;
}

const loadHeadColumns = {
  id: loads.id,
  supplierId: loads.supplierId,
  cdId: loads.cdId,
  commercialWeekId: loads.commercialWeekId,
  createdAt: loads.createdAt,
};

/** A visible load, locked until the transaction ends (taken before its orders and any gate). */
export async function lockVisibleLoad(tx: Tx, scope: RowScope, id: number): Promise<LoadHead | null> {
  const [load] = await tx
    .select(loadHeadColumns)
    .from(loads)
    .where(and(eq(loads.id, id), visibleLoads(scope)))
    .for('update');
  if (!load) return null;
  const [schedule] = await tx
    .select({
      id: schedules.id,
      gateId: schedules.gateId,
      deliveryDate: schedules.deliveryDate,
      deliveryTime: schedules.deliveryTime,
    })
    .from(schedules)
    .where(eq(schedules.loadId, id));
  return {
    ...load,
    scheduleId: schedule?.id ?? null,
    gateId: schedule?.gateId ?? null,
    deliveryDate: schedule?.deliveryDate ?? null,
    deliveryTime: schedule?.deliveryTime ?? null,
  };
}

export async function insertLoad(
  tx: Tx,
  load: { supplierId: number; cdId: number; commercialWeekId: number; createdBy: number | null },
): Promise<number> {
  return insertReturningId(tx, loads, { createdAt: clock.now(), ...load });
}

/** Links orders to a load; the unique index load_orders_order_uq refuses an order already in a load. */
export async function insertLoadOrders(tx: Tx, loadId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.insert(loadOrders).values(orderIds.map((orderId) => ({ loadId, orderId })));
}

export async function deleteLoadOrders(tx: Tx, loadId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.delete(loadOrders).where(and(eq(loadOrders.loadId, loadId), inArray(loadOrders.orderId, [...orderIds])));
}

/** Deletes a load; its load_orders and its schedule go with it (on delete cascade). */
export async function deleteLoad(tx: Tx, loadId: number): Promise<void> {
  await tx.delete(loads).where(eq(loads.id, loadId));
}

/** A visible load with its supplier, CD, week, schedule and gate (and its list's totals), or undefined. */
export async function findLoadRow(db: DbOrTx, scope: RowScope, id: number) {
  const [row] = await findLoadList(db, scope, { id });
  return row;
}
export type LoadRow = NonNullable<Awaited<ReturnType<typeof findLoadRow>>>;

/** A load's orders that the scope lets the user see (a company user: its company's), in ascending id. */
export async function findOrdersOfLoad(db: DbOrTx, scope: RowScope, loadId: number) {
  return db
    .select({
      id: orders.id,
      qtPurchase: orders.qtPurchase,
      qtPieces: orders.qtPieces,
      qtVolumes: orders.qtVolumes,
      status: orders.status,
      supplierId: orders.supplierId,
    })
    .from(loadOrders)
    .innerJoin(orders, eq(orders.id, loadOrders.orderId))
    .where(and(eq(loadOrders.loadId, loadId), visibleOrders(scope)))
    .orderBy(asc(orders.id));
}
export type LoadOrderRow = Awaited<ReturnType<typeof findOrdersOfLoad>>[number];

/** Which loads a list shows: the scope of the token and the list's own filter (a supplier or a CD; one load by id). */
export interface LoadListFilter {
  /** one load (findLoadRow, and /load's load-number filter) */
  id?: number;
  supplierId?: number;
  cdId?: number;
  /** /load's filters: part of the supplier's name or its code; booked or not; the booking's São Paulo days */
  supplierText?: string;
  status?: LoadListStatus;
  deliveryFrom?: string;
  deliveryTo?: string;
}

/** The supplier filter: the name contains the text (ignoring case), or the text is the supplier's code. */
function supplierMatches(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const byName = sql`${suppliers.name} ilike ${likePattern(text)}`;
  return /^\d{1,9}$/.test(text) ? or(byName, eq(suppliers.id, Number(text))) : byName;
}

function statusMatches(status: LoadListStatus | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  return status === 'AGENDADA' ? isNotNull(schedules.id) : isNull(schedules.id);
}

/**
 * The loads of a list, newest first (by id, unique: a stable order for pages; the seed's created_at runs ahead of the
 * clock), with their order count and totals: one query, the aggregates grouped by load (every other selected column
 * is functionally dependent on a grouped primary key). A page window reads only that page's loads.
 */
export async function findLoadList(db: DbOrTx, scope: RowScope, filter: LoadListFilter, window?: PageWindow) {
  const where = [
    visibleLoads(scope),
    eqIfGiven(loads.id, filter.id),
    eqIfGiven(loads.supplierId, filter.supplierId),
    eqIfGiven(loads.cdId, filter.cdId),
    supplierMatches(filter.supplierText),
    statusMatches(filter.status),
    // a date column compared with dates: the days of the booking as the CD keeps them (São Paulo wall time)
    filter.deliveryFrom === undefined ? undefined : gte(schedules.deliveryDate, filter.deliveryFrom),
    filter.deliveryTo === undefined ? undefined : lte(schedules.deliveryDate, filter.deliveryTo),
  ];
  // the orders join carries the scope too: of a load that mixes companies, a company user counts its own only
  const query = db
    .select({
      ...loadListColumns,
      commercialWeekId: loads.commercialWeekId,
      ...bookingColumns,
      gateId: schedules.gateId,
      orderCount: sql<number>`count(${orders.id})::int`,
      totalPieces: sql<number>`coalesce(sum(${orders.qtPieces}), 0)::int`,
      totalVolumes: sql<number>`coalesce(sum(${orders.qtVolumes}), 0)::int`,
    })
    .from(loads)
    .innerJoin(suppliers, eq(suppliers.id, loads.supplierId))
    .innerJoin(physicalLocations, eq(physicalLocations.id, loads.cdId))
    .innerJoin(commercialCalendar, eq(commercialCalendar.id, loads.commercialWeekId))
    .leftJoin(schedules, eq(schedules.loadId, loads.id))
    .leftJoin(gates, eq(gates.id, schedules.gateId))
    .leftJoin(loadOrders, eq(loadOrders.loadId, loads.id))
    .leftJoin(orders, and(eq(orders.id, loadOrders.orderId), visibleOrders(scope)))
    .where(and(...where))
    .groupBy(loads.id, suppliers.id, physicalLocations.id, commercialCalendar.id, schedules.id, gates.id)
    .orderBy(desc(loads.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}
export type LoadListRow = Awaited<ReturnType<typeof findLoadList>>[number];

/** Orders of a supplier, CD and week that may still join a load (A, W, S and in no load), newest first. */
export async function findOrdersForLoad(
  db: DbOrTx,
  scope: RowScope,
  filter: { supplierId: number; cdId: number; commercialWeekId: number; statuses: readonly string[] },
) {
  return db
    .select({
      id: orders.id,
      qtPurchase: orders.qtPurchase,
      qtVolumes: orders.qtVolumes,
      issuedAt: orders.issuedAt,
      nature: orders.nature,
      status: orders.status,
    })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, filter.supplierId),
        eq(orders.cdId, filter.cdId),
        eq(orders.commercialWeekId, filter.commercialWeekId),
        inArray(orders.status, [...filter.statuses]),
        visibleOrders(scope),
        notExists(
          db
            .select({ one: sql`1` })
            .from(loadOrders)
            .where(eq(loadOrders.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(desc(orders.id));
}
export type OrderForLoadRow = Awaited<ReturnType<typeof findOrdersForLoad>>[number];
