import type { OrderSort, OrderStatus } from '@portal/domain';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  commercialCalendar,
  companies,
  conciliations,
  gates,
  loadOrders,
  loads,
  orderItemDetails,
  orderItems,
  orders,
  physicalLocations,
  schedules,
  suppliers,
  users,
} from '../../db/schema/index';
import { selectOrdersWithParties } from '../../db/order-parties';
import type { DbOrTx, Tx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';
import { likePattern } from '../../db/sql-text';
import { eqIfGiven, givenConditions } from '../../db/search-filters';
import { currentConciliationFirst, currentConciliationOf } from '../../db/current-conciliation';
import { bookingColumns } from '../../db/selections';

/** A search, already reduced to what the user may filter by (the service drops what the permissions do not allow). */
export interface OrderSearch {
  id?: number;
  companyId?: number;
  status?: OrderStatus;
  nature?: string;
  supplierName?: string;
  week?: number;
  /** commercial_calendar id, year * 100 + week */
  yearWeekId?: number;
  cdId?: number;
  scheduleFrom?: string;
  scheduleTo?: string;
  loadId?: number;
}

function searchConditions(search: OrderSearch): SQL[] {
  const where = givenConditions([
    eqIfGiven(orders.id, search.id),
    eqIfGiven(orders.companyId, search.companyId),
    eqIfGiven(orders.status, search.status),
    eqIfGiven(orders.nature, search.nature),
    eqIfGiven(orders.cdId, search.cdId),
    eqIfGiven(orders.commercialWeekId, search.yearWeekId),
  ]);
  if (search.week !== undefined) {
    where.push(
      inArray(
        orders.commercialWeekId,
        sql`(select ${commercialCalendar.id} from ${commercialCalendar} where ${commercialCalendar.week} = ${search.week})`,
      ),
    );
  }
  if (search.supplierName) {
    where.push(
      inArray(
        orders.supplierId,
        sql`(select ${suppliers.id} from ${suppliers} where ${suppliers.name} ilike ${likePattern(search.supplierName)})`,
      ),
    );
  }
  if (search.loadId !== undefined) {
    where.push(
      inArray(
        orders.id,
        sql`(select ${loadOrders.orderId} from ${loadOrders} where ${loadOrders.loadId} = ${search.loadId})`,
      ),
    );
  }
  if (search.scheduleFrom !== undefined || search.scheduleTo !== undefined) {
    const range: SQL[] = [];
    if (search.scheduleFrom !== undefined) range.push(sql`${schedules.deliveryDate} >= ${search.scheduleFrom}`);
    if (search.scheduleTo !== undefined) range.push(sql`${schedules.deliveryDate} <= ${search.scheduleTo}`);
    where.push(
      inArray(
        orders.id,
        sql`(select ${loadOrders.orderId} from ${schedules} join ${loadOrders} on ${loadOrders.loadId} = ${schedules.loadId} where ${and(...range)})`,
      ),
    );
  }
  return where;
}

/**
 * One page of order ids, filtered, scoped and sorted. Every sort ends with the id, descending, so
 * pages never overlap. "entrega": the delivery date and hour of the order's schedule (an order is in
 * at most one load, a load has at most one schedule), latest first, unscheduled orders last; read on the
 * order's own copy of them (scheduled_delivery_*, kept by triggers: migration 0020), in the order of
 * orders_supplier_delivery_idx and orders_delivery_idx.
 */
export async function findOrderIds(
  db: DbOrTx,
  scope: RowScope,
  search: OrderSearch,
  sort: OrderSort,
  limit: number,
  offset: number,
): Promise<number[]> {
  const order =
    sort === 'entrega'
      ? [
          sql`${orders.scheduledDeliveryDate} desc nulls last`,
          sql`${orders.scheduledDeliveryTime} desc nulls last`,
          desc(orders.id),
        ]
      : sort === 'semana'
        ? [desc(orders.commercialWeekId), desc(orders.id)]
        : sort === 'emissao'
          ? [desc(orders.issuedAt), desc(orders.id)]
          : [desc(orders.id)];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(visibleOrders(scope), ...searchConditions(search)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/** The orders of the given ids with supplier, company, CD, week and who accepted them; any order. */
export async function findOrderRows(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectOrdersWithParties(db, {
    order: orders,
    supplier: suppliers,
    company: companies,
    cd: physicalLocations,
    week: commercialCalendar,
    acceptedByName: users.name,
  })
    .innerJoin(commercialCalendar, eq(commercialCalendar.id, orders.commercialWeekId))
    .leftJoin(users, eq(users.id, orders.acceptedBy))
    .where(inArray(orders.id, [...ids]));
}
export type OrderRow = Awaited<ReturnType<typeof findOrderRows>>[number];

/** The load of each order (at most one) with its schedule and gate. */
export async function findLoadsOfOrders(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      orderId: loadOrders.orderId,
      loadId: loads.id,
      loadCreatedAt: loads.createdAt,
      ...bookingColumns,
      scheduleCreatedAt: schedules.createdAt,
      gateId: gates.id,
      gateDescription: gates.description,
    })
    .from(loadOrders)
    .innerJoin(loads, eq(loads.id, loadOrders.loadId))
    .leftJoin(schedules, eq(schedules.loadId, loads.id))
    .leftJoin(gates, eq(gates.id, schedules.gateId))
    .where(inArray(loadOrders.orderId, [...ids]));
}
export type OrderLoadRow = Awaited<ReturnType<typeof findLoadsOfOrders>>[number];

/** The conciliations of the given orders that still count (not cancelled), the current one first within an order. */
export async function findConciliationsOfOrders(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      orderId: conciliations.orderId,
      id: conciliations.id,
      commercialStatus: conciliations.commercialStatus,
      fiscalStatus: conciliations.fiscalStatus,
    })
    .from(conciliations)
    .where(and(inArray(conciliations.orderId, [...ids]), isNull(conciliations.cancelledAt)))
    .orderBy(asc(conciliations.orderId), ...currentConciliationFirst(conciliations));
}
export type OrderConciliationRow = Awaited<ReturnType<typeof findConciliationsOfOrders>>[number];

/** An order's items with their details, in item order. */
export async function findItemsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ item: orderItems, detail: orderItemDetails })
    .from(orderItems)
    .leftJoin(orderItemDetails, eq(orderItemDetails.itemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
export type OrderItemRow = Awaited<ReturnType<typeof findItemsOfOrder>>[number];

const headColumns = {
  id: orders.id,
  status: orders.status,
  supplierId: orders.supplierId,
  cdId: orders.cdId,
  companyId: orders.companyId,
  commercialWeekId: orders.commercialWeekId,
  usesSubcontractor: orders.usesSubcontractor,
  qtPieces: orders.qtPieces,
  acceptedBy: orders.acceptedBy,
  acceptedAt: orders.acceptedAt,
};

/** The heads of the orders among ids the scope lets the user see. */
export async function findVisibleHeads(db: DbOrTx, scope: RowScope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(headColumns)
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), visibleOrders(scope)));
}
export type OrderHead = Awaited<ReturnType<typeof findVisibleHeads>>[number];

/** One visible order's head, locked until the transaction ends (acceptance, the subcontractor flag and invoices). */
export async function lockVisibleHead(tx: Tx, scope: RowScope, id: number): Promise<OrderHead | null> {
  const rows = await tx
    .select(headColumns)
    .from(orders)
    .where(and(eq(orders.id, id), visibleOrders(scope)))
    .for('update');
  return rows[0] ?? null;
}

/** The order's current conciliation (approved, else its newest not cancelled: the one that counts), or null. */
export async function findLastConciliation(db: DbOrTx, orderId: number) {
  const rows = await currentConciliationOf(
    db
      .select({
        id: conciliations.id,
        commercialStatus: conciliations.commercialStatus,
        fiscalStatus: conciliations.fiscalStatus,
      })
      .from(conciliations)
      .$dynamic(),
    orderId,
  );
  return rows[0] ?? null;
}

export async function updateOrder(
  tx: Tx,
  id: number,
  patch: Partial<Pick<typeof orders.$inferInsert, 'status' | 'usesSubcontractor' | 'acceptedBy' | 'acceptedAt'>>,
): Promise<void> {
  await tx.update(orders).set(patch).where(eq(orders.id, id));
}
