import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import { companies, conciliations, orders, physicalLocations, suppliers } from './schema/index';
import type { DbOrTx } from '../platform/database';

/** orders with the three inner joins below: every joined row exists (the schema requires each party). */
type OrdersWithParties<TFields extends SelectedFields> = PgSelectBase<
  'orders',
  TFields,
  'partial',
  { orders: 'not-null'; suppliers: 'not-null'; companies: 'not-null'; physical_locations: 'not-null' }
>;

/**
 * An order with its parties: orders inner-joined to its supplier, company and CD (physical_locations). The caller
 * picks the columns and adds its own joins, filter and order.
 */
export function selectOrdersWithParties<TFields extends SelectedFields>(
  db: DbOrTx,
  fields: TFields,
): OrdersWithParties<TFields> {
  const query = db
    .select(fields as SelectedFields)
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(physicalLocations, eq(physicalLocations.id, orders.cdId));
  // drizzle cannot follow a join chain over a generic selection; the type above is what this chain builds
  return query as unknown as OrdersWithParties<TFields>;
}

/** conciliations with the two inner joins below (a conciliation always has its order, an order its supplier). */
type ConciliationsWithOrder<TFields extends SelectedFields> = PgSelectBase<
  'conciliations',
  TFields,
  'partial',
  { conciliations: 'not-null'; orders: 'not-null'; suppliers: 'not-null' }
>;

/**
 * A conciliation with its order and the order's supplier: what the conciliation list filters on and the row scope
 * (platform/row-scope.ts visibleOrders) reads. The caller picks the columns and adds its filter, order or lock.
 */
export function selectConciliationsWithOrder<TFields extends SelectedFields>(
  db: DbOrTx,
  fields: TFields,
): ConciliationsWithOrder<TFields> {
  const query = db
    .select(fields as SelectedFields)
    .from(conciliations)
    .innerJoin(orders, eq(orders.id, conciliations.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId));
  return query as unknown as ConciliationsWithOrder<TFields>;
}
