/**
 * Free places (spec 000 §3 "Free gates"): one pure function from a CD's hours, exceptions, gates,
 * their hours and variations, the bookings made and the load's size. See docs/decisions.md
 * "Loads, scheduling and CD administration (issue 4)".
 *
 * The free-places answer and the single-slot check used by booking (inside the booking
 * transaction) share dayPlan and slotTakes, so a booking is accepted exactly when the screen
 * offered its place and nothing changed in between.
 */
import { addDays, weekdayOf } from '../calendar/commercial-week';
import type { FreeGateDto } from './scheduling-contracts';
import { minutesOf, timeOf } from '../shared/time-of-day';
import { CdCapacity, type CdReservation } from './reserved-capacity';

/** One weekday of a gate's hours or of a variation's novosHorarios (the GateHourDto shape). */
export interface SlotHours {
  idDiaSemana: number;
  hrInicial: string;
  hrFim: string;
  /** hours between slot starts */
  intervalo: number;
  /** volumes a slot receives */
  capacidade: number;
  /** loads a slot receives when the gate has dynamic capacity */
  carga: number;
}

/** A CD's hours on one weekday; closed when start equals end. */
export interface CdDayHours {
  idDiaSemana: number;
  hrInicial: string;
  hrFim: string;
}

/** A variation of a gate: its hours replace the gate's regular hours from dataInicial to dataFinal. */
export interface GateVariationHours {
  dataInicial: string;
  dataFinal: string;
  horarios: readonly SlotHours[];
}

export interface SchedulingGate {
  id: number;
  nome: string;
  capacidadeDinamica: boolean;
  /** regular hours, one per weekday (a missing weekday is closed) */
  horarios: readonly SlotHours[];
  /** variations that may cover the dates asked about (others are ignored) */
  variacoes: readonly GateVariationHours[];
}

/**
 * A booking already made: gate, date, time (HH:MM:SS), its volumes and its load. A server may also pass
 * several bookings of one slot summed up (volumes of all, `loads` = how many, loadId of none of them).
 */
export interface SlotBooking {
  gateId: number;
  date: string;
  time: string;
  volumes: number;
  loadId: number;
  /** how many bookings this entry stands for; 1 when absent */
  loads?: number;
  /**
   * the booking's supplier (loads.supplier_id): needed only for suppliers holding a reservation at the CD (their
   * booked volumes use up their reservation, decision A15); 0 or absent otherwise
   */
  supplierId?: number;
}

/** São Paulo local "now". */
export interface LocalNow {
  date: string;
  /** HH:MM or HH:MM:SS */
  time: string;
}

export interface LoadToPlace {
  id: number;
  volumes: number;
  /** the load's supplier: its own reservations are free to it (decision A15); absent, every reservation binds */
  supplierId?: number | null;
}

/** The hours of one gate on one date once variations, CD hours and exceptions are applied. */
export interface DayPlan {
  hours: SlotHours;
  /** slot start times in minutes since midnight, ascending, every `step` minutes */
  starts: number[];
  /** minutes between slot starts */
  step: number;
  /** loads per slot: carga with dynamic capacity, 1 without */
  loadsPerSlot: number;
}

/** The effective hours of a gate on a date: its variation's entry for that weekday, otherwise its regular hours. */
export function effectiveHours(gate: SchedulingGate, date: string): SlotHours | null {
  const weekday = weekdayOf(date);
  const variation = gate.variacoes.find((v) => v.dataInicial <= date && date <= v.dataFinal);
  const source = variation ? variation.horarios : gate.horarios;
  return source.find((h) => h.idDiaSemana === weekday) ?? null;
}

/**
 * Slot starts of a gate on a date, or null when the day is closed: hours with start = end or capacity 0,
 * the CD closed that weekday (start = end or no row), or the date one of the CD's exceptions.
 * Starts are hrInicial + k × intervalo hours while before hrFim and inside the CD's hours.
 */
export function dayPlan(
  gate: SchedulingGate,
  date: string,
  cdHours: readonly CdDayHours[],
  isException: (date: string) => boolean,
): DayPlan | null {
  const hours = effectiveHours(gate, date);
  if (!hours || hours.capacidade <= 0) return null;
  const start = minutesOf(hours.hrInicial);
  const end = minutesOf(hours.hrFim);
  if (start >= end) return null;
  const weekday = weekdayOf(date);
  const cd = cdHours.find((c) => c.idDiaSemana === weekday);
  if (!cd) return null;
  const cdStart = minutesOf(cd.hrInicial);
  const cdEnd = minutesOf(cd.hrFim);
  if (cdStart >= cdEnd) return null;
  if (isException(date)) return null;
  const step = Math.max(1, Math.trunc(hours.intervalo)) * 60;
  const starts: number[] = [];
  for (let t = start; t < end; t += step) {
    if (t >= cdStart && t < cdEnd) starts.push(t);
  }
  if (starts.length === 0) return null;
  return { hours, starts, step, loadsPerSlot: gate.capacidadeDinamica ? Math.max(1, hours.carga) : 1 };
}

/**
 * Whether a slot still takes a load of `volumes`, given the other bookings in that slot (the load's
 * own booking must already be left out). Without dynamic capacity a slot takes one load; with it up to
 * `carga` loads whose volumes together fit the capacity.
 */
export function slotTakes(plan: DayPlan, others: { count: number; volumes: number }, volumes: number): boolean {
  return others.count + 1 <= plan.loadsPerSlot && others.volumes + volumes <= plan.hours.capacidade;
}

/** The digit at index i of a time text. */
function digit(time: string, i: number): number {
  return time.charCodeAt(i) - 48;
}

/**
 * Minutes since midnight of "HH:MM[:SS]" without allocating (the free-places loop parses thousands). No closure
 * inside: the server runs under tsx, which names every function expression each time it is created (keepNames),
 * and that cost more than the parsing.
 */
function minutesFast(time: string): number {
  if (time.length >= 5 && time.charCodeAt(2) === 58)
    return (digit(time, 0) * 10 + digit(time, 1)) * 60 + digit(time, 3) * 10 + digit(time, 4);
  return minutesOf(time);
}

/** The index in plan.starts of the slot a booking time falls in (the last start at or before it, inside one step). */
function slotIndex(plan: DayPlan, minutes: number): number {
  const first = plan.starts[0]!;
  if (minutes < first) return -1;
  const k = Math.floor((minutes - first) / plan.step);
  return k < plan.starts.length ? k : -1;
}

function isPast(date: string, minutes: number, now: LocalNow): boolean {
  return date < now.date || (date === now.date && minutes <= minutesFast(now.time));
}

/** "HH:MM:SS" of every minute of the day, built once. */
const TIMES: string[] = [];
export function slotStartText(minutes: number): string {
  return (TIMES[minutes] ??= timeOf(minutes));
}

export interface FreePlacesInput {
  load: LoadToPlace;
  /** the load's commercial week: its Sunday */
  weekStart: string;
  cdHours: readonly CdDayHours[];
  /** the CD's exception dates (any range; only the week's matter) */
  exceptions: readonly string[];
  /** the CD's gates that are not deleted, in the order to show */
  gates: readonly SchedulingGate[];
  /** bookings of these gates in the load's week (the load's own is ignored) */
  bookings: readonly SlotBooking[];
  now: LocalNow;
  /** the last date a booking may fall on (the 28-day term), when limited */
  lastDate?: string | null;
  /**
   * the CD's pre-schedulings whose dates may touch the week (decision A15; reserved-capacity.ts): those that count
   * hold capacity for their provider, and the bookings of `gates` must then be every booking of the CD's gates
   */
  reservations?: readonly CdReservation[];
}

/**
 * The occupation of the gates over a run of dates, built once in one pass over the bookings: what freePlaces
 * answers, and what the reasons for an empty day and the nearest places (no-free-place.ts) read without a second
 * pass. Plans and slots are indexed gate × dates.length + day.
 */
export interface SlotLedger {
  readonly dates: readonly string[];
  readonly gates: readonly SchedulingGate[];
  readonly cdHours: readonly CdDayHours[];
  readonly exceptions: ReadonlySet<string>;
  readonly load: LoadToPlace;
  readonly now: LocalNow;
  readonly lastDate: string | null;
  readonly plans: readonly (DayPlan | null)[];
  /** where each plan's slots start in count and volumes */
  readonly offsets: readonly number[];
  readonly count: Int32Array;
  readonly volumes: Float64Array;
  readonly cd: CdCapacity;
}

/** freePlaces' inputs over any run of consecutive dates (the bookings, exceptions and reservations of those dates). */
export type SlotLedgerInput = Omit<FreePlacesInput, 'weekStart'> & { dates: readonly string[] };

export function slotLedger(input: SlotLedgerInput): SlotLedger {
  const exceptions = new Set(input.exceptions);
  const isException = (date: string) => exceptions.has(date);
  const dates = input.dates;
  const n = dates.length;
  const dayOf = new Map(dates.map((d, i) => [d, i]));
  const gateIndex = new Map(input.gates.map((g, i) => [g.id, i]));
  // plans[g * n + day], and where each plan's slots start in the occupation arrays
  const plans: (DayPlan | null)[] = [];
  const offsets: number[] = [];
  let size = 0;
  for (const gate of input.gates) {
    for (const date of dates) {
      const plan = dayPlan(gate, date, input.cdHours, isException);
      plans.push(plan);
      offsets.push(size);
      size += plan ? plan.starts.length : 0;
    }
  }
  // the CD-wide ledger of reserved capacity (inactive, and free, when no reservation counts these dates)
  const cd = new CdCapacity(dates, input.reservations, input.load.supplierId);
  if (cd.active)
    for (let p = 0; p < plans.length; p++) {
      const plan = plans[p];
      if (plan) for (const start of plan.starts) cd.addSlot(p % n, start, plan.hours.capacidade);
    }

  // occupation per slot, from the bookings of the dates (the load's own booking left out)
  const count = new Int32Array(size);
  const volumes = new Float64Array(size);
  for (const b of input.bookings) {
    if (b.loadId === input.load.id) continue;
    const g = gateIndex.get(b.gateId);
    const day = dayOf.get(b.date);
    if (g === undefined || day === undefined) continue;
    const p = g * n + day;
    const plan = plans[p];
    if (!plan) continue;
    const k = slotIndex(plan, minutesFast(b.time));
    if (k < 0) continue;
    count[offsets[p]! + k]! += b.loads ?? 1;
    volumes[offsets[p]! + k]! += b.volumes;
    cd.addBooking(day, plan.starts[k]!, b.volumes, b.supplierId);
  }
  cd.settle();
  return {
    dates,
    gates: input.gates,
    cdHours: input.cdHours,
    exceptions,
    load: input.load,
    now: input.now,
    lastDate: input.lastDate ?? null,
    plans,
    offsets,
    count,
    volumes,
    cd,
  };
}

/** Whether a date may be offered at all: not before today, not after the last date (the 28-day term). */
export function isOfferable(ledger: SlotLedger, date: string): boolean {
  return date >= ledger.now.date && !(ledger.lastDate && date > ledger.lastDate);
}

/**
 * Calls visit(start, reserved) for each slot of gate g on dates[day] still open for the load, ascending; reserved
 * when the load's supplier holds reserved capacity there (A15). Nothing on a date that is not offerable.
 */
export function forEachOpenSlot(
  ledger: SlotLedger,
  g: number,
  day: number,
  visit: (start: number, reserved: boolean) => void,
): void {
  const date = ledger.dates[day]!;
  const p = g * ledger.dates.length + day;
  const plan = ledger.plans[p];
  if (!plan || !isOfferable(ledger, date)) return;
  const today = date === ledger.now.date;
  const nowMinutes = minutesFast(ledger.now.time);
  const others = { count: 0, volumes: 0 };
  const volumes = ledger.load.volumes;
  for (let k = 0; k < plan.starts.length; k++) {
    const start = plan.starts[k]!;
    if (today && start <= nowMinutes) continue;
    others.count = ledger.count[ledger.offsets[p]! + k]!;
    others.volumes = ledger.volumes[ledger.offsets[p]! + k]!;
    if (!slotTakes(plan, others, volumes) || !ledger.cd.takes(day, start, volumes)) continue;
    visit(start, ledger.cd.reservedFor(day, start));
  }
}

/** The seven dates of a commercial week from its Sunday. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** freePlaces' answer from a ledger of the load's week. */
export function freeGatesOf(ledger: SlotLedger): FreeGateDto[] {
  return ledger.gates.map((gate, g) => ({
    idPortao: gate.id,
    nomePortao: gate.nome,
    listaHorarios: ledger.dates.map((date, day) => {
      const horariosDisponiveis: string[] = [];
      const horariosReservados: string[] = [];
      forEachOpenSlot(ledger, g, day, (start, reserved) => {
        horariosDisponiveis.push(slotStartText(start));
        if (reserved) horariosReservados.push(slotStartText(start));
      });
      // horariosReservados only when the load's supplier holds some of the day's open slots (older clients ignore it)
      return horariosReservados.length > 0
        ? { diaSemana: day + 1, data: date, horariosDisponiveis, horariosReservados }
        : { diaSemana: day + 1, data: date, horariosDisponiveis };
    }),
  }));
}

/**
 * Every gate with the seven days of the load's week and the slot start times still open for the load
 * (ascending). Cost: one pass over the bookings plus one step per slot, without per-slot allocations.
 */
export function freePlaces(input: FreePlacesInput): FreeGateDto[] {
  return freeGatesOf(slotLedger({ ...input, dates: weekDates(input.weekStart) }));
}

/** … 'reserved': the gate has room but what is left at the CD at that time is reserved for other providers (A15). */
export type SlotRefusal = 'closed' | 'notASlot' | 'past' | 'beyondTerm' | 'full' | 'reserved';

export interface SlotCheckInput {
  load: LoadToPlace;
  gate: SchedulingGate;
  date: string;
  /** HH:MM:SS */
  time: string;
  cdHours: readonly CdDayHours[];
  /** whether the date is one of the CD's exceptions */
  exception: boolean;
  /**
   * bookings of this gate on this date (others are ignored, and so is the load's own); with counting reservations,
   * every booking of the CD's gates on that date (with the suppliers of the reservers' ones)
   */
  bookings: readonly SlotBooking[];
  /** the CD's other gates that are not deleted (their plans make up C(T)); needed only with reservations */
  otherGates?: readonly SchedulingGate[];
  /** the CD's pre-schedulings that may hold the date (decision A15) */
  reservations?: readonly CdReservation[];
  /** when given, slots at or before it are refused (booking); left out when re-fitting an existing booking */
  now?: LocalNow | null;
  lastDate?: string | null;
}

/**
 * The single-slot check: null when the load may take the place (gate, date, time), otherwise why not.
 * It runs the same dayPlan and slotTakes as freePlaces, so it agrees with what the screen offered.
 */
export function checkSlot(input: SlotCheckInput): SlotRefusal | null {
  const plan = dayPlan(input.gate, input.date, input.cdHours, () => input.exception);
  if (!plan) return 'closed';
  const minutes = minutesOf(input.time);
  if (!plan.starts.includes(minutes) || !input.time.endsWith(':00')) return 'notASlot';
  if (input.now && isPast(input.date, minutes, input.now)) return 'past';
  if (input.lastDate && input.date > input.lastDate) return 'beyondTerm';
  const others = { count: 0, volumes: 0 };
  for (const b of input.bookings) {
    if (b.loadId === input.load.id || b.gateId !== input.gate.id || b.date !== input.date) continue;
    if (plan.starts[slotIndex(plan, minutesFast(b.time))] !== minutes) continue;
    others.count += b.loads ?? 1;
    others.volumes += b.volumes;
  }
  if (!slotTakes(plan, others, input.load.volumes)) return 'full';
  return cdTakes(input, plan, minutes) ? null : 'reserved';
}

/** checkSlot's CD-wide half: B(T) + v + what others still hold ≤ C(T) at the slot's start (reserved-capacity.ts). */
function cdTakes(input: SlotCheckInput, plan: DayPlan, minutes: number): boolean {
  const cd = new CdCapacity([input.date], input.reservations, input.load.supplierId);
  if (!cd.active) return true;
  const plans = new Map<number, DayPlan>([[input.gate.id, plan]]);
  for (const gate of input.otherGates ?? []) {
    if (gate.id === input.gate.id) continue;
    const other = dayPlan(gate, input.date, input.cdHours, () => input.exception);
    if (other) plans.set(gate.id, other);
  }
  for (const p of plans.values()) for (const start of p.starts) cd.addSlot(0, start, p.hours.capacidade);
  for (const b of input.bookings) {
    if (b.loadId === input.load.id || b.date !== input.date) continue;
    const p = plans.get(b.gateId);
    const k = p ? slotIndex(p, minutesFast(b.time)) : -1;
    if (k >= 0) cd.addBooking(0, p!.starts[k]!, b.volumes, b.supplierId);
  }
  cd.settle();
  return cd.takes(0, minutes, input.load.volumes);
}

// the booking terms and the reserved capacity travel with the free places (one import for the server and the web)
export * from './schedule-rules';
export * from './reserved-capacity';
