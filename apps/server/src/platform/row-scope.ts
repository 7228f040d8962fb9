import { isTokenIncomplete, tokenRequirement } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loadOrders, loads, orders } from '../db/schema/index';
import type { AuthUser } from './auth';
import { AppError } from './errors';

/**
 * Which rows a user may see: the one home of row-level security (docs/architecture.md "Row scope"). Every
 * repository that reads orders, or what hangs on them (conciliations, loads, bookings, labels, charts,
 * leftovers, reports), takes a RowScope and applies visibleOrders or visibleLoads; nothing else restricts rows.
 */

/** The restriction on each axis; null = every value. At most one axis is set (the profile's own). */
export interface RowScope {
  supplierId: number | null;
  cdId: number | null;
  companyId: number | null;
}

const EVERY_ROW: RowScope = { supplierId: null, cdId: null, companyId: null };

/**
 * The scope of a token, by its profile (packages/domain profiles' rowScope): Admin every row; a supplier its
 * own; a logistics user its CD's; Renner, Youcom and Camicado Usuario their company's. A token that lacks what
 * its profile needs (or names no known profile) sees nothing: 403 tokenIncomplete, never every row.
 */
export function rowScopeOf(user: AuthUser): RowScope {
  const requirement = tokenRequirement(user);
  if (requirement === null || isTokenIncomplete(user)) throw new AppError('tokenIncomplete');
  // isTokenIncomplete guarantees the id the requirement names
  switch (requirement) {
    case 'nothing':
      return EVERY_ROW;
    case 'supplier':
      return { ...EVERY_ROW, supplierId: user.idFornecedor! };
    case 'cd':
      return { ...EVERY_ROW, cdId: user.idCd! };
    case 'company':
      return { ...EVERY_ROW, companyId: user.idEmpresa! };
  }
}

/** The orders the scope lets through, as a condition on `orders`; undefined for every order (and() skips it). */
export function visibleOrders(scope: RowScope): SQL | undefined {
  return and(
    scope.supplierId === null ? undefined : eq(orders.supplierId, scope.supplierId),
    scope.cdId === null ? undefined : eq(orders.cdId, scope.cdId),
    scope.companyId === null ? undefined : eq(orders.companyId, scope.companyId),
  );
}

/**
 * The rows hanging on one order that keep its supplier in a column of their own (the compliance documents: the
 * service writes the order's supplier, and an order's supplier never changes): visibleOrders, with the supplier axis
 * read on that column. The same rows, found along the row's own (supplier, …) index: with the condition on the order
 * the planner walks everyone's rows to find one supplier's (docs/performance.md, origin certificates).
 */
export function visibleOrderRows(scope: RowScope, supplierColumn: AnyPgColumn): SQL | undefined {
  if (scope.supplierId === null) return visibleOrders(scope);
  return and(visibleOrders({ ...scope, supplierId: null }), eq(supplierColumn, scope.supplierId));
}

/**
 * The loads the scope lets through, as a condition on `loads`. Supplier and CD are the load's own columns (its
 * orders share them: checkLoadAssembly); a company user sees a load that carries an order of its company (a
 * load may mix companies), and of it only those orders (visibleOrders on the load's orders).
 */
export function visibleLoads(scope: RowScope): SQL | undefined {
  return and(
    scope.supplierId === null ? undefined : eq(loads.supplierId, scope.supplierId),
    scope.cdId === null ? undefined : eq(loads.cdId, scope.cdId),
    scope.companyId === null
      ? undefined
      : // its own aliases, so that a query joining load_orders or orders itself is unaffected
        sql`exists (select 1 from ${loadOrders} scope_lo join ${orders} scope_o on scope_o.id = scope_lo.order_id
                     where scope_lo.load_id = ${loads.id} and scope_o.company_id = ${scope.companyId})`,
  );
}

/** A load already read, with the companies of its orders (for the in-memory form of visibleLoads). */
export interface ScopedLoad {
  supplierId: number;
  cdId: number;
  companyIds: readonly number[];
}

/**
 * visibleLoads for a load already in memory: the booking path reads its load in a prepared statement whose
 * text never changes, so the scope cannot join that statement. Tested to agree with visibleLoads.
 */
export function loadIsVisible(scope: RowScope, load: ScopedLoad): boolean {
  return (
    (scope.supplierId === null || load.supplierId === scope.supplierId) &&
    (scope.cdId === null || load.cdId === scope.cdId) &&
    (scope.companyId === null || load.companyIds.includes(scope.companyId))
  );
}

/**
 * Whether every order of a visible load is visible too. Changing a load as a whole (booking, deleting, its
 * orders) needs it: a company user may not change a load that also carries another company's orders.
 */
export function loadIsWhollyVisible(scope: RowScope, load: ScopedLoad): boolean {
  return (
    loadIsVisible(scope, load) && (scope.companyId === null || load.companyIds.every((c) => c === scope.companyId))
  );
}

/**
 * Whether the scope rules out a supplier or CD a request names (a list "of supplier 7" for a user restricted
 * to supplier 3): the caller answers 403 rather than an empty list.
 */
export function scopeExcludes(scope: RowScope, named: { supplierId?: number; cdId?: number }): boolean {
  return (
    (named.supplierId !== undefined && scope.supplierId !== null && scope.supplierId !== named.supplierId) ||
    (named.cdId !== undefined && scope.cdId !== null && scope.cdId !== named.cdId)
  );
}
