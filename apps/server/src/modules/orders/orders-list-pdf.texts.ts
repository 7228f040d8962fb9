import type { Language } from '@portal/domain';

/**
 * Texts of the order list's PDF around its table, in the portal's three languages. The column headers, status,
 * nature, filter and sort names come from packages/domain (order-column-texts.ts), as on the screen; "generated on"
 * and "page x of y" from platform/pdf.ts, as on every document.
 */
export interface OrdersListPdfTexts {
  title: string;
  subject: string;
  empty: string;
}

export const ORDERS_LIST_PDF_TEXTS: Readonly<Record<Language, OrdersListPdfTexts>> = {
  'pt-BR': {
    title: 'Consulta de pedidos',
    subject: 'Pedidos da consulta, com os filtros aplicados',
    empty: 'Nenhum pedido encontrado.',
  },
  'en-US': {
    title: 'Order inquiry',
    subject: 'Orders of the inquiry, with the filters applied',
    empty: 'No orders found.',
  },
  'es-ES': {
    title: 'Consulta de pedidos',
    subject: 'Pedidos de la consulta, con los filtros aplicados',
    empty: 'No se encontraron pedidos.',
  },
};
