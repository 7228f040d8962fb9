import type { Language, TextsByLanguage } from '../i18n/languages';
import type { OrderSort } from './order-filter';
import type { OrderNature } from './order-status';

/**
 * Texts of the order inquiry's columns and natures in the portal's three languages: the grid's headers (the web
 * catalogue's orders.inquiry.columns and .natures are these objects), the CSV and PDF of the list and the
 * server's detailed report all read them, so a file always names a column as the screen does.
 */
const ptBR = {
  // the grid's columns (spec 000 §2), in its order
  order: 'Pedido',
  parts: 'Peças',
  issueDate: 'Emissão',
  status: 'Status',
  nature: 'Natureza',
  sampleOrigin: 'Pedido origem amostra',
  weekYear: 'Semana/ano',
  dc: 'CD',
  brand: 'Marca',
  loads: 'Cargas',
  delivery: 'Entrega',
  provider: 'Fornecedor',
  /** the grid's two dots; files write the two statuses below */
  conciliation: 'Conciliação',
  commercial: 'Conciliação comercial',
  fiscal: 'Conciliação fiscal',
  // the detailed report's further columns
  supplierCode: 'Código do fornecedor',
  supplierCnpj: 'CNPJ do fornecedor',
  company: 'Empresa',
  quantityBought: 'Quantidade comprada',
  packages: 'Pacotes',
  volumes: 'Volumes',
  department: 'Departamento',
  orderType: 'Tipo de pedido',
  country: 'País',
  paymentTerms: 'Condição de pagamento',
  paymentMethod: 'Forma de pagamento',
  freightTerms: 'Termos de frete',
  deliveryStart: 'Início da entrega',
  deliveryEnd: 'Fim da entrega',
  cancellationDate: 'Data de cancelamento',
  gate: 'Portão',
  usesSubcontractor: 'Utiliza subcontratado',
  sustainability: 'Sustentabilidade',
  version: 'Versão',
  acceptedBy: 'Aceite por',
  acceptedAt: 'Data do aceite',
  notes: 'Observação',
};

export type OrderColumnKey = keyof typeof ptBR;

export const ORDER_COLUMN_HEADERS: TextsByLanguage<OrderColumnKey> = {
  'pt-BR': ptBR,
  'en-US': {
    order: 'Order',
    parts: 'Parts',
    issueDate: 'Issue date',
    status: 'Status',
    nature: 'Nature',
    sampleOrigin: 'Sample origin order',
    weekYear: 'Week/year',
    dc: 'DC',
    brand: 'Brand',
    loads: 'Loads',
    delivery: 'Delivery',
    provider: 'Supplier',
    conciliation: 'Conciliation',
    commercial: 'Commercial conciliation',
    fiscal: 'Fiscal conciliation',
    supplierCode: 'Supplier code',
    supplierCnpj: 'Supplier CNPJ',
    company: 'Company',
    quantityBought: 'Quantity bought',
    packages: 'Packages',
    volumes: 'Volumes',
    department: 'Department',
    orderType: 'Order type',
    country: 'Country',
    paymentTerms: 'Payment terms',
    paymentMethod: 'Payment method',
    freightTerms: 'Freight terms',
    deliveryStart: 'Delivery start',
    deliveryEnd: 'Delivery end',
    cancellationDate: 'Cancellation date',
    gate: 'Gate',
    usesSubcontractor: 'Uses a subcontractor',
    sustainability: 'Sustainability',
    version: 'Version',
    acceptedBy: 'Accepted by',
    acceptedAt: 'Acceptance date',
    notes: 'Notes',
  },
  'es-ES': {
    order: 'Pedido',
    parts: 'Piezas',
    issueDate: 'Emisión',
    status: 'Estado',
    nature: 'Naturaleza',
    sampleOrigin: 'Pedido origen de muestra',
    weekYear: 'Semana/año',
    dc: 'CD',
    brand: 'Marca',
    loads: 'Cargas',
    delivery: 'Entrega',
    provider: 'Proveedor',
    conciliation: 'Conciliación',
    commercial: 'Conciliación comercial',
    fiscal: 'Conciliación fiscal',
    supplierCode: 'Código del proveedor',
    supplierCnpj: 'CNPJ del proveedor',
    company: 'Empresa',
    quantityBought: 'Cantidad comprada',
    packages: 'Paquetes',
    volumes: 'Volúmenes',
    department: 'Departamento',
    orderType: 'Tipo de pedido',
    country: 'País',
    paymentTerms: 'Condición de pago',
    paymentMethod: 'Forma de pago',
    freightTerms: 'Términos de flete',
    deliveryStart: 'Inicio de la entrega',
    deliveryEnd: 'Fin de la entrega',
    cancellationDate: 'Fecha de cancelación',
    gate: 'Puerta',
    usesSubcontractor: 'Utiliza subcontratista',
    sustainability: 'Sostenibilidad',
    version: 'Versión',
    acceptedBy: 'Aceptado por',
    acceptedAt: 'Fecha de aceptación',
    notes: 'Observación',
  },
};

/** Keys of the natures' texts (the API and the database keep the Portuguese values). */
export const ORDER_NATURE_KEYS = {
  Normal: 'normal',
  Amostra: 'sample',
  Importado: 'imported',
  'Bonificado MKT': 'bonusMarketing',
  'Bonificado Compras': 'bonusPurchasing',
} as const satisfies Record<OrderNature, string>;

export type OrderNatureKey = (typeof ORDER_NATURE_KEYS)[OrderNature];

export const ORDER_NATURE_NAMES: TextsByLanguage<OrderNatureKey> = {
  'pt-BR': {
    normal: 'Normal',
    sample: 'Amostra',
    imported: 'Importado',
    bonusMarketing: 'Bonificado MKT',
    bonusPurchasing: 'Bonificado Compras',
  },
  'en-US': {
    normal: 'Standard',
    sample: 'Sample',
    imported: 'Imported',
    bonusMarketing: 'Bonus (marketing)',
    bonusPurchasing: 'Bonus (purchasing)',
  },
  'es-ES': {
    normal: 'Normal',
    sample: 'Muestra',
    imported: 'Importado',
    bonusMarketing: 'Bonificado marketing',
    bonusPurchasing: 'Bonificado compras',
  },
};

/** The nature in a language; a value outside the list is shown as it came. */
export function orderNatureName(nature: string, language: Language): string {
  const key = Object.hasOwn(ORDER_NATURE_KEYS, nature) ? ORDER_NATURE_KEYS[nature as OrderNature] : undefined;
  return key ? ORDER_NATURE_NAMES[language][key] : nature;
}

/** How the files write a yes/no cell. */
export const YES_NO: TextsByLanguage<'yes' | 'no'> = {
  'pt-BR': { yes: 'Sim', no: 'Não' },
  'en-US': { yes: 'Yes', no: 'No' },
  'es-ES': { yes: 'Sí', no: 'No' },
};

/** The filters named as the grid names their column: a filter on the order's status is "Status", as its column. */
const columnsNamed = (language: Language) => {
  const { order, status, nature, provider, company } = ORDER_COLUMN_HEADERS[language];
  return { order, status, nature, provider, company };
};

/** Names of the order filters (spec 000 §2), as the filter form labels them and documents list them. */
const filterLabelsPtBR = {
  ...columnsNamed('pt-BR'),
  week: 'Semana comercial',
  yearWeek: 'Ano-semana',
  dc: 'Centro de distribuição',
  load: 'Carga',
  scheduledFrom: 'Agendamento de',
  scheduledTo: 'Agendamento até',
  sort: 'Ordenação',
};

export type OrderFilterLabelKey = keyof typeof filterLabelsPtBR;

export const ORDER_FILTER_LABELS: TextsByLanguage<OrderFilterLabelKey> = {
  'pt-BR': filterLabelsPtBR,
  'en-US': {
    ...columnsNamed('en-US'),
    week: 'Business week',
    yearWeek: 'Year-week',
    dc: 'Distribution centre',
    load: 'Load',
    scheduledFrom: 'Scheduled from',
    scheduledTo: 'Scheduled to',
    sort: 'Sort by',
  },
  'es-ES': {
    ...columnsNamed('es-ES'),
    week: 'Semana comercial',
    yearWeek: 'Año-semana',
    dc: 'Centro de distribución',
    load: 'Carga',
    scheduledFrom: 'Programación desde',
    scheduledTo: 'Programación hasta',
    sort: 'Ordenar por',
  },
};

/** Names of the sort options of the order inquiry. */
export const ORDER_SORT_NAMES: TextsByLanguage<OrderSort> = {
  'pt-BR': {
    pedido: 'Pedido (decrescente)',
    semana: 'Semana comercial',
    emissao: 'Data de emissão',
    entrega: 'Data de entrega',
  },
  'en-US': {
    pedido: 'Order (descending)',
    semana: 'Business week',
    emissao: 'Issue date',
    entrega: 'Delivery date',
  },
  'es-ES': {
    pedido: 'Pedido (descendente)',
    semana: 'Semana comercial',
    emissao: 'Fecha de emisión',
    entrega: 'Fecha de entrega',
  },
};
