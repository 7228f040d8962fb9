import {
  type SUBCONTRACTOR_INVOICE_FORM_FIELDS,
  subcontractorInvoiceInputSchema,
  subcontractorInvoiceProblems,
  todayInSaoPaulo,
  type InvoiceOnOrder,
  type InvoiceProblem,
  type SubcontractorInvoiceDto,
  type SubcontractorInvoiceInput,
} from '@portal/domain';

/** The form's fields (the order and provider come from the page). */
export type InvoiceFormField = (typeof SUBCONTRACTOR_INVOICE_FORM_FIELDS)[number];

/** What the inputs hold: the select's value as text ('' nothing chosen), dates YYYY-MM-DD or as typed, pieces '' when empty. */
export interface InvoiceFormValues {
  idSubcontratado: string;
  dataNotaFiscalSaida: string;
  numeroNotaFiscalSaida: string;
  quantidadePecasSaida: number | '';
  dataNotaFiscalRetorno: string;
  numeroNotaFiscalRetorno: string;
  quantidadePecasRetorno: number | '';
}

export const EMPTY_INVOICE_FORM: InvoiceFormValues = {
  idSubcontratado: '',
  dataNotaFiscalSaida: '',
  numeroNotaFiscalSaida: '',
  quantidadePecasSaida: '',
  dataNotaFiscalRetorno: '',
  numeroNotaFiscalRetorno: '',
  quantidadePecasRetorno: '',
};

/** An invoice as the form shows it for editing. */
export function formOf(invoice: SubcontractorInvoiceDto): InvoiceFormValues {
  return {
    idSubcontratado: String(invoice.subcontratado.id),
    dataNotaFiscalSaida: invoice.dataNotaFiscalSaida,
    numeroNotaFiscalSaida: invoice.numeroNotaFiscalSaida,
    quantidadePecasSaida: invoice.quantidadePecasSaida,
    dataNotaFiscalRetorno: invoice.dataNotaFiscalRetorno ?? '',
    numeroNotaFiscalRetorno: invoice.numeroNotaFiscalRetorno ?? '',
    quantidadePecasRetorno: invoice.quantidadePecasRetorno ?? '',
  };
}

/** A problem under a field: one of the form's own words (shape) or a rule's code with its values (errors catalogue). */
export type FieldProblem =
  | { kind: 'shape'; key: 'required' | 'date' | 'invoiceNumber' | 'pieces' | 'invalid' }
  | { kind: 'rule'; code: InvoiceProblem['code']; params: InvoiceProblem['params'] };

export type InvoiceFormCheck =
  | { ok: true; input: SubcontractorInvoiceInput }
  | { ok: false; problems: Partial<Record<InvoiceFormField, FieldProblem>>; general: InvoiceProblem | null };

const SHAPE_KEYS = new Set(['date', 'invoiceNumber', 'pieces']);

export interface InvoiceFormContext {
  idPedido: number;
  idFornecedor: number;
  /** The order's pieces (the quantity rule). */
  orderPieces: number;
  /** The order's invoices as listed (the edited one included). */
  invoices: readonly SubcontractorInvoiceDto[];
  /** The invoice being edited; null for a new one. */
  editing: number | null;
  /** São Paulo's today on the browser's clock (default: now). */
  today?: string;
}

/** The order's invoices as the rules read them. */
export function ruleInvoices(invoices: readonly SubcontractorInvoiceDto[]): InvoiceOnOrder[] {
  return invoices.map((i) => ({
    id: i.id,
    idSubcontratado: i.subcontratado.id,
    numeroNotaFiscalSaida: i.numeroNotaFiscalSaida,
    quantidadePecasSaida: i.quantidadePecasSaida,
  }));
}

/**
 * The form checked as the server will check it: the domain's schema (required fields, dates, NF-e numbers, pieces),
 * then the domain's rules (quantities per subcontractor, the return, dates, duplicates) with the order's invoices.
 * The first problem of each field is shown under it.
 */
export function checkInvoiceForm(values: InvoiceFormValues, context: InvoiceFormContext): InvoiceFormCheck {
  const candidate = {
    ...values,
    idPedido: context.idPedido,
    idFornecedor: context.idFornecedor,
    idSubcontratado: values.idSubcontratado === '' ? null : Number(values.idSubcontratado),
  };
  const parsed = subcontractorInvoiceInputSchema.safeParse(candidate);
  const problems: Partial<Record<InvoiceFormField, FieldProblem>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InvoiceFormField;
      if (problems[field]) continue;
      const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
      problems[field] = {
        kind: 'shape',
        key: missing ? 'required' : SHAPE_KEYS.has(issue.message) ? (issue.message as 'date') : 'invalid',
      };
    }
    return { ok: false, problems, general: null };
  }
  const found = subcontractorInvoiceProblems(parsed.data, {
    today: context.today ?? todayInSaoPaulo(),
    orderPieces: context.orderPieces,
    invoices: ruleInvoices(context.invoices),
    editing: context.editing,
  });
  if (found.length === 0) return { ok: true, input: parsed.data };
  let general: InvoiceProblem | null = null;
  for (const problem of found) {
    if (problem.field === null) general ??= problem;
    else if (problem.field !== 'idPedido' && problem.field !== 'idFornecedor' && !problems[problem.field])
      problems[problem.field] = { kind: 'rule', code: problem.code, params: problem.params };
  }
  return { ok: false, problems, general };
}
