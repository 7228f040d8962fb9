import {
  SAMPLE_CONCESSION_FIELDS,
  SAMPLE_CONCESSION_STATUS,
  sampleConcessionInputSchema,
  type SampleConcessionDto,
  type SampleConcessionInput,
} from '@portal/domain';

/** What the form's fields hold (texts, the status as the select gives it). */
export interface ConcessionForm {
  descricao: string;
  pedidoAmostra: string;
  pedido: string;
  status: string;
  motivo: string;
}
export type ConcessionField = keyof ConcessionForm;

/** A new concession: empty, Em Aprovação (spec 001 §4). */
export const NEW_FORM: ConcessionForm = {
  descricao: '',
  pedidoAmostra: '',
  pedido: '',
  status: String(SAMPLE_CONCESSION_STATUS.pending),
  motivo: '',
};

/** The form of a saved concession. */
export function formOf(concession: SampleConcessionDto): ConcessionForm {
  return {
    descricao: concession.descricao,
    pedidoAmostra: String(concession.pedidoAmostra),
    pedido: String(concession.pedido),
    status: String(concession.status.id),
    motivo: concession.motivo ?? '',
  };
}

export type FieldError = 'required' | 'tooLong' | 'invalidOrder' | 'invalidStatus';
export type FormErrors = Partial<Record<ConcessionField, FieldError>>;

function isField(value: unknown): value is ConcessionField {
  return (SAMPLE_CONCESSION_FIELDS as readonly unknown[]).includes(value);
}

/**
 * The input salvarConcessao takes, parsed with the domain's schema (the server parses the same), or each field's
 * problem: required when blank, too long, not an order number, not a status.
 */
export function inputFromForm(
  form: ConcessionForm,
  id: number | null,
): { ok: true; input: SampleConcessionInput } | { ok: false; errors: FormErrors } {
  const parsed = sampleConcessionInputSchema.safeParse({ ...form, id });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    if (form[field].trim() === '') errors[field] = 'required';
    else if (issue.message === 'tooLong') errors[field] = 'tooLong';
    else errors[field] = field === 'status' ? 'invalidStatus' : 'invalidOrder';
  }
  return { ok: false, errors };
}

/** The field a server refusal names (details.field: pedido, pedidoAmostra, status…), when it is one of the form's. */
export function fieldOfRefusal(details: unknown): ConcessionField | null {
  const field = typeof details === 'object' && details !== null ? (details as { field?: unknown }).field : undefined;
  return isField(field) ? field : null;
}
