import type { Language, TextsByLanguage } from '../i18n/languages';

/**
 * Order-sample concessions (spec 001 §3 "Order sample concession", §4 "Order sample status", §5 "Order sample",
 * §9): the portal's decision on a sample order of an original order. Constants and pure rules shared by the
 * server's checks and the web's form.
 */

/** Page size of the concession list (spec 001 §9); its pages are numbered from 1 (§9). */
export const SAMPLE_CONCESSION_PAGE_SIZE = 10;
export const SAMPLE_CONCESSION_FIRST_PAGE = 1;
/** Description and reason: at most 255 characters each (spec 001 §5, §9). */
export const SAMPLE_CONCESSION_TEXT_MAX = 255;
/** The list shows at most 200 characters of a description; the full text on hover (spec 001 §9). */
export const SAMPLE_CONCESSION_TRUNCATE = 200;
/** Longest supplier filter (code or name). */
export const SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX = 100;

/** Order sample status (spec 001 §4, §9): 1 Em Aprovação, 2 Aprovado, 3 Reprovado; a new concession starts at 1. */
export const SAMPLE_CONCESSION_STATUS = { pending: 1, approved: 2, refused: 3 } as const;
export const SAMPLE_CONCESSION_STATUSES = [
  SAMPLE_CONCESSION_STATUS.pending,
  SAMPLE_CONCESSION_STATUS.approved,
  SAMPLE_CONCESSION_STATUS.refused,
] as const;
export type SampleConcessionStatusId = (typeof SAMPLE_CONCESSION_STATUSES)[number];

/** The status's name in the three languages (the pt-BR names are the spec's and the ERP's sample statuses). */
export const SAMPLE_CONCESSION_STATUS_NAMES: TextsByLanguage<SampleConcessionStatusId> = {
  'pt-BR': { 1: 'Em Aprovação', 2: 'Aprovado', 3: 'Reprovado' },
  'en-US': { 1: 'Pending approval', 2: 'Approved', 3: 'Rejected' },
  'es-ES': { 1: 'En aprobación', 2: 'Aprobado', 3: 'Rechazado' },
};

export function isSampleConcessionStatus(value: unknown): value is SampleConcessionStatusId {
  return (SAMPLE_CONCESSION_STATUSES as readonly unknown[]).includes(value);
}

/** A status's name; an unknown id shows as itself. */
export function sampleConcessionStatusName(id: number, language: Language): string {
  return isSampleConcessionStatus(id) ? SAMPLE_CONCESSION_STATUS_NAMES[language][id] : String(id);
}

/**
 * The ERP's sample status (orders.sample_status, written in Portuguese) as the same status id: the ERP and the
 * concessions share one vocabulary. null for an empty or unknown text.
 */
export function erpSampleStatusId(status: string | null | undefined): SampleConcessionStatusId | null {
  const text = (status ?? '').trim();
  const names = SAMPLE_CONCESSION_STATUS_NAMES['pt-BR'];
  const found = SAMPLE_CONCESSION_STATUSES.find((id) => names[id] === text);
  return found ?? null;
}

/** What a save would change that it may not; the field it concerns and the error code the server answers. */
export type ConcessionChangeProblem =
  | { field: 'status'; code: 'sampleConcessionStartsPending' }
  | { field: 'pedido' | 'pedidoAmostra'; code: 'sampleConcessionKeysLocked' };

/**
 * Whether a save keeps the rules of spec 001 §4: a new concession starts at 1 (Em Aprovação); an existing one may
 * take any status, but its two order keys (sample order, original order) are locked. `stored` is null for a new one.
 */
export function concessionChangeProblems(
  stored: { pedido: number; pedidoAmostra: number } | null,
  input: { pedido: number; pedidoAmostra: number; status: number },
): ConcessionChangeProblem[] {
  if (stored === null)
    return input.status === SAMPLE_CONCESSION_STATUS.pending
      ? []
      : [{ field: 'status', code: 'sampleConcessionStartsPending' }];
  const problems: ConcessionChangeProblem[] = [];
  if (input.pedidoAmostra !== stored.pedidoAmostra)
    problems.push({ field: 'pedidoAmostra', code: 'sampleConcessionKeysLocked' });
  if (input.pedido !== stored.pedido) problems.push({ field: 'pedido', code: 'sampleConcessionKeysLocked' });
  return problems;
}
