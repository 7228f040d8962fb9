import {
  conciliationStatusName,
  isConciliationStatus,
  orderStatusLabel,
  orderNatureName,
  orderStatusName,
  rfmStatusName,
  type Language,
  type OrderStatus,
  type StatusDto,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';

/**
 * Status (and nature) names on screen: the domain's one source (orders/order-status-names.ts) in the screen's language, so no
 * catalogue repeats them and the server's `descricao` (always Portuguese on the orders API) is never shown for a
 * status the portal knows.
 */
export interface StatusNames {
  language: Language;
  /** "Aprovado"; an unknown code as it came. */
  order(status: string): string;
  /** "A - Aprovado"; an unknown code as it came. */
  orderLabel(status: string): string;
  /** The order's nature ("Amostra", "Sample"); a value outside the list as it came. */
  nature(nature: string): string;
  /** A conciliation side's status; an id the portal does not know shows the server's descricao. */
  conciliation(status: StatusDto | number): string;
  /** The RFM's status, likewise. */
  rfm(status: StatusDto | number): string;
}

function unknownText(status: StatusDto | number): string {
  return typeof status === 'number' ? String(status) : status.descricao;
}

/** The status names in a language. */
export function statusNamesIn(language: Language): StatusNames {
  return {
    language,
    order: (status) => orderStatusName(status, language),
    orderLabel: (status) => orderStatusLabel(status, language),
    nature: (nature) => orderNatureName(nature, language),
    conciliation(status) {
      const id = typeof status === 'number' ? status : status.id;
      return isConciliationStatus(id) ? conciliationStatusName(id, language) : unknownText(status);
    },
    rfm(status) {
      const id = typeof status === 'number' ? status : status.id;
      return id === 0 || id === 1 ? rfmStatusName(id, language) : unknownText(status);
    },
  };
}

/** The status names in the screen's language; the component renders again when the language changes. */
export function useStatusNames(): StatusNames {
  // subscribing is what re-renders on a language switch; the language itself is read as everywhere else
  useTranslation();
  return statusNamesIn(currentLanguage());
}

/** The colour of an order status's badge, the same on every screen that shows one. */
export const ORDER_STATUS_COLOR: Readonly<Record<OrderStatus, string>> = {
  A: 'green',
  W: 'yellow',
  S: 'blue',
  C: 'gray',
  D: 'teal',
  I: 'dark',
  N: 'violet',
  M: 'orange',
};
