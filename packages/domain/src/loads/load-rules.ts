/**
 * Load rules of spec 000 §4 and §5, shared by the web (buttons) and the server (the truth).
 * Statuses are the order statuses: A approved, W editing, S submitted, C cancelled, D delivered, …
 */

/** Orders with these statuses can be assembled into a load. */
export const LOADABLE_STATUSES: readonly string[] = ['A', 'W', 'S'];

export type LoadAssemblyError =
  'errorStatus' | 'errorDeliverWeek' | 'errorDistributionCenter' | 'errorProvider' | 'errorExistingOrder';

export interface LoadCandidate {
  status: string;
  commercialWeekId: number;
  cdId: number;
  supplierId: number;
  /** the load the order already belongs to, if any */
  loadId: number | null;
}

/**
 * The first rule the selection breaks, in the spec's order (status, week, CD, provider, existing load),
 * or null when the orders may form one load. An empty selection breaks the status rule.
 */
export function checkLoadAssembly(orders: readonly LoadCandidate[]): LoadAssemblyError | null {
  const [first] = orders;
  if (!first) return 'errorStatus';
  if (orders.some((o) => !LOADABLE_STATUSES.includes(o.status))) return 'errorStatus';
  if (orders.some((o) => o.commercialWeekId !== first.commercialWeekId)) return 'errorDeliverWeek';
  if (orders.some((o) => o.cdId !== first.cdId)) return 'errorDistributionCenter';
  if (orders.some((o) => o.supplierId !== first.supplierId)) return 'errorProvider';
  if (orders.some((o) => o.loadId !== null)) return 'errorExistingOrder';
  return null;
}

export interface LoadState {
  /** statuses of the load's orders */
  statuses: readonly string[];
  /** the load has a gate (portao neither zero nor null) */
  scheduled: boolean;
}

export interface LoadActions {
  /** remove orders: blocked when any order is D */
  remove: boolean;
  /** delete the load: blocked when any order is D */
  delete: boolean;
  /** add orders: blocked when any order is D or C */
  add: boolean;
  /** schedule, update or cancel the schedule: only when every order is A */
  schedule: boolean;
}

/** Which load-details actions the load's state allows (spec 000 §4 "Load and scheduling"). */
export function loadActions({ statuses }: LoadState): LoadActions {
  const anyDelivered = statuses.includes('D');
  return {
    remove: !anyDelivered,
    delete: !anyDelivered,
    add: !anyDelivered && !statuses.includes('C'),
    schedule: statuses.length > 0 && statuses.every((s) => s === 'A'),
  };
}

/**
 * Whether orders may join a load: they must be loadable (A, W, S; errorStatus), and a scheduled load
 * accepts only A orders (W, S, C and D are refused with loadDetails011).
 */
export function checkOrdersJoinLoad(
  newStatuses: readonly string[],
  scheduled: boolean,
): 'errorStatus' | 'loadDetails011' | null {
  if (scheduled && newStatuses.some((s) => s !== 'A')) return 'loadDetails011';
  if (newStatuses.some((s) => !LOADABLE_STATUSES.includes(s))) return 'errorStatus';
  return null;
}
