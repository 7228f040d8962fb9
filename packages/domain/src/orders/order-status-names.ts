import type { Language, TextsByLanguage } from '../i18n/languages';
import type { ConciliationStatus } from './order-actions';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

/**
 * The names of the statuses an order shows, in the three languages, keyed by the code the API carries: the
 * order's status letter, each conciliation side's status id, the RFM's. The one source: the server writes them
 * (the orders API's `descricao`, CSV and PDF texts, conciliation answers), the web shows them (the grid, its files
 * and filters, the conciliation screens); no catalogue repeats them.
 */
export const ORDER_STATUS_NAMES: TextsByLanguage<OrderStatus> = {
  'pt-BR': {
    A: 'Aprovado',
    W: 'Em edição',
    S: 'Submetido',
    C: 'Cancelado',
    D: 'Entregue',
    I: 'Excluído',
    N: 'Novo',
    M: 'Modificado',
  },
  'en-US': {
    A: 'Approved',
    W: 'Editing',
    S: 'Submitted',
    C: 'Cancelled',
    D: 'Delivered',
    I: 'Deleted',
    N: 'New',
    M: 'Modified',
  },
  'es-ES': {
    A: 'Aprobado',
    W: 'En edición',
    S: 'Enviado',
    C: 'Cancelado',
    D: 'Entregado',
    I: 'Eliminado',
    N: 'Nuevo',
    M: 'Modificado',
  },
};

/** A conciliation side's status (spec 000 §4): 0 not sent, 1 sent, 2 reconciled, 3 rejected, 4 conditional. */
export const CONCILIATION_STATUS_NAMES: TextsByLanguage<ConciliationStatus> = {
  'pt-BR': { 0: 'Não enviado', 1: 'Enviado', 2: 'Conciliado', 3: 'Reprovado', 4: 'Condicional' },
  'en-US': { 0: 'Not sent', 1: 'Sent', 2: 'Reconciled', 3: 'Rejected', 4: 'Conditional' },
  'es-ES': { 0: 'No enviado', 1: 'Enviado', 2: 'Conciliado', 3: 'Rechazado', 4: 'Condicional' },
};

/** The RFM's status: 0 not issued, 1 issued. */
export const RFM_STATUS_NAMES: TextsByLanguage<0 | 1> = {
  'pt-BR': { 0: 'Não emitido', 1: 'Emitido' },
  'en-US': { 0: 'Not issued', 1: 'Issued' },
  'es-ES': { 0: 'No emitido', 1: 'Emitido' },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The name of an order status ("Aprovado"); a code the list does not know comes back as it is. */
export function orderStatusName(status: string, language: Language): string {
  return isOrderStatus(status) ? ORDER_STATUS_NAMES[language][status] : status;
}

/** "A - Aprovado", as the grid, its files and the order screens write a status; an unknown code as it is. */
export function orderStatusLabel(status: string, language: Language): string {
  return isOrderStatus(status) ? `${status} - ${ORDER_STATUS_NAMES[language][status]}` : status;
}

function nameOf(names: Readonly<Record<number, string>>, id: number): string {
  return Object.hasOwn(names, id) ? names[id]! : String(id);
}

/** A conciliation side's status name; an unknown id shows as itself. */
export function conciliationStatusName(id: number, language: Language): string {
  return nameOf(CONCILIATION_STATUS_NAMES[language], id);
}

/** The RFM status name; an unknown id shows as itself. */
export function rfmStatusName(id: number, language: Language): string {
  return nameOf(RFM_STATUS_NAMES[language], id);
}
