import { z } from 'zod';
import { idInputSchema as id, isoDateInputSchema as isoDate } from '../shared/contract-fields';
import { timeOfDaySchema } from '../shared/time-of-day';
import { parseBookingReference } from './booking-reference';

/** Scheduling terms (spec 000 §5, §9): change a scheduled load at least 2 days before it, book at most 28 days ahead. */
export const SCHEDULE_MIN_NOTICE_DAYS = 2;
export const SCHEDULE_MAX_TERM_DAYS = 28;

/** One day of a gate in the free-places answer: the slot start times still open for this load. */
export const freeDaySchema = z.object({
  /** 1 Sunday … 7 Saturday */
  diaSemana: z.number(),
  /** YYYY-MM-DD */
  data: z.string(),
  /** "HH:MM:SS", ascending; empty when nothing is open that day */
  horariosDisponiveis: z.array(z.string()),
  /**
   * the open slot starts (a subset of horariosDisponiveis) where the load's own supplier holds reserved capacity
   * not yet booked (decision A15): shown first, "Reserved for you". Absent when there are none; another supplier's
   * reservations are never named.
   */
  horariosReservados: z.array(z.string()).optional(),
});
export type FreeDayDto = z.infer<typeof freeDaySchema>;

export const freeGateSchema = z.object({
  idPortao: z.number(),
  nomePortao: z.string(),
  listaHorarios: z.array(freeDaySchema),
});
export type FreeGateDto = z.infer<typeof freeGateSchema>;

/** GET /api/agendamento/horariosdisponiveis/{idLoad} (and …cd/{idLoad}): the cdDto of the spec. */
export const freeGatesSchema = z.object({
  idCarga: z.number(),
  semanaComercial: z.number(),
  /** the load's week as "YYYY-WW" and its Sunday, so the screen can show the seven dates */
  anoSemanaComercial: z.string(),
  dataInicialSemana: z.string(),
  nomeCd: z.string(),
  portoes: z.array(freeGateSchema),
});
export type FreeGatesDto = z.infer<typeof freeGatesSchema>;

/** POST /api/agendamento/salvarAgendamento/{optional id}: with an id it moves that schedule. */
export const scheduleInputSchema = z.object({
  idCarga: id,
  idPortao: id,
  dtEntrega: isoDate,
  horaEntrega: timeOfDaySchema,
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** DELETE /api/agendamento/cancelarAgendamento/ (JSON body). */
export const scheduleCancelSchema = z.object({ idCarga: id, idAgendamento: id });
export type ScheduleCancelInput = z.infer<typeof scheduleCancelSchema>;

/** The schedule as saved (Schedule entity of spec 000 §3). */
export const scheduleSchema = z.object({
  idAgendamento: z.number(),
  idCarga: z.number(),
  idPortao: z.number(),
  dtEntrega: z.string(),
  horaEntrega: z.string(),
});
export type ScheduleDto = z.infer<typeof scheduleSchema>;

/** Filters of the scheduling report (GET /api/agendamento/relatorio and /api/relatorios/Reports/agendamento.pdf). */
export const schedulingReportQuerySchema = z.object({
  idEmpresa: z.coerce.number().int().positive().optional(),
  nomeFornecedor: z.string().trim().max(100).optional(),
  nomePortao: z.string().trim().max(50).optional(),
  /** a booking reference (AG-0000123-4, issue 18): read to its schedule id; a mistyped one is refused (400) */
  referencia: z
    .string()
    .trim()
    .max(30)
    .optional()
    .refine((text) => !text || parseBookingReference(text).ok, 'bookingReference'),
  dtEntregaIni: isoDate.optional(),
  dtEntregaFim: isoDate.optional(),
  userLocale: z.string().optional(),
});
export type SchedulingReportQuery = z.infer<typeof schedulingReportQuerySchema>;
