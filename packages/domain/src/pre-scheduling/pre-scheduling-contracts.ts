import { z } from 'zod';
import { APP_TIME_ZONE } from '../calendar/sao-paulo';
import {
  intSchema as int,
  isoDateInputSchema as isoDate,
  positiveIdInput,
  requiredText,
} from '../shared/contract-fields';
import { timeOfDaySchema } from '../shared/time-of-day';
import { WORK_HOUR_TYPE_DATE_RANGE, WORK_HOUR_TYPE_WEEKLY } from './reservation';

/**
 * The pre-scheduling contract (spec 001 §2 /pre-scheduling-list, /pre-scheduling-details, /pre-scheduling-report;
 * §3 "Pre-scheduling"; §4, §5, §7; decisions A1, A14-A17): GraphQL listarPreAgendamentosDoFornecedor,
 * listarFusoHorario, listarTiposHoraTrabalho, criarPreAgendamento, atualizarPreAgendamento, buscarPreAgendamentoPorId
 * (the spec's buscarPorId, A1) and listarPreAgendamentosRelatorio; GET /relatorios/Reports/preagendamento.pdf.
 */

export const PRE_SCHEDULING_LIMITS = { descricao: 255, capacidadeMax: 1_000_000 } as const;

/** The report's CSV and PDF read at most this many rows (spec 001 §9 exports). */
export const PRE_SCHEDULING_REPORT_MAX = 10_000;

/** The time zone every pre-scheduling is in: Brasília, read-only on the form (A16: the list shows it). */
export const BRASILIA_TIME_ZONE_ID = 1;
export const TIME_ZONES = [{ id: BRASILIA_TIME_ZONE_ID, descricao: 'Brasília (UTC-03:00)', iana: APP_TIME_ZONE }];

/** listarTiposHoraTrabalho (A17): 1 weekly (no end date), 2 date range (spec 001 §9). The web names them by id. */
export const WORK_HOUR_TYPES = [
  { id: WORK_HOUR_TYPE_WEEKLY, descricao: 'Semanal' },
  { id: WORK_HOUR_TYPE_DATE_RANGE, descricao: 'Período' },
] as const;

/** Spec 001 §5: booleans go out as "Sim" or "Não"; anything other than "Sim" is "Não". */
export const yesNoInput = z.preprocess((value) => value === 'Sim' || value === true, z.boolean());
export const toYesNo = (value: boolean): 'Sim' | 'Não' => (value ? 'Sim' : 'Não');

/** A required number field: missing or blank is requiredField. */
const requiredInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().int('integer').min(min, 'tooSmall').max(max, 'tooLarge'),
  );

const requiredId = z.preprocess((v) => (v === null || v === '' ? undefined : v), positiveIdInput);
const requiredDay = z.preprocess((v) => (v === null || v === '' ? undefined : v), isoDate);
const optionalDay = z.preprocess((v) => (v === null || v === '' ? undefined : v), isoDate.optional());
const requiredTime = z.preprocess((v) => (v === null || v === '' ? undefined : v), timeOfDaySchema);

/** horasDeTrabalho[0] as the form sends it (the weekdays travel once, in diasDeTrabalho; A14). */
export const workHoursInputSchema = z.object({
  dataInicial: requiredDay,
  /** required and only allowed for type 2 (date range) */
  dataFinal: optionalDay,
  horaInicial: requiredTime,
  horaFinal: requiredTime,
  idTipoHoraTrabalho: requiredInt(1, 2),
});

/**
 * The pre-scheduling form (spec 001 §2, §5 "Pre-scheduling required fields"): description, capacity, company, CD,
 * start date, work-hour type, start and end time, time zone; the end date when the type is 2, cleared otherwise;
 * the three reception radios and active as Sim/Não; at least one weekday. The provider comes from the list's
 * navigation (the provider whose pre-schedulings are shown). Web form and server parse this schema.
 */
export const preSchedulingInputSchema = z
  .object({
    descricao: requiredText(PRE_SCHEDULING_LIMITS.descricao),
    capacidade: requiredInt(1, PRE_SCHEDULING_LIMITS.capacidadeMax),
    idFornecedor: requiredId,
    idEmpresa: requiredId,
    idCd: requiredId,
    idFusoHorario: z.preprocess((v) => v ?? BRASILIA_TIME_ZONE_ID, z.literal(BRASILIA_TIME_ZONE_ID)),
    recebimentoCaixaria: yesNoInput,
    recebimentoDeEncabidado: yesNoInput,
    transferencia: yesNoInput,
    ativo: yesNoInput,
    // null (nothing ticked, as the form may send it) is a missing field, like the others
    diasDeTrabalho: z.preprocess(
      (v) => (v === null ? undefined : v),
      z
        .array(z.number().int().min(1).max(7))
        .min(1, 'requiredField')
        .max(7)
        .refine((days) => new Set(days).size === days.length, 'duplicate'),
    ),
    horasDeTrabalho: workHoursInputSchema,
  })
  .superRefine((value, ctx) => {
    const hours = value.horasDeTrabalho;
    if (hours.idTipoHoraTrabalho === WORK_HOUR_TYPE_DATE_RANGE) {
      if (hours.dataFinal === undefined)
        ctx.addIssue({ code: 'custom', message: 'requiredField', path: ['horasDeTrabalho', 'dataFinal'] });
      else if (hours.dataFinal < hours.dataInicial)
        ctx.addIssue({ code: 'custom', message: 'dateRange', path: ['horasDeTrabalho', 'dataFinal'] });
    } else if (hours.dataFinal !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'endDateOnlyForRange', path: ['horasDeTrabalho', 'dataFinal'] });
    }
    if (hours.horaInicial >= hours.horaFinal)
      ctx.addIssue({ code: 'custom', message: 'timeRange', path: ['horasDeTrabalho', 'horaFinal'] });
  });
export type PreSchedulingInput = z.infer<typeof preSchedulingInputSchema>;
export type PreSchedulingFormValues = z.input<typeof preSchedulingInputSchema>;

export const createPreSchedulingSchema = z.object({ preAgendamento: preSchedulingInputSchema });
export const updatePreSchedulingSchema = z.object({
  idPreAgendamento: positiveIdInput,
  preAgendamento: preSchedulingInputSchema,
});

/** The report's filters (spec 001 §2; §7 the PDF's query names; PS10: the company only with the permission). */
export const preSchedulingReportQuerySchema = z.object({
  nomeFornecedor: z.string().trim().max(100).optional(),
  cnpjFornecedor: z.string().trim().max(18).optional(),
  nomeEmpresa: z.string().trim().max(100).optional(),
  nomeCd: z.string().trim().max(100).optional(),
  /** All (absent), yes or no */
  ativo: z.enum(['Sim', 'Não']).optional(),
});
export type PreSchedulingReportQuery = z.infer<typeof preSchedulingReportQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers

const namedSchema = z.object({ id: int, nome: z.string() });
const describedSchema = z.object({ id: int, descricao: z.string() });

export const timeZoneSchema = describedSchema.describe('A time zone (fusoHorario)');
export const workHourTypeSchema = describedSchema.describe('A work-hour type (tipoHoraTrabalho)');

/** horasDeTrabalho[0] (spec 001 §3). */
export const workHoursSchema = z.object({
  id: int,
  dataInicial: z.string(),
  dataFinal: z.string().nullable(),
  horaInicial: z.string(),
  horaFinal: z.string(),
  tipoHoraTrabalho: workHourTypeSchema,
  diaSemana: z.array(int),
});

/** GraphQL `PreAgendamento` (spec 001 §3). */
export const preSchedulingSchema = z
  .object({
    id: int,
    descricao: z.string(),
    capacidade: int,
    ativo: z.boolean(),
    fornecedor: z.object({ id: int, nome: z.string(), cnpj: z.string() }),
    empresa: z.object({ id: int, nome: z.string(), habilitarPreAgendamentoFornecedor: z.boolean() }),
    cd: namedSchema,
    portao: namedSchema.nullable(),
    fusoHorario: timeZoneSchema,
    recebimentoCaixaria: z.boolean(),
    recebimentoDeEncabidado: z.boolean(),
    transferencia: z.boolean(),
    diasDeTrabalho: z.array(int),
    horasDeTrabalho: z.array(workHoursSchema),
  })
  .describe("A provider's reserved capacity at a CD");
export type PreSchedulingDto = z.infer<typeof preSchedulingSchema>;

/** A row of /pre-scheduling-list and of the report (listarPreAgendamentosDoFornecedor, listarPreAgendamentosRelatorio). */
export const preSchedulingRowSchema = preSchedulingSchema
  .pick({ id: true, descricao: true, capacidade: true, ativo: true, fornecedor: true, empresa: true, cd: true })
  .extend({
    diasDeTrabalho: z.array(int),
    tipoHoraTrabalho: workHourTypeSchema,
    dataInicial: z.string(),
    dataFinal: z.string().nullable(),
    horaInicial: z.string(),
    horaFinal: z.string(),
  })
  .describe('A pre-scheduling in a list');
export type PreSchedulingRowDto = z.infer<typeof preSchedulingRowSchema>;
