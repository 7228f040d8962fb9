import { compareDecimals, decimal } from '../conciliation/decimal';
import type { RoadDocument } from '../compliance/road-document';
import type { Language, TextsByLanguage } from '../i18n/languages';

/**
 * Producer declarations (spec 001 §3, §4, §9): statuses, the Fecomercio states, the list's sizes and the audit's
 * own checks, shared by the server and the screens.
 */

/** Declaration status (spec 001 §4): 1 awaiting evaluation, 2 approved, 3 rejected. */
export const DECLARATION_STATUS = { awaiting: 1, approved: 2, rejected: 3 } as const;
export const DECLARATION_STATUSES = [1, 2, 3] as const;
export type DeclarationStatusId = (typeof DECLARATION_STATUSES)[number];

export const DECLARATION_STATUS_NAMES: TextsByLanguage<DeclarationStatusId> = {
  'pt-BR': { 1: 'Aguardando avaliação', 2: 'Aprovada', 3: 'Reprovada' },
  'en-US': { 1: 'Awaiting evaluation', 2: 'Approved', 3: 'Rejected' },
  'es-ES': { 1: 'En espera de evaluación', 2: 'Aprobada', 3: 'Rechazada' },
};

export function isDeclarationStatus(id: number): id is DeclarationStatusId {
  return (DECLARATION_STATUSES as readonly number[]).includes(id);
}

export function declarationStatusName(id: number, language: Language): string {
  return isDeclarationStatus(id) ? DECLARATION_STATUS_NAMES[language][id] : String(id);
}

/** statusFecomercio (spec 001 §4), read-only: the chamber of commerce's states of the declaration (decision A22). */
export const FECOMERCIO_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type FecomercioStatusId = (typeof FECOMERCIO_STATUSES)[number];

export const FECOMERCIO_STATUS_NAMES: TextsByLanguage<FecomercioStatusId> = {
  'pt-BR': {
    1: 'Não enviada',
    2: 'Solicitação de criação enviada',
    3: 'Criação em análise',
    4: 'Criação reprovada',
    5: 'Criação aprovada',
    6: 'Solicitação de alteração enviada',
    7: 'Alteração em análise',
    8: 'Alteração reprovada',
    9: 'Alteração aprovada',
    10: 'Erro de integração',
  },
  'en-US': {
    1: 'Not sent',
    2: 'Creation request sent',
    3: 'Creation under analysis',
    4: 'Creation rejected',
    5: 'Creation approved',
    6: 'Change request sent',
    7: 'Change under analysis',
    8: 'Change rejected',
    9: 'Change approved',
    10: 'Integration error',
  },
  'es-ES': {
    1: 'No enviada',
    2: 'Solicitud de creación enviada',
    3: 'Creación en análisis',
    4: 'Creación rechazada',
    5: 'Creación aprobada',
    6: 'Solicitud de cambio enviada',
    7: 'Cambio en análisis',
    8: 'Cambio rechazado',
    9: 'Cambio aprobado',
    10: 'Error de integración',
  },
};

export function fecomercioStatusName(id: number, language: Language): string {
  return (FECOMERCIO_STATUSES as readonly number[]).includes(id)
    ? FECOMERCIO_STATUS_NAMES[language][id as FecomercioStatusId]
    : String(id);
}

/** The road's reading of a declaration's status (road-document.ts): 1 awaiting, 2 approved, 3 rejected. */
export function declarationVerdict(status: number): RoadDocument['verdict'] {
  if (status === DECLARATION_STATUS.approved) return 'approved';
  if (status === DECLARATION_STATUS.rejected) return 'rejected';
  return 'awaiting';
}

/** listarTodasFiltradas: 20 a page by default (spec 001 §9), numbered from 0. */
export const DECLARATION_PAGE_SIZE = 20;
export const DECLARATION_FIRST_PAGE = 0;
/** The CSV of the filtered list: at most this many rows (spec 001 §7, §9). */
export const DECLARATION_EXPORT_MAX = 10_000;
/** An order's history answers at most this many uploads (newest first). */
export const DECLARATION_HISTORY_MAX = 100;
/** The order's items shown on the audit form. */
export const DECLARATION_ITEMS_MAX = 500;

/** Text limits of the audit form (the table's checks, declarations.ts). */
export const DECLARATION_LIMITS = { numeroDJO: 50, observacao: 4000, fornecedor: 120 } as const;
/** FOB prices: up to 10 integer and 4 fraction digits (numeric(14, 4)). */
export const FOB_PATTERN = /^\d{1,10}(?:[.,]\d{1,4})?$/;

/** The list's orders (decision A21: the spec names "sort" without its options). Newest registration first by default. */
export const DECLARATION_SORTS = ['cadastroDesc', 'cadastroAsc', 'pedidoAsc', 'validadeAsc'] as const;
export type DeclarationSort = (typeof DECLARATION_SORTS)[number];

/** What the audit's own checks read: FOB min and max as typed (a dot decimal), declaration and validity dates. */
export interface DeclarationAuditFacts {
  itemFOBMin: string | null;
  itemFOBMax: string | null;
  dataDeclaracao: string | null;
  dataValidade: string | null;
}

/** A check of the audit form that is a business rule rather than a field's shape (the server refuses with its code). */
export type DeclarationAuditProblem =
  | { code: 'validation'; field: 'itemFOBMax'; reason: 'fobRange' }
  | { code: 'documentDatesReversed'; field: 'dataValidade' };

/** FOB min above max, then a validity date before the declaration date: the first problem, or null. */
export function declarationAuditProblem(facts: DeclarationAuditFacts): DeclarationAuditProblem | null {
  if (
    facts.itemFOBMin !== null &&
    facts.itemFOBMax !== null &&
    compareDecimals(decimal(facts.itemFOBMin), decimal(facts.itemFOBMax)) > 0
  )
    return { code: 'validation', field: 'itemFOBMax', reason: 'fobRange' };
  if (facts.dataDeclaracao !== null && facts.dataValidade !== null && facts.dataValidade < facts.dataDeclaracao)
    return { code: 'documentDatesReversed', field: 'dataValidade' };
  return null;
}

/**
 * Whether the audit may name this norm: the norm it already names stays whatever its state; a new choice must be
 * an active norm (normInactive otherwise, decision N5).
 */
export function normChoiceAllowed(choice: { id: number; active: boolean }, currentNormId: number | null): boolean {
  return choice.id === currentNormId || choice.active;
}
