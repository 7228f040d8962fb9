import {
  formatCnpj,
  formatPhone,
  SUBCONTRACTOR_LIMITS,
  SUBCONTRACTOR_REQUIRED_FIELDS,
  SUBCONTRACTOR_STATUS,
  subcontractorInputSchema,
  type SubcontractorDto,
  type SubcontractorInput,
  type SubcontractorStatusId,
} from '@portal/domain';
import { ApiError } from '../../../lib/api-client';

/** What the form's fields hold (as typed, masks included). */
export interface SubcontractorForm {
  razaoSocial: string;
  nomeFantasia: string;
  cnpj: string;
  endereco: string;
  telefonePrincipal: string;
  outroTelefone: string;
  email: string;
  status: SubcontractorStatusId;
  codigoABVTEX: string;
  anotacoes: string;
}

export type SubcontractorField = keyof SubcontractorForm;

/** The form's fields in their order on screen (the nine required ones of spec 001 §5, then the notes). */
export const FORM_FIELDS: readonly SubcontractorField[] = [...SUBCONTRACTOR_REQUIRED_FIELDS, 'anotacoes'];

/** A new subcontractor: empty, Active (spec 001 §4). */
export const NEW_SUBCONTRACTOR: SubcontractorForm = {
  razaoSocial: '',
  nomeFantasia: '',
  cnpj: '',
  endereco: '',
  telefonePrincipal: '',
  outroTelefone: '',
  email: '',
  status: SUBCONTRACTOR_STATUS.active,
  codigoABVTEX: '',
  anotacoes: '',
};

/** A saved subcontractor in the form: CNPJ and phones with their masks. */
export function formOf(dto: SubcontractorDto): SubcontractorForm {
  return {
    razaoSocial: dto.razaoSocial,
    nomeFantasia: dto.nomeFantasia,
    cnpj: formatCnpj(dto.cnpj),
    endereco: dto.endereco,
    telefonePrincipal: formatPhone(dto.telefonePrincipal),
    outroTelefone: formatPhone(dto.outroTelefone),
    email: dto.email,
    status:
      dto.status.id === SUBCONTRACTOR_STATUS.inactive ? SUBCONTRACTOR_STATUS.inactive : SUBCONTRACTOR_STATUS.active,
    codigoABVTEX: dto.codigoABVTEX,
    anotacoes: dto.anotacoes ?? '',
  };
}

/**
 * Why a field is refused: `required` (missing or blank), the domain schema's messages (invalidCnpj, invalidPhone,
 * invalidEmail, tooLong, invalidAbvtexCode, invalidStatus) and the server's cnpjInUse; `invalid` for anything else.
 */
export type FieldProblem =
  | 'required'
  | 'invalidCnpj'
  | 'invalidPhone'
  | 'invalidEmail'
  | 'tooLong'
  | 'invalidAbvtexCode'
  | 'invalidStatus'
  | 'cnpjInUse'
  | 'invalid';

export type FieldProblems = Partial<Record<SubcontractorField, FieldProblem>>;

const KNOWN: ReadonlySet<string> = new Set([
  'invalidCnpj',
  'invalidPhone',
  'invalidEmail',
  'tooLong',
  'invalidAbvtexCode',
  'invalidStatus',
  'cnpjInUse',
]);

function isField(name: unknown): name is SubcontractorField {
  return typeof name === 'string' && (FORM_FIELDS as readonly string[]).includes(name);
}

/** One issue's problem: a missing value (zod's invalid_type on an absent field) is `required`. */
function problemOf(code: string, message: string): FieldProblem {
  if (code === 'invalid_type' || message === 'requiredField') return 'required';
  return KNOWN.has(message) ? (message as FieldProblem) : 'invalid';
}

/** The form checked with the server's own schema (spec 001 §5): the input to send, or each field's first problem. */
export function checkSubcontractor(
  form: SubcontractorForm,
): { ok: true; input: SubcontractorInput } | { ok: false; problems: FieldProblems } {
  const parsed = subcontractorInputSchema.safeParse(form);
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !problems[field]) problems[field] = problemOf(issue.code, issue.message);
  }
  return { ok: false, problems };
}

/** The fields a refused save names (requiredField's field, validation's fields: a CNPJ another one holds). */
export function problemsFromServer(error: unknown): FieldProblems {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return {};
  const details = error.details as { field?: unknown; fields?: unknown };
  const problems: FieldProblems = {};
  if (error.code === 'requiredField') {
    const field = typeof details.field === 'string' ? details.field.replace(/^subcontratado\./, '') : null;
    if (isField(field)) problems[field] = 'required';
  }
  if (Array.isArray(details.fields)) {
    for (const entry of details.fields as { field?: unknown; code?: unknown; message?: unknown }[]) {
      const field = typeof entry.field === 'string' ? entry.field.replace(/^subcontratado\./, '') : null;
      if (isField(field) && !problems[field])
        problems[field] = problemOf(String(entry.code ?? ''), String(entry.message ?? ''));
    }
  }
  return problems;
}

/** The longest text a field takes (the inputs stop there; the schema says tooLong past it). */
export const FIELD_MAX: Partial<Record<SubcontractorField, number>> = {
  razaoSocial: SUBCONTRACTOR_LIMITS.razaoSocial,
  nomeFantasia: SUBCONTRACTOR_LIMITS.nomeFantasia,
  endereco: SUBCONTRACTOR_LIMITS.endereco,
  telefonePrincipal: SUBCONTRACTOR_LIMITS.telefone,
  outroTelefone: SUBCONTRACTOR_LIMITS.telefone,
  email: SUBCONTRACTOR_LIMITS.email,
  codigoABVTEX: SUBCONTRACTOR_LIMITS.codigoABVTEX,
  anotacoes: SUBCONTRACTOR_LIMITS.anotacoes,
};
