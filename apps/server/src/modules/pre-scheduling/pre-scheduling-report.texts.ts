import type { Language } from '@portal/domain';

/**
 * Texts of the pre-scheduling report (CSV header and PDF), in the three languages of the portal. pt-BR is the
 * reference; the others are typed against it. `{…}` placeholders are filled when printed.
 */
const ptBR = {
  title: 'Relatório de pré-agendamentos',
  subject: 'Capacidade reservada para fornecedores nos CDs',
  filters: 'Filtros',
  all: 'todos',
  allCompanies: 'todas',
  supplier: 'Fornecedor',
  cnpj: 'CNPJ',
  company: 'Empresa',
  cd: 'CD',
  description: 'Descrição',
  capacity: 'Capacidade',
  active: 'Ativo',
  workHourType: 'Tipo de horário',
  startDate: 'Data inicial',
  endDate: 'Data final',
  startTime: 'Hora inicial',
  endTime: 'Hora final',
  weekdays: 'Dias da semana',
  weekdayNames: 'Dom,Seg,Ter,Qua,Qui,Sex,Sáb',
  weekly: 'Semanal',
  dateRange: 'Período',
  yes: 'Sim',
  no: 'Não',
  total: 'Total: {count} pré-agendamentos',
  empty: 'Nenhum pré-agendamento encontrado com estes filtros.',
  truncated: 'Mostrando os primeiros {count} pré-agendamentos.',
};

export type PreSchedulingReportTexts = typeof ptBR;

const enUS: PreSchedulingReportTexts = {
  title: 'Pre-scheduling report',
  subject: 'Capacity reserved for suppliers at the distribution centres',
  filters: 'Filters',
  all: 'all',
  allCompanies: 'all',
  supplier: 'Supplier',
  cnpj: 'CNPJ',
  company: 'Company',
  cd: 'DC',
  description: 'Description',
  capacity: 'Capacity',
  active: 'Active',
  workHourType: 'Work-hour type',
  startDate: 'Start date',
  endDate: 'End date',
  startTime: 'Start time',
  endTime: 'End time',
  weekdays: 'Weekdays',
  weekdayNames: 'Sun,Mon,Tue,Wed,Thu,Fri,Sat',
  weekly: 'Weekly',
  dateRange: 'Date range',
  yes: 'Yes',
  no: 'No',
  total: 'Total: {count} pre-schedulings',
  empty: 'No pre-schedulings match these filters.',
  truncated: 'Showing the first {count} pre-schedulings.',
};

const esES: PreSchedulingReportTexts = {
  title: 'Informe de citas previas',
  subject: 'Capacidad reservada para proveedores en los CD',
  filters: 'Filtros',
  all: 'todos',
  allCompanies: 'todas',
  supplier: 'Proveedor',
  cnpj: 'CNPJ',
  company: 'Empresa',
  cd: 'CD',
  description: 'Descripción',
  capacity: 'Capacidad',
  active: 'Activo',
  workHourType: 'Tipo de horario',
  startDate: 'Fecha inicial',
  endDate: 'Fecha final',
  startTime: 'Hora inicial',
  endTime: 'Hora final',
  weekdays: 'Días de la semana',
  weekdayNames: 'Dom,Lun,Mar,Mié,Jue,Vie,Sáb',
  weekly: 'Semanal',
  dateRange: 'Período',
  yes: 'Sí',
  no: 'No',
  total: 'Total: {count} citas previas',
  empty: 'Ninguna cita previa coincide con estos filtros.',
  truncated: 'Se muestran las primeras {count} citas previas.',
};

export const PRE_SCHEDULING_REPORT_TEXTS: Readonly<Record<Language, PreSchedulingReportTexts>> = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
};

/** "Seg, Qua, Sex": the weekdays (1 Sunday … 7 Saturday) by their short names, ascending. */
export function weekdaysText(days: readonly number[], texts: PreSchedulingReportTexts): string {
  const names = texts.weekdayNames.split(',');
  return [...days]
    .sort((a, b) => a - b)
    .map((d) => names[d - 1] ?? String(d))
    .join(', ');
}

export function workHourTypeText(id: number, texts: PreSchedulingReportTexts): string {
  return id === 2 ? texts.dateRange : texts.weekly;
}
