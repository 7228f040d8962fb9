import type { Language, TextsByLanguage } from '../i18n/languages';

/**
 * Sustainability certificates (spec 001 §3 "Sustainability certificate", §4, §5, §9; checklist 2.1): constants and
 * the pure normalisers (SU4) the server's contracts and the web's forms share.
 */

/** listarSustentabilidadeAuditoriaFiltrada: pages of 20, numbered from 0 (spec 001 §9). */
export const SUSTAINABILITY_PAGE_SIZE = 20;
/** listarSustentabilidadeParaRelatorio and the CSV: at most 10,000 rows (spec 001 §7, §9). */
export const SUSTAINABILITY_REPORT_MAX = 10_000;
/** The list truncates the certificate type at 30 characters and the provider at 20 (spec 001 §9). */
export const SUSTAINABILITY_TYPE_TRUNCATE = 30;
export const SUSTAINABILITY_PROVIDER_TRUNCATE = 20;
/** The spec's wait before the upload is sent (spec 001 §7, §9), in ms; the server's config may set it to 0. */
export const DEFAULT_SUSTAINABILITY_PAUSE_MS = 2000;
/** Longest material code (the table's check) and certificate codes; the auditor's notes and rating. */
export const SUSTAINABILITY_MATERIAL_CODE_MAX = 50;
export const SUSTAINABILITY_CODE_MAX = 100;
export const SUSTAINABILITY_NOTES_MAX = 4000;
export const SUSTAINABILITY_RATING_MAX = 255;
/** Longest provider filter (code or name). */
export const SUSTAINABILITY_PROVIDER_FILTER_MAX = 100;
/** The expedition date is typed dd/mm/yyyy: exactly this many characters (spec 001 §5). */
export const EXPEDITION_DATE_LENGTH = 10;

/** tipoCertificado (decision A6): 1 BCI cotton (material code), 2 other sustainable attributes (expedition date). */
export const CERTIFICATE_TYPE = { bciCotton: 1, otherAttributes: 2 } as const;
export const CERTIFICATE_TYPES = [CERTIFICATE_TYPE.bciCotton, CERTIFICATE_TYPE.otherAttributes] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** The two slots of an order (SU3): 1 its certificate, 2 the optional second one tied to another UDA. */
export const CERTIFICATE_SLOTS = [1, 2] as const;
export type CertificateSlot = (typeof CERTIFICATE_SLOTS)[number];

/** Audit status (spec 001 §4, §9): 0 awaiting approval (the default when empty), 1 approved, 2 rejected. */
export const AUDIT_STATUS = { awaiting: 0, approved: 1, rejected: 2 } as const;
export const AUDIT_STATUSES = [AUDIT_STATUS.awaiting, AUDIT_STATUS.approved, AUDIT_STATUS.rejected] as const;
export type AuditStatusId = (typeof AUDIT_STATUSES)[number];

/** The audit text form's values (spec 001 §4): what the API and the CSV call each status in every language. */
export const AUDIT_STATUS_TEXTS: Readonly<Record<AuditStatusId, string>> = {
  0: 'AGUARDANDO APROVAÇÃO',
  1: 'APROVADO',
  2: 'REPROVADO',
};

/** The status's name on screens, in the reader's language. */
export const AUDIT_STATUS_NAMES: TextsByLanguage<AuditStatusId> = {
  'pt-BR': { 0: 'Aguardando aprovação', 1: 'Aprovado', 2: 'Reprovado' },
  'en-US': { 0: 'Awaiting approval', 1: 'Approved', 2: 'Rejected' },
  'es-ES': { 0: 'Esperando aprobación', 1: 'Aprobado', 2: 'Rechazado' },
};

/** The certificate type's name (the list's "type" column, the CSV). */
export const CERTIFICATE_TYPE_NAMES: TextsByLanguage<CertificateType> = {
  'pt-BR': { 1: 'Algodão BCI', 2: 'Outros atributos sustentáveis' },
  'en-US': { 1: 'BCI cotton', 2: 'Other sustainable attributes' },
  'es-ES': { 1: 'Algodón BCI', 2: 'Otros atributos sostenibles' },
};

export function isAuditStatus(value: unknown): value is AuditStatusId {
  return (AUDIT_STATUSES as readonly unknown[]).includes(value);
}

export function isCertificateType(value: unknown): value is CertificateType {
  return (CERTIFICATE_TYPES as readonly unknown[]).includes(value);
}

/**
 * SU4: the audit status of a value as the API, the audit text form or an old import gives it: a number or digits
 * (0, 1, 2), or the text form (AGUARDANDO APROVAÇÃO, APROVADO, REPROVADO, any case, accents optional). Empty or
 * unknown is 0, the spec's default.
 */
export function auditStatusOf(value: unknown): AuditStatusId {
  if (typeof value === 'number') return isAuditStatus(value) ? value : AUDIT_STATUS.awaiting;
  if (typeof value !== 'string') return AUDIT_STATUS.awaiting;
  const text = value.trim();
  if (/^\d$/.test(text)) return auditStatusOf(Number(text));
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
  const found = AUDIT_STATUSES.find((id) => plain(AUDIT_STATUS_TEXTS[id]) === plain(text));
  return found ?? AUDIT_STATUS.awaiting;
}

/** SU4: the audit text form of a status id (0 for anything else). */
export function auditStatusText(id: unknown): string {
  return AUDIT_STATUS_TEXTS[auditStatusOf(id)];
}

export function auditStatusName(id: number, language: Language): string {
  return isAuditStatus(id) ? AUDIT_STATUS_NAMES[language][id] : String(id);
}

export function certificateTypeName(type: number, language: Language): string {
  return isCertificateType(type) ? CERTIFICATE_TYPE_NAMES[language][type] : String(type);
}

/** SU4: the type is 2 when an expedition date is present, else 1 (the default). */
export function certificateTypeOf(dataExpedicao: string | null | undefined): CertificateType {
  return (dataExpedicao ?? '').trim() === '' ? CERTIFICATE_TYPE.bciCotton : CERTIFICATE_TYPE.otherAttributes;
}

export type YesNo = 'Sim' | 'Não';

/** SU4: certificadoValido: a truthy S, Sim or 1 (or true) is Sim, anything else Não (the default). */
export function certificateValidityOf(value: unknown): YesNo {
  if (value === true || value === 1) return 'Sim';
  if (typeof value !== 'string') return 'Não';
  const text = value.trim().toUpperCase();
  return text === 'S' || text === 'SIM' || text === '1' ? 'Sim' : 'Não';
}

/**
 * The expedition date field as the user types it (spec 001 §5): a text of more than 10 characters is reset to
 * empty; up to 10 characters it is kept as typed.
 */
export function typedExpeditionDate(text: string): string {
  return text.length > EXPEDITION_DATE_LENGTH ? '' : text;
}

/** A dd/mm/yyyy text as YYYY-MM-DD when it is a day of the calendar, else null. */
export function brDateToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** What the upload's Next (or Save) reads (SU10). */
export interface CertificateUploadForm {
  /** The user holds sustainability-add-file. */
  canAddFile: boolean;
  hasFile: boolean;
  /** A refusal of the picked file, or of the last send, is showing. */
  hasError: boolean;
  type: CertificateType;
  materialCode: string;
  /** The expedition date as typed (dd/mm/yyyy). */
  expeditionDate: string;
}

/**
 * SU10: Next needs the upload permission, a file, no error, and the type's own field: a material code (cotton) or
 * an expedition date of exactly 10 characters (other attributes).
 */
export function canSendCertificate(form: CertificateUploadForm): boolean {
  if (!form.canAddFile || !form.hasFile || form.hasError) return false;
  return form.type === CERTIFICATE_TYPE.bciCotton
    ? form.materialCode.trim() !== ''
    : form.expeditionDate.length === EXPEDITION_DATE_LENGTH;
}
