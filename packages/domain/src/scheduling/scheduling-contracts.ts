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

/**
 * Why a day (or the whole week) has no free place for the load (no-free-place.ts), the first that applies:
 * past; noGates (the CD has none); cdClosed (the CD's hours that weekday); exception (a CD exception date);
 * gatesClosed (no gate has hours); beyondHorizon (after the 28-day term: dataAbertura says when it opens); tooLarge (the load's volumes exceed every slot's capacity); reserved (the room left is held by other providers'
 * pre-schedulings, A15); full.
 */
export const NO_PLACE_REASONS = [
  'past',
  'noGates',
  'cdClosed',
  'exception',
  'gatesClosed',
  'beyondHorizon',
  'tooLarge',
  'reserved',
  'full',
] as const;
export const noPlaceReasonSchema = z.enum(NO_PLACE_REASONS);
export type NoPlaceReason = z.infer<typeof noPlaceReasonSchema>;

/** A free place offered instead of an empty day: gate, date and slot start, nearest days first. */
export const placeSuggestionSchema = z.object({
  data: z.string(),
  /** "HH:MM:SS" */
  horario: z.string(),
  idPortao: z.number(),
  nomePortao: z.string(),
  /** the load's supplier holds reserved capacity there (A15); absent otherwise */
  reservado: z.boolean().optional(),
});
export type PlaceSuggestionDto = z.infer<typeof placeSuggestionSchema>;

/** A day of the week without a free place: why, when booking opens (beyondHorizon) and the nearest places. */
export const dayWithoutPlaceSchema = z.object({
  data: z.string(),
  motivo: noPlaceReasonSchema,
  /** beyondHorizon: the first date this day may be booked */
  dataAbertura: z.string().optional(),
  /** the nearest free places of the load's week, at most five */
  sugestoes: z.array(placeSuggestionSchema),
});
export type DayWithoutPlaceDto = z.infer<typeof dayWithoutPlaceSchema>;

/** The whole week without a free place: the reason that explains it best and, beyond the term, when booking opens. */
export const weekWithoutPlaceSchema = z.object({
  motivo: noPlaceReasonSchema,
  /** beyondHorizon: the first date booking opens for the first day beyond the term */
  dataAbertura: z.string().optional(),
  /** beyondHorizon: that first day beyond the term (the week's Sunday when the whole week is beyond it) */
  dataInicio: z.string().optional(),
});
export type WeekWithoutPlaceDto = z.infer<typeof weekWithoutPlaceSchema>;

/** GET /api/agendamento/horariosdisponiveis/{idLoad} (and …cd/{idLoad}): the cdDto of the spec. */
export const freeGatesSchema = z.object({
  idCarga: z.number(),
  semanaComercial: z.number(),
  /** the load's week as "YYYY-WW" and its Sunday, so the screen can show the seven dates */
  anoSemanaComercial: z.string(),
  dataInicialSemana: z.string(),
  nomeCd: z.string(),
  portoes: z.array(freeGateSchema),
  /** issue 18: the days without a free place (absent when every day has one) */
  diasSemVaga: z.array(dayWithoutPlaceSchema).optional(),
  /** issue 18: present only when no day of the week has a free place */
  semanaSemVaga: weekWithoutPlaceSchema.optional(),
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
