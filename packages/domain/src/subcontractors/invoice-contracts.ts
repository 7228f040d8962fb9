import { z } from 'zod';
import { isCalendarDate } from '../calendar/commercial-week';
import { fornecedorSchema } from '../orders/order-contracts';
import { pickedId } from '../providers/provider-contracts';
import { subcontractorSummarySchema } from '../providers/subcontractor-contracts';
import { blankAsMissing, intSchema as int, positiveIdInput } from '../shared/contract-fields';

/**
 * The subcontractor invoices' contract (spec 001 §3 "Subcontractor invoice", §5, §7): the provider's outbound
 * invoice sending an order's pieces to a subcontractor and, once the work is back, the subcontractor's return
 * invoice. GraphQL buscarNotasFiscaisSubcontratadoPorPedido, buscarNotaFiscalSubcontratadoPorId,
 * criarNotaFiscalSubcontratado, atualizarNotaFiscalSubcontratado, deletarNotaFiscalSubcontratado and
 * subcontratadosDoPedido. The rules that need more than one field or the order are in invoice-rules.ts.
 */

/** The most invoices one order holds (a lot per shipment: far more than a real order needs). */
export const SUBCONTRACTOR_INVOICES_MAX = 100;

/** An NF-e number as typed: digits, optionally grouped by dots or spaces as the DANFE prints it ("000.012.345"). */
export const INVOICE_NUMBER_INPUT_MAX = 15;

/** The largest piece count the database holds (PostgreSQL `integer`). */
const PIECES_MAX = 2_147_483_647;

/** An NF-e number's digits without the DANFE's dots and spaces and without leading zeros: "000.012.345" → "12345". */
export function normalizeInvoiceNumber(text: string): string {
  return text.replace(/[.\s]/g, '').replace(/^0+/, '');
}

/** An NF-e number (nNF): 1 to 999,999,999, i.e. one to nine digits once the zeros in front are dropped. */
export function isInvoiceNumber(text: string): boolean {
  return (
    text.length <= INVOICE_NUMBER_INPUT_MAX &&
    /^[\d.\s]+$/.test(text) &&
    /^[1-9]\d{0,8}$/.test(normalizeInvoiceNumber(text))
  );
}

const invoiceNumber = z.string().refine(isInvoiceNumber, 'invoiceNumber').transform(normalizeInvoiceNumber);

const calendarDate = z.string().refine(isCalendarDate, 'date');

const pieces = z.number().int('pieces').positive('pieces').max(PIECES_MAX, 'pieces');

/** A required field: '', blanks and null are "not given" (requiredField names it). */
const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema);
/** An optional field: '', blanks, null and absent are all null (spec 001 §5: the return quantity is sent as null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional()).transform((value) => value ?? null);

/**
 * The invoice form (spec 001 §5 "Subcontractor invoice"): order, provider, subcontractor, outbound date, number and
 * piece quantity required; the return's date, number and quantity optional (null when empty). Dates YYYY-MM-DD, NF-e
 * numbers kept as their digits. The order is the page's and the provider the order's (the server refuses another, as
 * it refuses an unknown order). The web form and the server parse the same schema.
 */
export const subcontractorInvoiceInputSchema = z.object({
  idPedido: required(positiveIdInput),
  idFornecedor: required(positiveIdInput),
  idSubcontratado: required(pickedId()),
  dataNotaFiscalSaida: required(calendarDate),
  numeroNotaFiscalSaida: required(invoiceNumber),
  quantidadePecasSaida: required(pieces),
  dataNotaFiscalRetorno: optional(calendarDate),
  numeroNotaFiscalRetorno: optional(invoiceNumber),
  quantidadePecasRetorno: optional(pieces),
});
export type SubcontractorInvoiceInput = z.infer<typeof subcontractorInvoiceInputSchema>;
/** What the form holds before parsing. */
export type SubcontractorInvoiceFormValues = z.input<typeof subcontractorInvoiceInputSchema>;
export type SubcontractorInvoiceField = keyof SubcontractorInvoiceInput;

/** The fields the form shows, in its order (the order and provider come from the page). */
export const SUBCONTRACTOR_INVOICE_FORM_FIELDS = [
  'idSubcontratado',
  'dataNotaFiscalSaida',
  'numeroNotaFiscalSaida',
  'quantidadePecasSaida',
  'dataNotaFiscalRetorno',
  'numeroNotaFiscalRetorno',
  'quantidadePecasRetorno',
] as const satisfies readonly SubcontractorInvoiceField[];

/** buscarNotasFiscaisSubcontratadoPorPedido(idPedido, idFornecedor): the provider must be the order's. */
export const subcontractorInvoicesOfOrderSchema = z.object({
  idPedido: required(positiveIdInput),
  idFornecedor: required(positiveIdInput),
});

/** atualizarNotaFiscalSubcontratado(idNotaFiscal, notaFiscal). */
export const subcontractorInvoiceUpdateSchema = z.object({
  idNotaFiscal: required(positiveIdInput),
  notaFiscal: subcontractorInvoiceInputSchema,
});

// ---------------------------------------------------------------------------------------------------------
// Answers

/** GraphQL `FornecedorResumo`: the provider an invoice belongs to (the order's). */
export const providerSummarySchema = fornecedorSchema.pick({ id: true, nome: true });
export type ProviderSummaryDto = z.infer<typeof providerSummarySchema>;

/**
 * GraphQL `NotaFiscalSubcontratado` (spec 001 §3): the invoice with its order, provider and subcontractor (the
 * subcontractor as in the providers' linked table, with its status: an invoice may name one inactive since).
 */
export const subcontractorInvoiceSchema = z.object({
  id: int,
  idPedido: int,
  fornecedor: providerSummarySchema,
  subcontratado: subcontractorSummarySchema,
  /** YYYY-MM-DD */
  dataNotaFiscalSaida: z.string(),
  /** The NF-e number's digits. */
  numeroNotaFiscalSaida: z.string(),
  quantidadePecasSaida: int,
  dataNotaFiscalRetorno: z.string().nullable(),
  numeroNotaFiscalRetorno: z.string().nullable(),
  quantidadePecasRetorno: int.nullable(),
});
export type SubcontractorInvoiceDto = z.infer<typeof subcontractorInvoiceSchema>;

/** An order's invoices, in the order they were registered. */
export const subcontractorInvoiceListSchema = z.array(subcontractorInvoiceSchema).max(SUBCONTRACTOR_INVOICES_MAX);
