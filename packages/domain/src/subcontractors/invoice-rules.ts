import { formatDateBr } from '../calendar/date-format';
import type { ErrorCode } from '../errors/codes';
import {
  SUBCONTRACTOR_INVOICES_MAX,
  type SubcontractorInvoiceField,
  type SubcontractorInvoiceInput,
} from './invoice-contracts';

/**
 * The rules of a subcontractor invoice beyond its fields' shapes (decisions, docs/decisions.md "Subcontractor
 * invoices"): pure, so the server's write and the web's form decide alike.
 *
 * - **Quantities, per subcontractor.** An order's pieces may pass through several subcontractors one after another
 *   (cutting, then sewing, then washing), each receiving all of them, possibly in several lots: the outbound pieces
 *   of an order's invoices to one subcontractor add up to at most the order's pieces. The limit is per
 *   subcontractor, not per order.
 * - **A return brings back at most what its outbound invoice sent** (losses and rejects make fewer), and a return is
 *   one document: its date, number and pieces are given together or not at all.
 * - **Dates**: no invoice dated after today (São Paulo's), no return before its outbound invoice.
 * - **One registration per document**: an outbound NF-e number appears once per order and subcontractor.
 * - **At most SUBCONTRACTOR_INVOICES_MAX invoices per order.**
 */

/** The codes these rules answer with (each a message in the three languages, errors/messages.*.ts). */
export type InvoiceRuleCode = Extract<
  ErrorCode,
  | 'subcontractorInvoiceTooMany'
  | 'subcontractorInvoiceFutureDate'
  | 'subcontractorInvoiceReturnIncomplete'
  | 'subcontractorInvoiceReturnBeforeOutbound'
  | 'subcontractorInvoiceReturnAboveOutbound'
  | 'subcontractorInvoiceDuplicate'
  | 'subcontractorInvoicePiecesAboveOrder'
>;

/** A broken rule: the field to show it under (null: the invoice as a whole), the code and its message's values. */
export interface InvoiceProblem {
  field: SubcontractorInvoiceField | null;
  code: InvoiceRuleCode;
  params: Readonly<Record<string, string | number>>;
}

/** What the rules read of the invoice being saved. */
export type InvoiceRuleInput = Pick<
  SubcontractorInvoiceInput,
  | 'idSubcontratado'
  | 'dataNotaFiscalSaida'
  | 'numeroNotaFiscalSaida'
  | 'quantidadePecasSaida'
  | 'dataNotaFiscalRetorno'
  | 'numeroNotaFiscalRetorno'
  | 'quantidadePecasRetorno'
>;

/** One of the order's invoices as stored. */
export interface InvoiceOnOrder {
  id: number;
  idSubcontratado: number;
  numeroNotaFiscalSaida: string;
  quantidadePecasSaida: number;
}

export interface InvoiceRuleContext {
  /** São Paulo's today, YYYY-MM-DD (todayInSaoPaulo: the server's clock, the browser's). */
  today: string;
  /** The order's pieces (qtPecas). */
  orderPieces: number;
  /** Every invoice of the order as stored, the edited one included (it is recognised by `editing`). */
  invoices: readonly InvoiceOnOrder[];
  /** The id of the invoice being edited; null for a new one. */
  editing: number | null;
}

const RETURN_FIELDS = ['dataNotaFiscalRetorno', 'numeroNotaFiscalRetorno', 'quantidadePecasRetorno'] as const;

/** The outbound pieces the order's other invoices send to a subcontractor. */
export function piecesSentTo(
  subcontractorId: number,
  invoices: readonly InvoiceOnOrder[],
  editing: number | null = null,
): number {
  return invoices
    .filter((i) => i.id !== editing && i.idSubcontratado === subcontractorId)
    .reduce((sum, i) => sum + i.quantidadePecasSaida, 0);
}

/** How many more pieces an order may send to a subcontractor (never below 0). */
export function piecesAvailableFor(
  subcontractorId: number,
  context: Pick<InvoiceRuleContext, 'orderPieces' | 'invoices' | 'editing'>,
): number {
  return Math.max(0, context.orderPieces - piecesSentTo(subcontractorId, context.invoices, context.editing));
}

/** Every rule the invoice breaks, in the form's order (empty when it may be saved). */
export function subcontractorInvoiceProblems(input: InvoiceRuleInput, context: InvoiceRuleContext): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const problem = (field: InvoiceProblem['field'], code: InvoiceRuleCode, params: InvoiceProblem['params'] = {}) =>
    problems.push({ field, code, params });
  const others = context.invoices.filter((i) => i.id !== context.editing);

  if (context.editing === null && others.length >= SUBCONTRACTOR_INVOICES_MAX)
    problem(null, 'subcontractorInvoiceTooMany', { max: SUBCONTRACTOR_INVOICES_MAX });

  const today = formatDateBr(context.today);
  if (input.dataNotaFiscalSaida > context.today)
    problem('dataNotaFiscalSaida', 'subcontractorInvoiceFutureDate', { today });

  if (
    others.some(
      (i) => i.idSubcontratado === input.idSubcontratado && i.numeroNotaFiscalSaida === input.numeroNotaFiscalSaida,
    )
  )
    problem('numeroNotaFiscalSaida', 'subcontractorInvoiceDuplicate', { number: input.numeroNotaFiscalSaida });

  const sent = piecesSentTo(input.idSubcontratado, others);
  if (sent + input.quantidadePecasSaida > context.orderPieces)
    problem('quantidadePecasSaida', 'subcontractorInvoicePiecesAboveOrder', {
      total: sent + input.quantidadePecasSaida,
      pieces: context.orderPieces,
      available: Math.max(0, context.orderPieces - sent),
    });

  const missing = RETURN_FIELDS.filter((field) => input[field] === null);
  if (missing.length > 0 && missing.length < RETURN_FIELDS.length)
    problem(missing[0]!, 'subcontractorInvoiceReturnIncomplete');

  const returnDate = input.dataNotaFiscalRetorno;
  if (returnDate !== null && returnDate > context.today)
    problem('dataNotaFiscalRetorno', 'subcontractorInvoiceFutureDate', { today });
  if (returnDate !== null && returnDate < input.dataNotaFiscalSaida)
    problem('dataNotaFiscalRetorno', 'subcontractorInvoiceReturnBeforeOutbound', {
      outboundDate: formatDateBr(input.dataNotaFiscalSaida),
    });

  const returned = input.quantidadePecasRetorno;
  if (returned !== null && returned > input.quantidadePecasSaida)
    problem('quantidadePecasRetorno', 'subcontractorInvoiceReturnAboveOutbound', {
      returned,
      sent: input.quantidadePecasSaida,
    });

  return problems;
}
