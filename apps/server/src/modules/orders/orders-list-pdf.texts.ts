import type { Language } from '@portal/domain';

/**
 * Texts of the order list's PDF around its table, in the portal's three languages. The column headers, status,
 * nature, filter and sort names come from packages/domain (order-column-texts.ts), as on the screen.
 */
export interface OrdersListPdfTexts {
  title: string;
  subject: string;
  generatedAt: (time: string) => string;
  empty: string;
  page: (page: number, pages: number) => string;
}

export const ORDERS_LIST_PDF_TEXTS: Readonly<Record<Language, OrdersListPdfTexts>> = {
  'pt-BR': {
    title: 'Consulta de pedidos',
    subject: 'Pedidos da consulta, com os filtros aplicados',
    generatedAt: (time) => `Gerado em ${time} (horário de Brasília)`,
    empty: 'Nenhum pedido encontrado.',
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
  'en-US': {
    title: 'Order inquiry',
    subject: 'Orders of the inquiry, with the filters applied',
    generatedAt: (time) => `Generated on ${time} (Brasília time)`,
    empty: 'No orders found.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  'es-ES': {
    title: 'Consulta de pedidos',
    subject: 'Pedidos de la consulta, con los filtros aplicados',
    generatedAt: (time) => `Generado el ${time} (hora de Brasilia)`,
    empty: 'No se encontraron pedidos.',
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
};
