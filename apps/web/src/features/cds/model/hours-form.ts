import {
  GATE_CAPACITY_MAX,
  GATE_CAPACITY_MIN,
  GATE_INTERVAL_MAX,
  GATE_INTERVAL_MIN,
  GATE_LOADS_MAX,
  GATE_LOADS_MIN,
  daysEndingBeforeStart,
  gateDaysOutsideCd,
  isClosedDay,
  toggleDay,
  type CdHourDto,
  type GateHourDto,
} from '@portal/domain';
import { isShortTime, toApiTime, toShortTime } from './format';

/** The whole numbers of a gate's slot, with the bounds the domain allows. */
export type SlotField = 'intervalo' | 'capacidade' | 'carga';

export const SLOT_RANGES: Record<SlotField, { min: number; max: number }> = {
  intervalo: { min: GATE_INTERVAL_MIN, max: GATE_INTERVAL_MAX },
  capacidade: { min: GATE_CAPACITY_MIN, max: GATE_CAPACITY_MAX },
  carga: { min: GATE_LOADS_MIN, max: GATE_LOADS_MAX },
};

/** A field of a weekday row that can carry an error. */
export type HoursField = 'hrInicial' | 'hrFim' | SlotField;

/** Why a field is refused; the screen turns it into a translated text. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'time' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'endBeforeStart' }
  | { kind: 'outsideCd'; cd: CdHourDto | undefined };

export type RowProblems = Partial<Record<HoursField, FieldProblem>>;

/** One weekday of a CD's hours as the screen edits it (times HH:mm). */
export interface DayRow {
  idDiaSemana: number;
  hrInicial: string;
  hrFim: string;
}

/** One weekday of a gate's (or a variation's) hours as the screen edits it; '' while a number is being typed. */
export interface GateHoursRow extends DayRow {
  id?: number;
  intervalo: number | '';
  capacidade: number | '';
  carga: number | '';
}

/** Closed when start equals end (spec 000 §4); half-typed times count as open. */
export function isRowClosed(row: DayRow): boolean {
  return isShortTime(row.hrInicial) && isShortTime(row.hrFim) && isClosedDay(row);
}

/** The toggle of spec 000 §4 on a row: closing sets end = start, opening sets end = start + 1 h. */
export function toggleRow<T extends DayRow>(row: T, open: boolean): T {
  const start = isShortTime(row.hrInicial) ? row.hrInicial : '08:00';
  const toggled = toggleDay({ ...row, hrInicial: toApiTime(start), hrFim: toApiTime(row.hrFim) }, open);
  return { ...row, hrInicial: start, hrFim: toShortTime(toggled.hrFim) };
}

export function dayRowsOf(hours: readonly CdHourDto[]): DayRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((idDiaSemana) => {
    const day = hours.find((h) => h.idDiaSemana === idDiaSemana);
    const start = toShortTime(day?.hrInicial ?? '00:00:00');
    return { idDiaSemana, hrInicial: start, hrFim: toShortTime(day?.hrFim ?? day?.hrInicial ?? '00:00:00') };
  });
}

export function gateRowsOf(hours: readonly GateHourDto[]): GateHoursRow[] {
  return [...hours]
    .sort((a, b) => a.idDiaSemana - b.idDiaSemana)
    .map((h) => ({
      ...(h.id === undefined ? {} : { id: h.id }),
      idDiaSemana: h.idDiaSemana,
      hrInicial: toShortTime(h.hrInicial),
      hrFim: toShortTime(h.hrFim),
      intervalo: h.intervalo,
      capacidade: h.capacidade,
      carga: h.carga,
    }));
}

/** A new gate's rows: the given defaults, with the days on which the CD is closed starting closed. */
export function newGateRows(defaults: readonly GateHourDto[], cdHours: readonly CdHourDto[]): GateHoursRow[] {
  return gateRowsOf(defaults).map((row) => {
    const cd = cdHours.find((c) => c.idDiaSemana === row.idDiaSemana);
    return !cd || isClosedDay(cd) ? toggleRow(row, false) : row;
  });
}

/** The rows as the API takes them (HH:MM:SS; loads per slot forced to 1 without dynamic capacity). */
export function gateHoursForApi(rows: readonly GateHoursRow[], dynamic: boolean) {
  return rows.map((r) => ({
    ...(r.id === undefined ? {} : { id: r.id }),
    idDiaSemana: r.idDiaSemana,
    hrInicial: toApiTime(r.hrInicial),
    hrFim: toApiTime(r.hrFim),
    intervalo: r.intervalo === '' ? undefined : r.intervalo,
    capacidade: r.capacidade === '' ? undefined : r.capacidade,
    carga: dynamic ? (r.carga === '' ? undefined : r.carga) : 1,
  }));
}

export function cdHoursForApi(rows: readonly DayRow[]): CdHourDto[] {
  return rows.map((r) => ({
    idDiaSemana: r.idDiaSemana,
    hrInicial: toApiTime(r.hrInicial),
    hrFim: toApiTime(r.hrFim),
  }));
}

/** Field problems of times (format) of every row, by weekday. */
export function timeProblems(rows: readonly DayRow[]): Map<number, RowProblems> {
  const problems = new Map<number, RowProblems>();
  for (const row of rows) {
    const p: RowProblems = {};
    if (!isShortTime(row.hrInicial)) p.hrInicial = row.hrInicial === '' ? { kind: 'required' } : { kind: 'time' };
    if (!isShortTime(row.hrFim)) p.hrFim = row.hrFim === '' ? { kind: 'required' } : { kind: 'time' };
    if (Object.keys(p).length > 0) problems.set(row.idDiaSemana, p);
  }
  return problems;
}

export interface HoursCheck {
  /** by weekday */
  rows: Map<number, RowProblems>;
  /** weekdays whose end precedes their start */
  endBeforeStart: number[];
  /** weekdays open outside the CD's hours (gate010) */
  outsideCd: number[];
}

function merge(target: Map<number, RowProblems>, day: number, problems: RowProblems): void {
  target.set(day, { ...problems, ...target.get(day) });
}

/** The day rules shared by CD hours and gate hours: days ending before they start, and (for gates) the CD's hours. */
export function checkDays(
  rows: readonly (DayRow & { capacidade?: number | '' })[],
  cdHours?: readonly CdHourDto[],
): HoursCheck {
  const problems = timeProblems(rows);
  // a gate day of capacity 0 takes no deliveries, so it never falls outside the CD (gateDaysOutsideCd)
  const complete = rows
    .filter((r) => !problems.has(r.idDiaSemana))
    .map((r) => ({ ...r, capacidade: r.capacidade === '' ? undefined : r.capacidade }));
  const endBeforeStart = daysEndingBeforeStart(complete);
  for (const day of endBeforeStart) merge(problems, day, { hrFim: { kind: 'endBeforeStart' } });
  const outsideCd = cdHours
    ? gateDaysOutsideCd(
        complete.filter((r) => !endBeforeStart.includes(r.idDiaSemana)),
        cdHours.map((c) => ({ ...c, hrInicial: toShortTime(c.hrInicial), hrFim: toShortTime(c.hrFim) })),
      )
    : [];
  for (const day of outsideCd)
    merge(problems, day, { hrInicial: { kind: 'outsideCd', cd: cdHours?.find((c) => c.idDiaSemana === day) } });
  return { rows: problems, endBeforeStart, outsideCd };
}

export const EMPTY_CHECK: HoursCheck = { rows: new Map(), endBeforeStart: [], outsideCd: [] };

export function hasProblems(check: HoursCheck): boolean {
  return check.rows.size > 0 || check.endBeforeStart.length > 0 || check.outsideCd.length > 0;
}
