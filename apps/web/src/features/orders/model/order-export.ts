import {
  csvDocument,
  formatDateBr,
  formatDateTimeBr,
  lastConciliation,
  lastSchedule,
  ORDER_STATUS_KEYS,
  type CsvValue,
  type OrderNature,
  type OrderStatus,
} from '@portal/domain';
import type { TFunction } from 'i18next';
import type { OrderRow } from '../api/list-orders';

export const ORDERS_CSV_FILE = 'pedidos.csv';
export const ORDERS_PDF_FILE = 'pedidos.pdf';

export function statusLabel(t: TFunction, status: OrderStatus): string {
  return t(`orders.inquiry.status.${ORDER_STATUS_KEYS[status]}`);
}

/** i18n keys under orders.inquiry.natures; the API and the server's CSV keep the Portuguese values. */
const NATURE_KEYS: Record<OrderNature, string> = {
  Normal: 'normal',
  Amostra: 'sample',
  Importado: 'imported',
  'Bonificado MKT': 'bonusMarketing',
  'Bonificado Compras': 'bonusPurchasing',
};

/** The nature in the current language; a value outside the list is shown as it came. */
export function natureLabel(t: TFunction, nature: string): string {
  const key = Object.hasOwn(NATURE_KEYS, nature) ? NATURE_KEYS[nature as OrderNature] : undefined;
  return key ? t(`orders.inquiry.natures.${key}`) : nature;
}

export function weekYear(order: OrderRow): string {
  const c = order.calendarioComercial;
  return `${String(c.semanaComercial).padStart(2, '0')}/${c.ano}`;
}

export function deliveryOf(order: OrderRow): string {
  const schedule = lastSchedule(order);
  return schedule ? formatDateTimeBr(schedule.dtEntrega, schedule.horaEntrega) : '';
}

/**
 * The grid as a table of texts (full, never truncated): the CSV and the PDF of the visible rows and
 * the download-all CSV share it, so the files always match the screen's columns.
 */
export function orderExportTable(t: TFunction, orders: readonly OrderRow[]): { header: string[]; rows: CsvValue[][] } {
  const header = [
    t('orders.inquiry.columns.order'),
    t('orders.inquiry.columns.parts'),
    t('orders.inquiry.columns.issueDate'),
    t('orders.inquiry.columns.status'),
    t('orders.inquiry.columns.nature'),
    t('orders.inquiry.columns.sampleOrigin'),
    t('orders.inquiry.columns.weekYear'),
    t('orders.inquiry.columns.dc'),
    t('orders.inquiry.columns.brand'),
    t('orders.inquiry.columns.loads'),
    t('orders.inquiry.columns.delivery'),
    t('orders.inquiry.columns.provider'),
    t('orders.inquiry.columns.commercial'),
    t('orders.inquiry.columns.fiscal'),
  ];
  const rows = orders.map((o): CsvValue[] => {
    const conciliation = lastConciliation(o);
    return [
      o.id,
      o.qtPecas,
      formatDateBr(o.dtEmissao),
      `${o.status} - ${statusLabel(t, o.status)}`,
      natureLabel(t, o.naturezaPedido),
      o.origemPedido,
      weekYear(o),
      o.localizacaoFisica.nome,
      o.marca,
      o.cargas.map((c) => c.id).join(', '),
      deliveryOf(o),
      o.fornecedor.nome,
      conciliation?.statusConciliacaoComercial.descricao,
      conciliation?.statusConciliacaoFiscal.descricao,
    ];
  });
  return { header, rows };
}

/** CSV of spec 000 §9 (semicolon, BOM, '---', neutralised formulas) of the given orders. */
export function ordersCsv(t: TFunction, orders: readonly OrderRow[]): string {
  const { header, rows } = orderExportTable(t, orders);
  return csvDocument(header, rows);
}
