import type { Permission } from '../auth/permissions';
import type { OrderStatus } from './order-status';

/** The bottom bar of /main (spec 000 §2): left box label, price label, reconcile; right assemble load, export PO report, import chart. */
export const ORDER_ACTIONS = [
  'boxTag',
  'priceTag',
  'reconcile',
  'assembleLoad',
  'exportPoReport',
  'importChart',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Why an action is unavailable; the web shows it as the button's tooltip. */
export type OrderActionBlock = 'permission' | 'selectOne' | 'selectAtLeastOne' | 'status' | 'adminPermission';

export type OrderActionCheck = { allowed: true } | { allowed: false; reason: OrderActionBlock };

interface ActionRule {
  permission: Permission;
  /** 'one': exactly one order selected; 'many': at least one. */
  selection: 'one' | 'many';
  statuses: readonly OrderStatus[];
  /** Statuses allowed only with an extra permission (spec 000 §5). */
  privileged?: { statuses: readonly OrderStatus[]; permission: Permission };
}

/** Spec 000 §5 "Action buttons". */
export const ORDER_ACTION_RULES: Readonly<Record<OrderAction, ActionRule>> = {
  boxTag: {
    permission: 'box-tag',
    selection: 'one',
    statuses: ['A', 'D'],
    // box label of a delivered order needs the admin print permission
    privileged: { statuses: ['D'], permission: 'box-tag-admin-print' },
  },
  priceTag: { permission: 'price-tag', selection: 'one', statuses: ['A', 'D'] },
  reconcile: { permission: 'reconcile', selection: 'one', statuses: ['A'] },
  assembleLoad: { permission: 'load', selection: 'many', statuses: ['A', 'W', 'S'] },
  exportPoReport: {
    permission: 'po-report',
    selection: 'one',
    statuses: ['A', 'D', 'N', 'M', 'W'],
    // export of an order being edited needs the admin export permission
    privileged: { statuses: ['W'], permission: 'admin-export-permission' },
  },
  // the spec names no status for the measurement chart: any order the user can see
  importChart: { permission: 'import-chart', selection: 'one', statuses: ['A', 'W', 'S', 'C', 'D', 'I', 'N', 'M'] },
};

/**
 * Whether an action of the bottom bar may run on the selected orders. The web enables its buttons
 * with this function and the server calls it again when the action arrives, so they never disagree.
 */
export function checkOrderAction(
  action: OrderAction,
  selected: readonly { status: OrderStatus }[],
  permissions: readonly string[],
): OrderActionCheck {
  const rule = ORDER_ACTION_RULES[action];
  if (!permissions.includes(rule.permission)) return { allowed: false, reason: 'permission' };
  if (rule.selection === 'one' && selected.length !== 1) return { allowed: false, reason: 'selectOne' };
  if (rule.selection === 'many' && selected.length === 0) return { allowed: false, reason: 'selectAtLeastOne' };
  for (const order of selected) {
    if (!rule.statuses.includes(order.status)) return { allowed: false, reason: 'status' };
    if (rule.privileged?.statuses.includes(order.status) && !permissions.includes(rule.privileged.permission)) {
      return { allowed: false, reason: 'adminPermission' };
    }
  }
  return { allowed: true };
}

export function availableOrderActions(
  selected: readonly { status: OrderStatus }[],
  permissions: readonly string[],
): Record<OrderAction, OrderActionCheck> {
  return Object.fromEntries(ORDER_ACTIONS.map((a) => [a, checkOrderAction(a, selected, permissions)])) as Record<
    OrderAction,
    OrderActionCheck
  >;
}

/** Order acceptance (spec 000 §4): status N or M, permission aceite-pedido. */
export function canAcceptOrder(status: OrderStatus, permissions: readonly string[]): boolean {
  return (status === 'N' || status === 'M') && permissions.includes('aceite-pedido');
}

/** What an accepted new or modified order becomes (see docs/decisions.md). */
export const ACCEPTED_ORDER_STATUS: OrderStatus = 'A';

/** Conciliation side status ids (spec 000 §4): 0 not sent, 1 sent, 2 reconciled, 3 rejected, 4 conditional. */
export const CONCILIATION_STATUSES = [0, 1, 2, 3, 4] as const;
export type ConciliationStatus = (typeof CONCILIATION_STATUSES)[number];

/** The grid's dot for one side: green for 2, red for 3, none otherwise (spec 000 §2). */
export function conciliationDot(status: number | null | undefined): 'green' | 'red' | null {
  if (status === 2) return 'green';
  if (status === 3) return 'red';
  return null;
}

/** Fully approved when both sides are 2: subcontractor radios and new invoices are then blocked. */
export function isConciliationApproved(
  c: { statusComercial: number; statusFiscal: number } | null | undefined,
): boolean {
  return c?.statusComercial === 2 && c.statusFiscal === 2;
}
