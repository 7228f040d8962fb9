import type { CertificateAuditValues, SustainabilityCertificateDto } from '@portal/domain';

/** A yes/no the auditor may leave unanswered. */
export type TriState = '' | 'true' | 'false';

/** The audit form as the fields hold it (texts; dates YYYY-MM-DD as the date field gives them). */
export interface AuditForm {
  status: '0' | '1' | '2';
  certificadoValido: 'Sim' | 'Não';
  conciliacaoAprovada: TriState;
  avaliacao: string;
  anotacoes: string;
  buyerIDNumberIgualALoja: TriState;
  qtdBCCUs: string;
  qtdBCCUsDentroDaMargemDeErro: TriState;
  codigoODNRepetido: TriState;
  codigoCertificadoODN: string;
  dataValidade: string;
  certificadoComPeriodoVigenciaAtivo: TriState;
}

export const FLAG_FIELDS = [
  'conciliacaoAprovada',
  'buyerIDNumberIgualALoja',
  'qtdBCCUsDentroDaMargemDeErro',
  'codigoODNRepetido',
  'certificadoComPeriodoVigenciaAtivo',
] as const;

const tri = (value: boolean | null): TriState => (value === null ? '' : value ? 'true' : 'false');

/** The form of a stored certificate. */
export function auditFormOf(c: SustainabilityCertificateDto): AuditForm {
  return {
    status: String(c.status.id) as AuditForm['status'],
    certificadoValido: c.certificadoValido,
    conciliacaoAprovada: tri(c.conciliacaoAprovada),
    avaliacao: c.avaliacao ?? '',
    anotacoes: c.anotacoes ?? '',
    buyerIDNumberIgualALoja: tri(c.buyerIDNumberIgualALoja),
    qtdBCCUs: c.qtdBCCUs === null ? '' : String(Number(c.qtdBCCUs)).replace('.', ','),
    qtdBCCUsDentroDaMargemDeErro: tri(c.qtdBCCUsDentroDaMargemDeErro),
    codigoODNRepetido: tri(c.codigoODNRepetido),
    codigoCertificadoODN: c.codigoCertificadoODN ?? '',
    dataValidade: c.dataValidade ?? '',
    certificadoComPeriodoVigenciaAtivo: tri(c.certificadoComPeriodoVigenciaAtivo),
  };
}

export type AuditProblem = 'notesRequired' | 'bccuInvalid';

/** Why the form cannot be saved, by field (the server checks the same). */
export function auditProblems(form: AuditForm): Partial<Record<'anotacoes' | 'qtdBCCUs', AuditProblem>> {
  const problems: Partial<Record<'anotacoes' | 'qtdBCCUs', AuditProblem>> = {};
  if (form.status === '2' && form.anotacoes.trim() === '') problems.anotacoes = 'notesRequired';
  if (form.qtdBCCUs.trim() !== '' && !/^\d{1,10}([.,]\d{1,4})?$/.test(form.qtdBCCUs.trim()))
    problems.qtdBCCUs = 'bccuInvalid';
  return problems;
}

/** atualizarInformacoesCertificado's input: status and validity always, the optional fields only when filled (SU22). */
export function auditInputOf(id: number, form: AuditForm): CertificateAuditValues {
  const input: Record<string, unknown> = {
    id,
    status: Number(form.status),
    certificadoValido: form.certificadoValido,
  };
  for (const field of FLAG_FIELDS) if (form[field] !== '') input[field] = form[field] === 'true';
  for (const field of ['avaliacao', 'anotacoes', 'qtdBCCUs', 'codigoCertificadoODN', 'dataValidade'] as const) {
    const value = form[field].trim();
    if (value !== '') input[field] = value;
  }
  return input as CertificateAuditValues;
}
