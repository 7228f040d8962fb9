/**
 * When a day or the load's whole week has no free place (issue 18; docs/decisions.md "No free place: reasons and
 * nearest places (issue 18)"): why, as a reason code, and the nearest free places instead. Both read the ledger
 * freePlaces builds (free-places.ts), so they add no pass over the bookings and run only for empty days.
 */
import { addDays, parseIsoDate, weekdayOf } from '../calendar/commercial-week';
import { minutesOf } from '../shared/time-of-day';
import {
  forEachOpenSlot,
  freeGatesOf,
  isOfferable,
  slotLedger,
  slotTakes,
  slotStartText,
  weekDates,
  type FreePlacesInput,
  type SlotLedger,
  type SlotLedgerInput,
} from './free-places';
import type {
  DayWithoutPlaceDto,
  FreeGateDto,
  NoPlaceReason,
  PlaceSuggestionDto,
  WeekWithoutPlaceDto,
} from './scheduling-contracts';

export interface DayReason {
  motivo: NoPlaceReason;
  /** beyondHorizon: the first date the day may be booked */
  dataAbertura?: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS);

/**
 * Why dates[day] offers the load nothing, the first that applies: past; the CD without gates, closed that weekday
 * (its hours), an exception, or no gate with hours; beyond the term (and the date it opens: the day minus the term,
 * today to lastDate); then, slot by slot, tooLarge when no slot's capacity takes the load's volumes, reserved when
 * a gate has room but the CD's remaining capacity is held for other providers (A15), else full.
 * Meant for a day without an open slot: on a day with one it still answers (full or reserved) without checking.
 */
export function noFreePlaceReason(ledger: SlotLedger, day: number): DayReason {
  const date = ledger.dates[day]!;
  const { now } = ledger;
  if (date < now.date) return { motivo: 'past' };
  if (ledger.gates.length === 0) return { motivo: 'noGates' };
  const cd = ledger.cdHours.find((c) => c.idDiaSemana === weekdayOf(date));
  if (!cd || minutesOf(cd.hrInicial) >= minutesOf(cd.hrFim)) return { motivo: 'cdClosed' };
  if (ledger.exceptions.has(date)) return { motivo: 'exception' };
  const n = ledger.dates.length;
  const plans = ledger.gates.map((_, g) => ledger.plans[g * n + day] ?? null);
  if (plans.every((p) => p === null)) return { motivo: 'gatesClosed' };
  if (ledger.lastDate && date > ledger.lastDate)
    return { motivo: 'beyondHorizon', dataAbertura: addDays(date, -daysBetween(now.date, ledger.lastDate)) };
  const nowMinutes = date === now.date ? minutesOf(now.time) : -1;
  const volumes = ledger.load.volumes;
  let upcoming = false;
  let fits = false;
  let gateRoom = false;
  const others = { count: 0, volumes: 0 };
  plans.forEach((plan, g) => {
    if (!plan) return;
    const p = g * n + day;
    plan.starts.forEach((start, k) => {
      if (start <= nowMinutes) return;
      upcoming = true;
      if (plan.hours.capacidade >= volumes) fits = true;
      others.count = ledger.count[ledger.offsets[p]! + k]!;
      others.volumes = ledger.volumes[ledger.offsets[p]! + k]!;
      if (slotTakes(plan, others, volumes)) gateRoom = true;
    });
  });
  if (!upcoming) return { motivo: 'past' };
  if (!fits) return { motivo: 'tooLarge' };
  return { motivo: gateRoom ? 'reserved' : 'full' };
}

/** Of several empty days, the reason that explains the week best: what the user can act on or wait for first. */
const WEEK_PRIORITY: readonly NoPlaceReason[] = [
  'beyondHorizon',
  'reserved',
  'full',
  'tooLarge',
  'exception',
  'gatesClosed',
  'cdClosed',
  'noGates',
  'past',
];

/** The week's reason from the reasons of its seven days (dates ascending), each without a free place. */
export function weekReason(days: readonly (DayReason & { data: string })[]): WeekWithoutPlaceDto {
  const motivo = WEEK_PRIORITY.find((r) => days.some((d) => d.motivo === r)) ?? 'full';
  if (motivo !== 'beyondHorizon') return { motivo };
  const first = days.find((d) => d.motivo === 'beyondHorizon')!;
  return { motivo, dataAbertura: first.dataAbertura, dataInicio: first.data };
}

export interface NearestOptions {
  /** days searched each way from the day asked for (14) */
  maxDays?: number;
  /** suggestions at most (5) */
  limit?: number;
  /** suggestions of one day at most, its earliest hours (2), so that several days are offered */
  perDay?: number;
}

interface Candidate {
  start: number;
  g: number;
  reserved: boolean;
}

/** The open slots of a day, one per start (the first gate, the load's reserved ones first), ascending. */
function dayCandidates(ledger: SlotLedger, day: number): Candidate[] {
  const byStart = new Map<number, Candidate>();
  ledger.gates.forEach((_, g) =>
    forEachOpenSlot(ledger, g, day, (start, reserved) => {
      const held = byStart.get(start);
      if (!held || (reserved && !held.reserved)) byStart.set(start, { start, g, reserved });
    }),
  );
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/**
 * The nearest free places to dates[day] inside the ledger's dates: days by distance (on a tie the earlier first),
 * the day itself included, each day's earliest hours with a free gate. Stops at `limit` or `maxDays` days away.
 * `candidates` caches each day's open slots between calls on one ledger.
 */
export function nearestInLedger(
  ledger: SlotLedger,
  day: number,
  options: NearestOptions = {},
  candidates: Map<number, Candidate[]> = new Map(),
): PlaceSuggestionDto[] {
  const { maxDays = 14, limit = 5, perDay = 2 } = options;
  const out: PlaceSuggestionDto[] = [];
  const take = (d: number) => {
    if (d < 0 || d >= ledger.dates.length || !isOfferable(ledger, ledger.dates[d]!)) return;
    let list = candidates.get(d);
    if (!list) candidates.set(d, (list = dayCandidates(ledger, d)));
    for (const c of list.slice(0, perDay)) {
      if (out.length >= limit) return;
      const gate = ledger.gates[c.g]!;
      out.push({
        data: ledger.dates[d]!,
        horario: slotStartText(c.start),
        idPortao: gate.id,
        nomePortao: gate.nome,
        ...(c.reserved ? { reservado: true } : {}),
      });
    }
  };
  take(day);
  for (let distance = 1; distance <= maxDays && out.length < limit; distance++) {
    take(day - distance);
    take(day + distance);
  }
  return out;
}

/**
 * The nearest free places to `date` for the load, over the same inputs as freePlaces for the dates from `from` to
 * `to` (the caller's bookable run, e.g. the load's week), searched at most maxDays each way.
 */
export function nearestFreePlaces(
  input: Omit<SlotLedgerInput, 'dates'> & { date: string; from: string; to: string } & NearestOptions,
): PlaceSuggestionDto[] {
  const maxDays = input.maxDays ?? 14;
  const first = [input.from, addDays(input.date, -maxDays)].sort()[1]!;
  const last = [input.to, addDays(input.date, maxDays)].sort()[0]!;
  if (first > last || input.date < first || input.date > last) return [];
  const dates = Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
  const ledger = slotLedger({ ...input, dates });
  return nearestInLedger(ledger, dates.indexOf(input.date), { ...input, maxDays });
}

export interface FreePlacesAnswer {
  portoes: FreeGateDto[];
  /** the days without a free place, with why and the nearest places of the week; absent when none */
  diasSemVaga?: DayWithoutPlaceDto[];
  /** when no day has a free place: why */
  semanaSemVaga?: WeekWithoutPlaceDto;
}

/**
 * freePlaces with, for each empty day, its reason and the nearest free places of the same week (the only dates the
 * load may be booked on), and the week's reason when it is all empty. One ledger; the extra work is only for empty
 * days and reuses each day's open slots.
 */
export function freePlacesAnswer(input: FreePlacesInput, options: NearestOptions = {}): FreePlacesAnswer {
  const ledger = slotLedger({ ...input, dates: weekDates(input.weekStart) });
  const portoes = freeGatesOf(ledger);
  const empty = ledger.dates
    .map((data, day) => ({ data, day }))
    .filter(({ day }) => portoes.every((g) => g.listaHorarios[day]!.horariosDisponiveis.length === 0));
  if (empty.length === 0) return { portoes };
  const candidates = new Map<number, Candidate[]>();
  const weekEmpty = empty.length === ledger.dates.length;
  const diasSemVaga = empty.map(({ data, day }) => ({
    data,
    ...noFreePlaceReason(ledger, day),
    sugestoes: weekEmpty ? [] : nearestInLedger(ledger, day, options, candidates),
  }));
  return weekEmpty ? { portoes, diasSemVaga, semanaSemVaga: weekReason(diasSemVaga) } : { portoes, diasSemVaga };
}
