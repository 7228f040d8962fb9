import { z } from 'zod';
import { idInputSchema as id, isoDateInputSchema as isoDate } from '../shared/contract-fields';
import { timeOfDaySchema, WEEKDAYS } from '../shared/time-of-day';

/** Limits of spec 000 §5 and §9 for CD administration. */
export const GATE_NAME_MAX = 50;
export const GATE_NAME_TABLE_TRUNCATE = 24;
export const EXCEPTION_TABLE_TRUNCATE = 25;
export const EXCEPTION_DESCRIPTION_MAX = 100;
export const GATE_CAPACITY_MIN = 0;
export const GATE_CAPACITY_MAX = 1_000_000;
export const GATE_LOADS_MIN = 1;
export const GATE_LOADS_MAX = 1_000_000;
export const GATE_INTERVAL_MIN = 1;
export const GATE_INTERVAL_MAX = 24;
export const GATE_DEFAULT_START = '08:00:00';
export const GATE_DEFAULT_END = '18:00:00';
export const VARIATION_REASON_MAX = 250;
/** Variation defaults: capacity 2000 on weekdays 2-6, 0 on Sunday (1) and Saturday (7). */
export const VARIATION_WEEKDAY_CAPACITY = 2000;

const weekday = z.coerce.number().int().min(1).max(7);

// ---------------------------------------------------------------- CD

export const empresaResumoSchema = z.object({ id: z.number(), nome: z.string() });
export type EmpresaResumoDto = z.infer<typeof empresaResumoSchema>;

/** horarioCd: a CD's hours on one weekday; closed when hrInicial equals hrFim. */
export const cdHourAnswerSchema = z.object({
  idDiaSemana: z.number().describe('1 Sunday … 7 Saturday'),
  hrInicial: z.string().describe('HH:MM:SS'),
  hrFim: z.string().describe('HH:MM:SS; equal to hrInicial when closed'),
});
export type CdHourDto = z.infer<typeof cdHourAnswerSchema>;

/** A row of /cd-list (GET /api/cd/listar). */
export const cdListItemSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  nome: z.string(),
  cidade: z.string(),
  uf: z.string(),
  empresas: z.array(empresaResumoSchema),
});
export type CdListItemDto = z.infer<typeof cdListItemSchema>;

/** GET /api/cd/detalhe/{id}: the list row plus the seven weekdays of hours. */
export const cdDetailSchema = cdListItemSchema.extend({
  horarioCd: z.array(cdHourAnswerSchema).describe('the seven weekdays; a missing one is closed 00:00:00-00:00:00'),
});
export type CdDetailDto = z.infer<typeof cdDetailSchema>;

export const cdHourSchema = z.object({ idDiaSemana: weekday, hrInicial: timeOfDaySchema, hrFim: timeOfDaySchema });

/** PUT /api/cd/editarHorario/{id}: one entry per weekday, each weekday at most once. */
export const cdHoursInputSchema = z.object({
  horarios: z
    .array(cdHourSchema)
    .min(1)
    .max(7)
    .refine((rows) => new Set(rows.map((r) => r.idDiaSemana)).size === rows.length, 'duplicateWeekday'),
});
export type CdHoursInput = z.infer<typeof cdHoursInputSchema>;

// ---------------------------------------------------------------- gates

/** One weekday of a gate's hours (also a variation's novosHorarios entry). Closed when start = end or capacity 0. */
export const gateHourAnswerSchema = z.object({
  id: z.number().optional(),
  idDiaSemana: z.number(),
  hrInicial: z.string(),
  hrFim: z.string(),
  /** hours between slot starts, 1-24 */
  intervalo: z.number().describe('hours between slot starts'),
  /** volumes a slot receives, 0-1,000,000; 0 = no deliveries that day */
  capacidade: z.number().describe('volumes a slot receives; 0 closes the day'),
  /** loads per slot, 1-1,000,000; more than 1 only with capacidadeDinamica */
  carga: z.number().describe('loads per slot; 1 without dynamic capacity'),
});
export type GateHourDto = z.infer<typeof gateHourAnswerSchema>;

export const gateSchema = z.object({
  id: z.number(),
  idCd: z.number(),
  nome: z.string(),
  descricao: z.string().nullable(),
  capacidadeDinamica: z.boolean(),
  horarios: z.array(gateHourAnswerSchema),
});
export type GateDto = z.infer<typeof gateSchema>;

export const gateHourSchema = z.object({
  id: id.optional(),
  idDiaSemana: weekday,
  hrInicial: timeOfDaySchema,
  hrFim: timeOfDaySchema,
  intervalo: z.coerce.number().int().min(GATE_INTERVAL_MIN).max(GATE_INTERVAL_MAX),
  capacidade: z.coerce.number().int().min(GATE_CAPACITY_MIN).max(GATE_CAPACITY_MAX),
  carga: z.coerce.number().int().min(GATE_LOADS_MIN).max(GATE_LOADS_MAX),
});

const weekOfHours = z
  .array(gateHourSchema)
  .length(7)
  .refine((rows) => new Set(rows.map((r) => r.idDiaSemana)).size === 7, 'duplicateWeekday');

/** POST /api/portoes/ and PUT /api/portoes/{id}. */
export const gateInputSchema = z.object({
  idCd: id,
  nome: z.string().trim().min(1, 'required').max(GATE_NAME_MAX),
  descricao: z.string().trim().max(250).nullish(),
  capacidadeDinamica: z.boolean(),
  horarios: weekOfHours,
});
export type GateInput = z.infer<typeof gateInputSchema>;

/** The hours a new gate starts with: 08:00-18:00, interval 1, load 1, capacity 0 (spec 000 §3). */
export function defaultGateHours(): GateHourDto[] {
  return WEEKDAYS.map((idDiaSemana) => ({
    idDiaSemana,
    hrInicial: GATE_DEFAULT_START,
    hrFim: GATE_DEFAULT_END,
    intervalo: 1,
    capacidade: 0,
    carga: 1,
  }));
}

// ---------------------------------------------------------------- exceptions

export const cdExceptionSchema = z.object({
  id: z.number(),
  idCd: z.number(),
  data: z.string().describe('YYYY-MM-DD'),
  descricao: z.string(),
});
export type CdExceptionDto = z.infer<typeof cdExceptionSchema>;

/** POST /api/excecoes (201). */
export const cdExceptionInputSchema = z.object({
  idCd: id,
  data: isoDate,
  descricao: z.string().trim().min(1, 'required').max(EXCEPTION_DESCRIPTION_MAX),
});
export type CdExceptionInput = z.infer<typeof cdExceptionInputSchema>;

// ---------------------------------------------------------------- gate variations

export const gateVariationSchema = z.object({
  id: z.number(),
  idPortao: z.number(),
  motivo: z.string(),
  dataInicial: z.string().describe('a Sunday'),
  dataFinal: z.string().describe('dataInicial + 6'),
  novosHorarios: z.array(gateHourAnswerSchema),
  usuario: z.string().nullable().describe('login of the creator or last editor'),
});
export type GateVariationDto = z.infer<typeof gateVariationSchema>;

/** GET /api/variacao/maiorData?idPortao=: what a new variation of the gate may cover. */
export const variationDatesSchema = z.object({
  maiorData: z.string().nullable().describe("the last day the gate's variations cover"),
  dataMinima: z.string().describe('the earliest Sunday a new variation may start'),
});
export type VariationDatesDto = z.infer<typeof variationDatesSchema>;

/** POST /api/variacao/ and PUT /api/variacao/{id}; dataFinal, when sent, must be dataInicial + 6. */
export const gateVariationInputSchema = z.object({
  idPortao: id,
  motivo: z.string().trim().min(1, 'required').max(VARIATION_REASON_MAX),
  dataInicial: isoDate,
  dataFinal: isoDate.optional(),
  novosHorarios: weekOfHours,
});
export type GateVariationInput = z.infer<typeof gateVariationInputSchema>;

/**
 * The hours a new variation starts with: the gate's hours, capacity 2000 on weekdays 2-6 and 0 on 1 and 7.
 * A capacity of 0 closes the day, so Sunday and Saturday also start with start = end: the day's switch shows it closed.
 */
export function defaultVariationHours(gateHours: readonly GateHourDto[]): GateHourDto[] {
  return WEEKDAYS.map((idDiaSemana) => {
    const base = gateHours.find((h) => h.idDiaSemana === idDiaSemana);
    const weekend = idDiaSemana === 1 || idDiaSemana === 7;
    const start = base?.hrInicial ?? GATE_DEFAULT_START;
    return {
      idDiaSemana,
      hrInicial: start,
      hrFim: weekend ? start : (base?.hrFim ?? GATE_DEFAULT_END),
      intervalo: base?.intervalo ?? 1,
      carga: base?.carga ?? 1,
      capacidade: weekend ? 0 : VARIATION_WEEKDAY_CAPACITY,
    };
  });
}
