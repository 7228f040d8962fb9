import {
  declarationAuditInputSchema,
  declarationAuditProblem,
  type DeclarationAuditInput,
  type DeclarationDto,
} from '@portal/domain';

/** What the audit form's fields hold: texts as typed (dates YYYY-MM-DD or ''). */
export interface AuditForm {
  status: '1' | '2' | '3';
  idNorma: string;
  itemFOBMin: string;
  itemFOBMax: string;
  dataDeclaracao: string;
  dataValidade: string;
  numeroDJO: string;
  dataDJO: string;
  moeda: string;
  observacao: string;
}
export type AuditField = keyof AuditForm;

/** A FOB price as the form shows it: the stored decimal, in Brazilian notation, trailing zeros dropped. */
function fobText(value: string | null): string {
  if (value === null) return '';
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return trimmed.replace('.', ',');
}

/** The form of a stored declaration. A new audit offers BRL (the currency left blank otherwise). */
export function auditFormOf(d: DeclarationDto): AuditForm {
  return {
    status: String(d.status.id) as AuditForm['status'],
    idNorma: d.norma ? String(d.norma.id) : '',
    itemFOBMin: fobText(d.itemFOBMin),
    itemFOBMax: fobText(d.itemFOBMax),
    dataDeclaracao: d.dataDeclaracao ?? '',
    dataValidade: d.dataValidade ?? '',
    numeroDJO: d.numeroDJO ?? '',
    dataDJO: d.dataDJO ?? '',
    moeda: d.moeda ?? (d.status.id === 1 ? 'BRL' : ''),
    observacao: d.observacao ?? '',
  };
}

/** A field's problem: the schema's message code ('tooLong', 'invalidDecimal', …) or a rule's. */
export type AuditProblems = Partial<Record<AuditField, string>>;

/** The audit to send, or each field's problem: the domain's schema and rules, as the server applies them. */
export function checkAudit(
  form: AuditForm,
): { ok: true; input: DeclarationAuditInput } | { ok: false; problems: AuditProblems } {
  const parsed = declarationAuditInputSchema.safeParse(form);
  if (!parsed.success) {
    const problems: AuditProblems = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AuditField;
      problems[field] ??=
        issue.message === 'tooLong' || issue.message.startsWith('invalid') ? issue.message : 'invalid';
      if (field.startsWith('data')) problems[field] = 'date';
    }
    return { ok: false, problems };
  }
  const problem = declarationAuditProblem(parsed.data);
  if (problem)
    return {
      ok: false,
      problems: { [problem.field]: problem.code === 'validation' ? problem.reason : problem.code },
    };
  return { ok: true, input: parsed.data };
}
