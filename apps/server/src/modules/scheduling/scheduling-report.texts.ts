import type { Language } from '@portal/domain';

/**
 * Texts of the scheduling report (CSV header and PDF), in the three languages of the portal. pt-BR is the
 * reference; the others are typed against it. `{…}` placeholders are filled when printed.
 */
const ptBR = {
  title: 'Relatório de agendamentos',
  subject: 'Agendamentos de entrega nos portões dos CDs',
  filters: 'Filtros',
  noFilters: 'nenhum',
  company: 'Empresa',
  allCompanies: 'todas',
  supplierName: 'Fornecedor',
  gateName: 'Portão',
  deliveryFrom: 'Entrega a partir de',
  deliveryTo: 'Entrega até',
  deliveryDateTime: 'Data e hora de entrega',
  deliveryDate: 'Data',
  deliveryTime: 'Hora',
  cd: 'CD',
  gate: 'Portão',
  load: 'Carga',
  weekYear: 'Semana/Ano',
  supplierCode: 'Código do fornecedor',
  supplier: 'Fornecedor',
  orders: 'Pedidos',
  volumes: 'Volumes',
  pieces: 'Peças',
  companies: 'Empresa',
  total: 'Total: {count} agendamentos, {volumes} volumes, {pieces} peças',
  empty: 'Nenhum agendamento encontrado com estes filtros.',
  truncated: 'Mostrando os primeiros {count} agendamentos; use o CSV para o relatório completo.',
  generatedAt: 'Gerado em {time} (horário de Brasília)',
  page: 'Página {page} de {pages}',
};

export type SchedulingReportTexts = typeof ptBR;

const enUS: SchedulingReportTexts = {
  title: 'Scheduling report',
  subject: 'Deliveries booked at the gates of the distribution centres',
  filters: 'Filters',
  noFilters: 'none',
  company: 'Company',
  allCompanies: 'all',
  supplierName: 'Supplier',
  gateName: 'Gate',
  deliveryFrom: 'Delivery from',
  deliveryTo: 'Delivery until',
  deliveryDateTime: 'Delivery date and time',
  deliveryDate: 'Date',
  deliveryTime: 'Time',
  cd: 'DC',
  gate: 'Gate',
  load: 'Load',
  weekYear: 'Week/Year',
  supplierCode: 'Supplier code',
  supplier: 'Supplier',
  orders: 'Orders',
  volumes: 'Volumes',
  pieces: 'Pieces',
  companies: 'Company',
  total: 'Total: {count} bookings, {volumes} volumes, {pieces} pieces',
  empty: 'No bookings match these filters.',
  truncated: 'Showing the first {count} bookings; use the CSV for the full report.',
  generatedAt: 'Generated at {time} (Brasília time)',
  page: 'Page {page} of {pages}',
};

const esES: SchedulingReportTexts = {
  title: 'Informe de programaciones',
  subject: 'Entregas programadas en los portones de los CD',
  filters: 'Filtros',
  noFilters: 'ninguno',
  company: 'Empresa',
  allCompanies: 'todas',
  supplierName: 'Proveedor',
  gateName: 'Portón',
  deliveryFrom: 'Entrega desde',
  deliveryTo: 'Entrega hasta',
  deliveryDateTime: 'Fecha y hora de entrega',
  deliveryDate: 'Fecha',
  deliveryTime: 'Hora',
  cd: 'CD',
  gate: 'Portón',
  load: 'Carga',
  weekYear: 'Semana/Año',
  supplierCode: 'Código del proveedor',
  supplier: 'Proveedor',
  orders: 'Pedidos',
  volumes: 'Volúmenes',
  pieces: 'Piezas',
  companies: 'Empresa',
  total: 'Total: {count} programaciones, {volumes} volúmenes, {pieces} piezas',
  empty: 'Ninguna programación coincide con estos filtros.',
  truncated: 'Se muestran las primeras {count} programaciones; use el CSV para el informe completo.',
  generatedAt: 'Generado el {time} (hora de Brasilia)',
  page: 'Página {page} de {pages}',
};

export const SCHEDULING_REPORT_TEXTS: Readonly<Record<Language, SchedulingReportTexts>> = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
};

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
