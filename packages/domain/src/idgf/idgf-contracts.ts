import { z } from 'zod';
import { expiringDocumentSchema } from '../compliance/road-document';
import { ACCEPTANCE_TIMINGS, AWAITING_ACTIONS, DELIVERY_TIMINGS, FIRST_PASS_OUTCOMES } from './idgf-figures';

/** The figures of the report, each a chart card with its definition and its CSV. */
export const IDGF_FIGURES = [
  'onTimeDelivery',
  'acceptance',
  'firstPass',
  'divergenceReasons',
  'awaitingAction',
  'expiringDocuments',
] as const;
export type IdgfFigure = (typeof IDGF_FIGURES)[number];

const weekKey = z.string().max(10).describe('A commercial week, "2026-47"');

/**
 * GET /api/idgf/relatorio: the period (default: the last 8 weeks) and, for an internal user holding
 * idgf-any-supplier, the supplier to report on. A supplier may name only itself (another id answers as an unknown one).
 */
export const idgfQuerySchema = z.object({
  de: weekKey.optional(),
  ate: weekKey.optional(),
  idFornecedor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type IdgfQuery = z.infer<typeof idgfQuerySchema>;

/** GET /api/idgf/relatorio.csv: one figure's rows, in the reader's language. */
export const idgfCsvQuerySchema = idgfQuerySchema.extend({
  figura: z.enum(IDGF_FIGURES),
  userLocale: z.string().max(10).optional(),
});

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int().nonnegative()])) as Record<K, z.ZodNumber>);

export const idgfWeekSchema = z
  .object({
    semana: weekKey,
    entregas: counts(DELIVERY_TIMINGS),
    aceites: counts(ACCEPTANCE_TIMINGS),
    primeiraPassagem: counts(FIRST_PASS_OUTCOMES),
  })
  .describe("One week's counts of the weekly figures");

export const idgfAwaitingOrderSchema = z
  .object({
    idPedido: z.number().int(),
    idConciliacao: z.number().int(),
    numeroNota: z.string().nullable(),
    situacao: z.enum(AWAITING_ACTIONS),
    desde: z.string().describe('When the upload was made, ISO instant'),
  })
  .describe('An invoice awaiting action');

/** The report of one supplier over one period. */
export const idgfReportSchema = z
  .object({
    fornecedor: z.object({ id: z.number().int(), nome: z.string() }),
    periodo: z.object({ de: weekKey, ate: weekKey, inicio: z.string(), fim: z.string() }),
    hoje: z.string().describe('yyyy-mm-dd, São Paulo: the day the current-state figures are read on'),
    semanas: z.array(idgfWeekSchema),
    entregas: counts(DELIVERY_TIMINGS),
    aceites: counts(ACCEPTANCE_TIMINGS),
    primeiraPassagem: counts(FIRST_PASS_OUTCOMES),
    motivos: z.array(z.object({ codigo: z.string(), envios: z.number().int() })),
    aguardandoAcao: z.object({
      inProgress: z.number().int(),
      rejected: z.number().int(),
      /** The oldest ones first, at most IDGF_AWAITING_SHOWN (the CSV has them all). */
      pedidos: z.array(idgfAwaitingOrderSchema),
    }),
    documentos: z.object({
      expiring: z.number().int(),
      expired: z.number().int(),
      itens: z.array(expiringDocumentSchema),
    }),
  })
  .describe("A supplier's performance report (IDGF)");
export type IdgfReport = z.infer<typeof idgfReportSchema>;
export type IdgfAwaitingOrder = z.infer<typeof idgfAwaitingOrderSchema>;

/** Invoices awaiting action listed in the report itself (the card shows them; the CSV lists up to the export cap). */
export const IDGF_AWAITING_SHOWN = 10;
/** The most rows a figure's CSV carries (the shared export cap). */
export const IDGF_CSV_MAX_ROWS = 10_000;
