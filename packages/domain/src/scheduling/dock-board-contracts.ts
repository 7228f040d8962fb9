import { z } from 'zod';
import { isCalendarDate } from '../calendar/commercial-week';
import { intSchema as int, positiveIdInput } from '../shared/contract-fields';

/** The dock board shows at most a week: a wider window would print on no page and read a CD's whole month. */
export const DOCK_BOARD_MAX_DAYS = 7;

/**
 * quadroDoca(cd, dataInicio, dias): a CD's board from dataInicio for dias days (1 to 7). Without cd, the first CD
 * the user may see (a logistics user's own).
 */
export const dockBoardInputSchema = z.object({
  cd: positiveIdInput.nullish().transform((v) => v ?? null),
  dataInicio: z.string().refine(isCalendarDate, 'date'),
  dias: z.number().int().min(1).max(DOCK_BOARD_MAX_DAYS),
});
export type DockBoardInput = z.infer<typeof dockBoardInputSchema>;

/** One booking on the board: where and when, who delivers what, and the reference quoted at the gate. */
export const dockBoardBookingSchema = z.object({
  idAgendamento: int,
  referencia: z.string().describe('the booking reference, AG-0000123-4 (bookingReference)'),
  idPortao: int,
  data: z.string().describe('YYYY-MM-DD'),
  hora: z.string().describe('HH:MM:SS'),
  idCarga: int,
  idFornecedor: int,
  nomeFornecedor: z.string(),
  volumes: int,
  pedidos: z.string().describe("the load's order numbers, ascending, separated by spaces (a load holds up to 500)"),
});
export type DockBoardBookingDto = z.infer<typeof dockBoardBookingSchema>;

/** One slot of a gate on a day: its capacity and what the bookings use of it. */
export const dockBoardSlotSchema = z.object({
  hora: z.string().describe('slot start, HH:MM:SS'),
  capacidade: int.describe("volumes the slot receives; 0 for a booking outside the gate's current hours"),
  cargasPorHorario: int.describe('loads the slot receives'),
  volumesUsados: int,
  cargasUsadas: int,
});
export type DockBoardSlotDto = z.infer<typeof dockBoardSlotSchema>;

export const dockBoardGateDaySchema = z.object({
  data: z.string().describe('YYYY-MM-DD'),
  aberto: z.boolean().describe('false: the gate receives nothing that day (closed, exception or no hours)'),
  capacidade: int.describe("the day's slots' capacity, summed"),
  volumesUsados: int,
  horarios: z.array(dockBoardSlotSchema).max(24),
});
export type DockBoardGateDayDto = z.infer<typeof dockBoardGateDaySchema>;

export const dockBoardGateSchema = z.object({
  idPortao: int,
  nomePortao: z.string(),
  dias: z.array(dockBoardGateDaySchema).max(DOCK_BOARD_MAX_DAYS),
});
export type DockBoardGateDto = z.infer<typeof dockBoardGateSchema>;

export const dockBoardCdSchema = z.object({ id: int, nome: z.string() });
export type DockBoardCdDto = z.infer<typeof dockBoardCdSchema>;

/**
 * The answer of quadroDoca. The lists' caps (30 gates, 24 slots a day, 1,200 bookings) keep a week's board within
 * the GraphQL cost limit with its 2x margin; a CD beyond them is refused by the answer's parse (docs/decisions.md).
 * The gates' slots with their capacity, and the bookings placed by gate, date and hour.
 */
export const dockBoardSchema = z.object({
  idCd: int,
  nomeCd: z.string(),
  dataInicio: z.string(),
  dias: int,
  cds: z.array(dockBoardCdSchema).max(50).describe('the CDs the user may open (a logistics user: its own)'),
  portoes: z.array(dockBoardGateSchema).max(30),
  agendamentos: z.array(dockBoardBookingSchema).max(1200).describe('by date, hour, gate'),
});
export type DockBoardDto = z.infer<typeof dockBoardSchema>;
