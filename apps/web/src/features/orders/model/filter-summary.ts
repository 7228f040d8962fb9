import { companyById, formatDateBr, type OrderFilter } from '@portal/domain';
import type { TFunction } from 'i18next';
import { natureLabel, statusLabel } from './order-export';

/** "Label: value" of each active filter, for the PDF header (the sort is always named). */
export function filterSummary(t: TFunction, filter: OrderFilter, cdName: (id: number) => string | undefined): string[] {
  const f = (key: string, value: string | number) => `${t(`orders.inquiry.filters.${key}`)}: ${value}`;
  const lines: string[] = [];
  if (filter.id !== undefined) lines.push(f('order', filter.id));
  if (filter.calendarioComercial?.semanaComercial !== undefined)
    lines.push(f('week', filter.calendarioComercial.semanaComercial));
  if (filter.anoSemanaComercial) lines.push(f('yearWeek', filter.anoSemanaComercial));
  if (filter.status) lines.push(f('status', `${filter.status} - ${statusLabel(t, filter.status)}`));
  if (filter.naturezaPedido) lines.push(f('nature', natureLabel(t, filter.naturezaPedido)));
  if (filter.cd !== undefined) lines.push(f('dc', cdName(filter.cd) ?? filter.cd));
  if (filter.carga !== undefined) lines.push(f('load', filter.carga));
  if (filter.dataAgendamentoInicial) lines.push(f('scheduledFrom', formatDateBr(filter.dataAgendamentoInicial)));
  if (filter.dataAgendamentoFinal) lines.push(f('scheduledTo', formatDateBr(filter.dataAgendamentoFinal)));
  if (filter.fornecedor?.nome) lines.push(f('provider', filter.fornecedor.nome));
  if (filter.idEmpresa !== undefined) lines.push(f('company', companyById(filter.idEmpresa)?.name ?? filter.idEmpresa));
  lines.push(f('sort', t(`orders.inquiry.sorts.${filter.ordenacao ?? 'pedido'}`)));
  return lines;
}
