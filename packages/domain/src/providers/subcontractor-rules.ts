import type { Language } from '../i18n/languages';

/**
 * Subcontractors (spec 001 §3, §4, §5, §9): a factory a provider sends work to. Constants and pure rules shared by
 * the server's checks and the web's form.
 */

/** Page size of the subcontractor list (spec 001 §9); the list's pages start at 0 (§9, ambiguity A24). */
export const SUBCONTRACTOR_PAGE_SIZE = 20;
export const SUBCONTRACTOR_FIRST_PAGE = 0;

/** Subcontractor status (spec 001 §4, §9): 1 Active, 2 Inactive; a new subcontractor starts Active. */
export const SUBCONTRACTOR_STATUS = { active: 1, inactive: 2 } as const;
export const SUBCONTRACTOR_STATUSES = [SUBCONTRACTOR_STATUS.active, SUBCONTRACTOR_STATUS.inactive] as const;
export type SubcontractorStatusId = (typeof SUBCONTRACTOR_STATUSES)[number];

/** The status's description in the three languages (the answer's `status.descricao` is the pt-BR one). */
export const SUBCONTRACTOR_STATUS_NAMES: Readonly<Record<Language, Readonly<Record<SubcontractorStatusId, string>>>> = {
  'pt-BR': { 1: 'Ativo', 2: 'Inativo' },
  'en-US': { 1: 'Active', 2: 'Inactive' },
  'es-ES': { 1: 'Activo', 2: 'Inactivo' },
};

export function isSubcontractorStatus(value: unknown): value is SubcontractorStatusId {
  return value === SUBCONTRACTOR_STATUS.active || value === SUBCONTRACTOR_STATUS.inactive;
}

export function subcontractorStatusName(id: number, language: Language = 'pt-BR'): string {
  return isSubcontractorStatus(id) ? SUBCONTRACTOR_STATUS_NAMES[language][id] : String(id);
}

/** The pick lists' placeholder option (spec 001 §2: "a placeholder option with id -1"): nothing chosen. */
export const PICK_LIST_PLACEHOLDER_ID = -1;

/**
 * Whether the subcontractor of a form has been saved (has an id): only then may a provider be added to it
 * (spec 001 §5 "Linking"; otherwise subcontractorMustBeSaved).
 */
export function isSavedSubcontractor(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/** Text limits of the subcontractor form (not in the spec; decided, docs/decisions.md). */
export const SUBCONTRACTOR_LIMITS = {
  razaoSocial: 150,
  nomeFantasia: 100,
  endereco: 255,
  /** As typed, with its mask: "(51) 99999-8888" */
  telefone: 20,
  /** RFC 5321's longest address. */
  email: 254,
  codigoABVTEX: 30,
  anotacoes: 2000,
} as const;

/** A phone's digits: the mask, spaces and a +55 country code are dropped. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * A Brazilian phone with its area code (DDD): 10 digits (landline) or 11 (mobile, starting with 9). Area codes run
 * from 11 to 99 and none ends in 0.
 */
export function isValidPhone(value: string | null | undefined): boolean {
  if (!value) return false;
  const digits = normalizePhone(value);
  if (!/^\d{10,11}$/.test(digits)) return false;
  if (digits[0] === '0' || digits[1] === '0') return false;
  return digits.length === 10 || digits[2] === '9';
}

/** (51) 3333-4444 or (51) 99999-8888; anything else as given. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const d = normalizePhone(value);
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  return value;
}
