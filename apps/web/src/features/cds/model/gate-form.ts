import {
  GATE_NAME_MAX,
  VARIATION_REASON_MAX,
  gateInputSchema,
  gateVariationInputSchema,
  isSunday,
  type CdHourDto,
  type GateInput,
  type GateVariationInput,
} from '@portal/domain';
import type { ZodError, ZodType } from 'zod';
import {
  SLOT_RANGES,
  checkDays,
  gateHoursForApi,
  hasProblems,
  type FieldProblem,
  type GateHoursRow,
  type HoursCheck,
  type HoursField,
  type RowProblems,
} from './hours-form';

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
    else if (name in SLOT_RANGES)
      problem = row[name] === '' ? { kind: 'required' } : { kind: 'range', ...SLOT_RANGES[name] };
    else continue;
    problems.set(row.idDiaSemana, { ...problems.get(row.idDiaSemana), [name]: problem });
  }
  return problems;
}

function textProblem(value: string, max: number): TextProblem | undefined {
  if (value.trim() === '') return 'required';
  return value.trim().length > max ? 'max' : undefined;
}

/**
 * A form's candidate parsed with the domain's schema, and its weekday rows checked: the schema's problems in the
 * rows first, then (only when it has none) end before start and the CD's hours (gate010). `refused` names the
 * top-level fields the schema refused.
 */
function parseWithHours<T>(
  schema: ZodType<T>,
  candidate: unknown,
  rows: readonly GateHoursRow[],
  cd: readonly CdHourDto[],
) {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { parsed, refused: new Set<unknown>(), hours: checkDays(rows, cd) };
  const schemaRows = rowProblemsOf(parsed.error, rows);
  const hours = schemaRows.size > 0 ? { rows: schemaRows, endBeforeStart: [], outsideCd: [] } : checkDays(rows, cd);
  return { parsed, refused: new Set(parsed.error.issues.map((issue) => issue.path[0])), hours };
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
  const { parsed, refused, hours } = parseWithHours(gateInputSchema, candidate, values.horarios, cdHours);
  const check: GateFormCheck = { hours };
  if (refused.has('nome')) check.nome = textProblem(values.nome, GATE_NAME_MAX);
  if (refused.has('descricao')) check.descricao = 'max';
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
  const { parsed, refused, hours } = parseWithHours(
    gateVariationInputSchema,
    candidate,
    values.horarios,
    context.cdHours,
  );
  const check: VariationFormCheck = { hours };
  if (refused.has('motivo')) check.motivo = textProblem(values.motivo, VARIATION_REASON_MAX);
  if (refused.has('dataInicial')) check.dataInicial = 'required';
  if (values.dataInicial !== '' && !check.dataInicial) {
    if (!isSunday(values.dataInicial)) check.dataInicial = 'notSunday';
    else if (context.minimum && values.dataInicial < context.minimum) check.dataInicial = 'beforeMinimum';
  }
  if (parsed.success && !check.dataInicial && !hasProblems(check.hours)) return { ok: true, input: parsed.data };
  return { ok: false, check };
}
