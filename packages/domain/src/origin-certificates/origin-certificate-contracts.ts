import { z } from 'zod';
import { isCalendarDate } from '../calendar/commercial-week';
import { blankAsMissing, intSchema as int, positiveIdInput, withDaysInOrder } from '../shared/contract-fields';
import { LIST_PAGE_MAX, listPageOf } from '../shared/paging';

/**
 * Origin certificates (certificadoOrigem, spec 001 §2, §3, §5, §7 "Origin certificates (REST)", §9): the list
 * `GET /certificado-origem`, one certificate, its PDF, the upload (POST) and the edit (PUT), and the CSV export.
 */

/** Rows a page of the list shows (spec 001 §9: 20 for origin certificates); perPage is capped at it. */
export const ORIGIN_CERTIFICATE_PAGE_SIZE = 20;
/** The list's pages count from 1 (currentPage: the page a person reads; decision in docs/decisions.md). */
export const ORIGIN_CERTIFICATE_FIRST_PAGE = 1;
/** The code (codigo): 1 to 100 characters. */
export const ORIGIN_CERTIFICATE_CODE_MAX = 100;
/** Rows the CSV export holds at most (spec 001 §9 "Exports fetch up to 10000 rows"). */
export const ORIGIN_CERTIFICATE_CSV_MAX_ROWS = 10_000;
/** Digits an order number takes in a form or a filter. */
export const ORIGIN_CERTIFICATE_ORDER_DIGITS = 10;

/** A number as a form or a query string carries it (digits); blank is "not given". */
function digitsAsNumber(value: unknown): unknown {
  const v = blankAsMissing(value);
  return typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
}

/** An order number (the ERP's order id). */
const orderNumberInput = z.preprocess(digitsAsNumber, positiveIdInput);
const optionalOrderNumber = z.preprocess(digitsAsNumber, positiveIdInput.optional());

/** A day YYYY-MM-DD that the calendar has (2026-02-30 is refused); blank is no filter. */
const optionalDay = z.preprocess(blankAsMissing, z.string().refine(isCalendarDate, 'date').optional());

/** The code: trimmed, 1 to 100 characters; blank is requiredField. */
export const originCertificateCodeSchema = z.preprocess(
  blankAsMissing,
  z.string().max(ORIGIN_CERTIFICATE_CODE_MAX, 'tooLong'),
);

/**
 * The list's filters (spec 001 §3 "Filters. Origin certificate"): codigo (contains, ignoring case), pedido (the order
 * number), the order's issue days (dtPedidoInicial/Final) and the certificate's update days (dtAtualizacaoInicial/
 * Final), São Paulo days, both included, the end not before the start (dateRange on the end's field).
 */
export const originCertificateFilterSchema = withDaysInOrder(
  withDaysInOrder(
    z.object({
      codigo: z.preprocess(blankAsMissing, z.string().max(ORIGIN_CERTIFICATE_CODE_MAX, 'tooLong').optional()),
      pedido: optionalOrderNumber,
      dtPedidoInicial: optionalDay,
      dtPedidoFinal: optionalDay,
      dtAtualizacaoInicial: optionalDay,
      dtAtualizacaoFinal: optionalDay,
    }),
    'dtPedidoInicial',
    'dtPedidoFinal',
  ),
  'dtAtualizacaoInicial',
  'dtAtualizacaoFinal',
);
export type OriginCertificateFilter = z.infer<typeof originCertificateFilterSchema>;
/** The filters as a form or the URL holds them (texts). */
export type OriginCertificateFilterValues = z.input<typeof originCertificateFilterSchema>;
/** The filter fields, in the screen's order. */
export const ORIGIN_CERTIFICATE_FILTER_FIELDS = [
  'codigo',
  'pedido',
  'dtPedidoInicial',
  'dtPedidoFinal',
  'dtAtualizacaoInicial',
  'dtAtualizacaoFinal',
] as const;

/**
 * GET /certificado-origem?currentPage&perPage=20&…filters: currentPage from 1 (1 when left out), perPage 1 to 20
 * (20 when left out; a larger one is capped at 20, spec 001 §7 "perPage=20").
 */
export const originCertificateListQuerySchema = z
  .object({
    currentPage: z.coerce
      .number()
      .int()
      .min(ORIGIN_CERTIFICATE_FIRST_PAGE)
      .max(LIST_PAGE_MAX + ORIGIN_CERTIFICATE_FIRST_PAGE)
      .default(ORIGIN_CERTIFICATE_FIRST_PAGE),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .default(ORIGIN_CERTIFICATE_PAGE_SIZE)
      .transform((n) => Math.min(n, ORIGIN_CERTIFICATE_PAGE_SIZE)),
  })
  .and(originCertificateFilterSchema);
export type OriginCertificateListQuery = z.infer<typeof originCertificateListQuerySchema>;

/** The CSV export's query: the list's filters, and the document's language when not the request's. */
export const originCertificateCsvQuerySchema = originCertificateFilterSchema.and(
  z.object({ userLocale: z.string().max(10).optional() }),
);
export type OriginCertificateCsvQuery = z.infer<typeof originCertificateCsvQuerySchema>;

/** POST /certificado-origem's fields (multipart, beside the file): the order and the code. */
export const originCertificateCreateSchema = z.object({
  order: orderNumberInput,
  codigo: originCertificateCodeSchema,
});
export type OriginCertificateCreate = z.infer<typeof originCertificateCreateSchema>;

/** PUT /certificado-origem/{id}'s fields (multipart, beside the optional file): the id again (optional) and the code. */
export const originCertificateUpdateSchema = z.object({
  id: z.preprocess(digitsAsNumber, positiveIdInput.optional()),
  codigo: originCertificateCodeSchema,
});
export type OriginCertificateUpdate = z.infer<typeof originCertificateUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers

/**
 * A row of the list (spec 001 §3 "Origin certificate"): code, update and creation instants, the provider (the
 * order's supplier), the order's number and id (the same number: the order id is the ERP's order number), the id.
 */
export const originCertificateRowSchema = z.object({
  id: int,
  codigo: z.string(),
  dataAtualizacao: z.string().describe('ISO 8601 instant of the last upload or edit'),
  dataCadastro: z.string().describe('ISO 8601 instant of the first upload'),
  fornecedor: z.string().describe("the order's supplier (provider) name"),
  idFornecedor: int,
  pedido: int.describe('the order number'),
  idPedido: int.describe("the order's id (the ERP order number)"),
  dataPedido: z.string().describe("the order's issue day, YYYY-MM-DD"),
});
export type OriginCertificateRow = z.infer<typeof originCertificateRowSchema>;

/** A page of the list, newest update first: temMais is true whenever the page has rows (spec 001 §4). */
export const originCertificatePageSchema = listPageOf(originCertificateRowSchema, ORIGIN_CERTIFICATE_PAGE_SIZE);
export type OriginCertificatePage = z.infer<typeof originCertificatePageSchema>;

/** The stored PDF of a certificate: its name as uploaded and its size in bytes. */
export const originCertificateFileSchema = z.object({
  nome: z.string(),
  tamanho: int.describe('bytes'),
});

/** GET /certificado-origem/{id}, and the answer of POST and PUT: the row with its file. */
export const originCertificateSchema = originCertificateRowSchema.extend({
  arquivo: originCertificateFileSchema,
});
export type OriginCertificate = z.infer<typeof originCertificateSchema>;

/** An order that still lacks an origin certificate although its supplier requires them (exigirCertifOrigem). */
export const originCertificatePendingOrderSchema = z.object({
  pedido: int,
  dataPedido: z.string().describe("the order's issue day, YYYY-MM-DD"),
  fornecedor: z.string(),
});
/** GET /certificado-origem/pendentes: the newest orders (at most 10) still lacking one. */
export const ORIGIN_CERTIFICATE_PENDING_MAX = 10;
export const originCertificatePendingSchema = z.object({
  itens: z.array(originCertificatePendingOrderSchema).max(ORIGIN_CERTIFICATE_PENDING_MAX),
});
export type OriginCertificatePending = z.infer<typeof originCertificatePendingSchema>;

/** The PDF's download name: the order number and the code, in characters every file system takes. */
export function originCertificateFileName(orderNumber: number, code: string): string {
  const safeCode = code
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `certificado-origem-${orderNumber}${safeCode ? `-${safeCode}` : ''}.pdf`;
}
