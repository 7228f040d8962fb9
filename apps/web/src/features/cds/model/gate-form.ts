import {
  GATE_CAPACITY_MAX,
  GATE_CAPACITY_MIN,
  GATE_INTERVAL_MAX,
  GATE_INTERVAL_MIN,
  GATE_LOADS_MAX,
  GATE_LOADS_MIN,
  GATE_NAME_MAX,
  VARIATION_REASON_MAX,
  gateInputSchema,
  gateVariationInputSchema,
  isSunday,
  type CdHourDto,
  type GateInput,
  type GateVariationInput,
} from '@portal/domain';
import type { ZodError } from 'zod';
import {
  checkDays,
  gateHoursForApi,
  hasProblems,
  type FieldProblem,
  type GateHoursRow,
  type HoursCheck,
  type HoursField,
  type RowProblems,
} from './hours-form';

const RANGES: Record<'intervalo' | 'capacidade' | 'carga', { min: number; max: number }> = {
  intervalo: { min: GATE_INTERVAL_MIN, max: GATE_INTERVAL_MAX },
  capacidade: { min: GATE_CAPACITY_MIN, max: GATE_CAPACITY_MAX },
  carga: { min: GATE_LOADS_MIN, max: GATE_LOADS_MAX },
};

export type TextProblem = 'required' | 'max';

/** What the schema refuses in the weekday rows, as field problems by weekday. */
function rowProblemsOf(error: ZodError, rows: readonly GateHoursRow[]): Map<number, RowProblems> {
  const problems = new Map<number, RowProblems>();
  for (const issue of error.issues) {
    const [list, index, field] = issue.path;
    if (list !== 'horarios' && list !== 'novosHorarios') continue;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (!row || typeof field !== 'string') continue;
    const name = field as HoursField;
    let problem: FieldProblem;
    if (name === 'hrInicial' || name === 'hrFim') problem = row[name] === '' ? { kind: 'required' } : { kind: 'time' };
    else if (name in RANGES) problem = row[name] === '' ? { kind: 'required' } : { kind: 'range', ...RANGES[name] };
    else continue;
    problems.set(row.idDiaSemana, { ...problems.get(row.idDiaSemana), [name]: problem });
  }
  return problems;
}

function textProblem(value: string, max: number): TextProblem | undefined {
  if (value.trim() === '') return 'required';
  return value.trim().length > max ? 'max' : undefined;
}

/** The weekday checks after the schema: end before start and the CD's hours (gate010). */
function daysCheck(schemaRows: Map<number, RowProblems>, rows: readonly GateHoursRow[], cd: readonly CdHourDto[]) {
  if (schemaRows.size > 0) return { rows: schemaRows, endBeforeStart: [], outsideCd: [] };
  return checkDays(rows, cd);
}

export interface GateFormValues {
  nome: string;
  descricao: string;
  capacidadeDinamica: boolean;
  horarios: GateHoursRow[];
}

export interface GateFormCheck {
  nome?: TextProblem;
  descricao?: TextProblem;
  hours: HoursCheck;
}

export type Checked<TInput, TCheck> = { ok: true; input: TInput } | { ok: false; check: TCheck };

/** Client validation of a gate: the domain's gateInputSchema, then daysEndingBeforeStart and gateDaysOutsideCd. */
export function checkGateForm(
  values: GateFormValues,
  idCd: number,
  cdHours: readonly CdHourDto[],
): Checked<GateInput, GateFormCheck> {
  const candidate = {
    idCd,
    nome: values.nome,
    descricao: values.descricao.trim() === '' ? null : values.descricao,
    capacidadeDinamica: values.capacidadeDinamica,
    horarios: gateHoursForApi(values.horarios, values.capacidadeDinamica),
  };
  const parsed = gateInputSchema.safeParse(candidate);
  const check: GateFormCheck = {
    hours: daysCheck(
      parsed.success ? new Map() : rowProblemsOf(parsed.error, values.horarios),
      values.horarios,
      cdHours,
    ),
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'nome') check.nome = textProblem(values.nome, GATE_NAME_MAX);
      if (issue.path[0] === 'descricao') check.descricao = 'max';
    }
  }
  if (parsed.success && !hasProblems(check.hours)) return { ok: true, input: parsed.data };
  return { ok: false, check };
}

export interface VariationFormValues {
  motivo: string;
  /** YYYY-MM-DD, a Sunday ('' when none chosen) */
  dataInicial: string;
  horarios: GateHoursRow[];
}

export interface VariationFormCheck {
  motivo?: TextProblem;
  dataInicial?: 'required' | 'notSunday' | 'beforeMinimum';
  hours: HoursCheck;
}

/** Client validation of a variation: the domain's schema, a Sunday start not before the minimum, then the day rules. */
export function checkVariationForm(
  values: VariationFormValues,
  context: { idPortao: number; dynamic: boolean; cdHours: readonly CdHourDto[]; minimum: string | null },
): Checked<GateVariationInput, VariationFormCheck> {
  const candidate = {
    idPortao: context.idPortao,
    motivo: values.motivo,
    dataInicial: values.dataInicial,
    novosHorarios: gateHoursForApi(values.horarios, context.dynamic),
  };
  const parsed = gateVariationInputSchema.safeParse(candidate);
  const check: VariationFormCheck = {
    hours: daysCheck(
      parsed.success ? new Map() : rowProblemsOf(parsed.error, values.horarios),
      values.horarios,
      context.cdHours,
    ),
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'motivo') check.motivo = textProblem(values.motivo, VARIATION_REASON_MAX);
      if (issue.path[0] === 'dataInicial') check.dataInicial = 'required';
    }
  }
  if (values.dataInicial !== '' && !check.dataInicial) {
    if (!isSunday(values.dataInicial)) check.dataInicial = 'notSunday';
    else if (context.minimum && values.dataInicial < context.minimum) check.dataInicial = 'beforeMinimum';
  }
  if (parsed.success && !check.dataInicial && !hasProblems(check.hours)) return { ok: true, input: parsed.data };
  return { ok: false, check };
}
