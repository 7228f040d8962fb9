import { addDays } from '../calendar/commercial-week';
import {
  COMMERCIAL_ROW_REASONS,
  FISCAL_BLOCKING_REASONS,
  FISCAL_CONDITIONAL_REASONS,
  type ConciliationReasonCode,
} from '../conciliation/conciliation-contracts';
import type { ConciliationSides } from '../conciliation/conciliation-status';

/**
 * The definitions of the supplier's performance report (/idgf), one pure function per figure (docs/decisions.md
 * "IDGF: the supplier's performance report (A34)"). The server reads the inputs grouped by their values and applies
 * these functions to each group; the web shows the same definitions on hover. Dates are São Paulo calendar days.
 */

// --- On-time delivery ----------------------------------------------------------------------------------------

export const DELIVERY_TIMINGS = ['onTime', 'early', 'late', 'noWindow'] as const;
export type DeliveryTiming = (typeof DELIVERY_TIMINGS)[number];

/**
 * A booked delivery (schedules.delivery_date of the order's load) against the order's delivery window
 * (orders.delivery_start … delivery_end, both days inclusive): on time inside it, early before it, late after it;
 * noWindow when the order has no window (it counts in no rate).
 */
export function deliveryTiming(
  deliveryDate: string,
  windowStart: string | null,
  windowEnd: string | null,
): DeliveryTiming {
  if (!windowStart && !windowEnd) return 'noWindow';
  if (windowStart && deliveryDate < windowStart) return 'early';
  if (windowEnd && deliveryDate > windowEnd) return 'late';
  return 'onTime';
}

// --- Acceptance within the notice -----------------------------------------------------------------------------

/**
 * The notice for accepting an order (spec 000 §4 "Order acceptance": an order in N or M waits for the supplier's
 * confirmation of awareness, with a reminder each time it is opened; the spec gives no deadline, so the portal sets
 * one): ACCEPTANCE_NOTICE_DAYS calendar days after the day the order reached the supplier (orders.po_received_at,
 * else its issue date), that day included in the count from zero.
 */
export const ACCEPTANCE_NOTICE_DAYS = 2;

export const ACCEPTANCE_TIMINGS = ['withinNotice', 'late', 'overdue', 'notDue'] as const;
export type AcceptanceTiming = (typeof ACCEPTANCE_TIMINGS)[number];

/** The last day an order received on `receivedOn` may be accepted within the notice. */
export function acceptanceDeadline(receivedOn: string): string {
  return addDays(receivedOn, ACCEPTANCE_NOTICE_DAYS);
}

/**
 * An order's acceptance: accepted by the deadline (withinNotice) or after it (late); still waiting (status N or M)
 * past the deadline (overdue) or not yet due (notDue, counted in no rate). null for an order that never waited for
 * an acceptance in the portal (the ERP sent it approved).
 */
export function acceptanceTiming(
  order: { receivedOn: string; acceptedOn: string | null; waiting: boolean },
  today: string,
): AcceptanceTiming | null {
  const deadline = acceptanceDeadline(order.receivedOn);
  if (order.acceptedOn !== null) return order.acceptedOn <= deadline ? 'withinNotice' : 'late';
  if (!order.waiting) return null;
  return today > deadline ? 'overdue' : 'notDue';
}

// --- Conciliation first-pass rate -----------------------------------------------------------------------------

export const FIRST_PASS_OUTCOMES = ['passed', 'failed', 'pending'] as const;
export type FirstPassOutcome = (typeof FIRST_PASS_OUTCOMES)[number];

/**
 * The first upload of an order (its first conciliation by created_at): passed when both sides are 2 (2/2);
 * failed when a side is 3 or 4, or when it was cancelled before reaching 2/2; pending while it is being checked
 * (counted in no rate).
 */
export function firstPassOutcome(first: ConciliationSides & { cancelled: boolean }): FirstPassOutcome {
  if (first.statusComercial === 2 && first.statusFiscal === 2) return 'passed';
  if (first.cancelled || [3, 4].includes(first.statusComercial) || [3, 4].includes(first.statusFiscal)) return 'failed';
  return 'pending';
}

// --- Invoices awaiting action ---------------------------------------------------------------------------------

export const AWAITING_ACTIONS = ['inProgress', 'rejected'] as const;
export type AwaitingAction = (typeof AWAITING_ACTIONS)[number];

/**
 * An order's invoice awaiting action, read on its latest conciliation that is not cancelled (the one that counts,
 * as on the order grid): rejected when a side is 3 (no later approval exists, or it would be the latest); in
 * progress while a side is 0, 1 or 4 not yet accepted conditionally; null when approved (2/2, or 4 accepted).
 */
export function awaitingActionOf(
  latest: ConciliationSides & { conditionallyAccepted: boolean },
): AwaitingAction | null {
  if (latest.statusComercial === 3 || latest.statusFiscal === 3) return 'rejected';
  const done = (status: number) => status === 2 || (status === 4 && latest.conditionallyAccepted);
  return done(latest.statusComercial) && done(latest.statusFiscal) ? null : 'inProgress';
}

// --- Top divergence reasons -----------------------------------------------------------------------------------

/** The reasons a check gives (commercial rows, fiscal blocking and conditional); events are not divergences. */
export const DIVERGENCE_REASONS: readonly ConciliationReasonCode[] = [
  ...COMMERCIAL_ROW_REASONS,
  ...FISCAL_BLOCKING_REASONS,
  ...FISCAL_CONDITIONAL_REASONS,
];
export type DivergenceReason =
  | (typeof COMMERCIAL_ROW_REASONS)[number]
  | (typeof FISCAL_BLOCKING_REASONS)[number]
  | (typeof FISCAL_CONDITIONAL_REASONS)[number];

/** How many of the top reasons the report shows. */
export const TOP_REASONS = 5;

/**
 * The most frequent divergence reasons: each counts the uploads (conciliations) of the period whose result names
 * it at least once; event reasons and unknown codes are left out; ties by the catalogue's order.
 */
export function topDivergenceReasons(
  counts: readonly { code: string; uploads: number }[],
  limit = TOP_REASONS,
): { code: DivergenceReason; uploads: number }[] {
  const totals = new Map<DivergenceReason, number>();
  for (const { code, uploads } of counts) {
    if (!(DIVERGENCE_REASONS as readonly string[]).includes(code) || uploads <= 0) continue;
    totals.set(code as DivergenceReason, (totals.get(code as DivergenceReason) ?? 0) + uploads);
  }
  const rank = (code: string) => DIVERGENCE_REASONS.indexOf(code as ConciliationReasonCode);
  return [...totals]
    .map(([code, uploads]) => ({ code, uploads }))
    .sort((a, b) => b.uploads - a.uploads || rank(a.code) - rank(b.code))
    .slice(0, limit);
}

// --- Rates and tallies ----------------------------------------------------------------------------------------

/** A share in percent with one decimal, or null when nothing counts (an empty chart, never 0 %). */
export function ratePercent(part: number, total: number): number | null {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : null;
}

/** Counts per outcome, every outcome present. */
export type Tally<K extends string> = Record<K, number>;

export function emptyTally<K extends string>(keys: readonly K[]): Tally<K> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Tally<K>;
}

/**
 * Groups of rows (the server reads them grouped by their inputs, `rows` per group) classified with a figure's
 * definition and summed over the period and per week (`weekOf` the group's week key; groups outside `weeks` and
 * those classified null are left out).
 */
export function tallyByWeek<G, K extends string>(
  groups: readonly G[],
  keys: readonly K[],
  weeks: readonly string[],
  classify: (group: G) => K | null,
  weekOf: (group: G) => string,
  rowsOf: (group: G) => number,
): { total: Tally<K>; perWeek: Map<string, Tally<K>> } {
  const total = emptyTally(keys);
  const perWeek = new Map(weeks.map((w) => [w, emptyTally(keys)]));
  for (const group of groups) {
    const outcome = classify(group);
    const week = perWeek.get(weekOf(group));
    if (outcome === null || !week) continue;
    const rows = rowsOf(group);
    week[outcome] += rows;
    total[outcome] += rows;
  }
  return { total, perWeek };
}
