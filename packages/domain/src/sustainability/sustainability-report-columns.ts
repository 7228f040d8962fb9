import { formatDateBr, formatInstantBr } from '../calendar/date-format';
import type { Language, TextsByLanguage } from '../i18n/languages';
import { orderNatureName } from '../orders/order-column-texts';
import type { CsvValue } from '../shared/csv';
import { AUDIT_STATUS_TEXTS, certificateTypeName, isAuditStatus } from './sustainability-rules';

/**
 * The sustainability report's 24 columns (SU19), in the spec's order: one table of key and value read by the CSV
 * (the server's renderer), with the headers in the three languages beside it.
 */

/** A row of the report as the server reads it (instants as Date, days YYYY-MM-DD). */
export interface SustainabilityReportRow {
  orderId: number;
  certificateCode: string | null;
  status: number;
  certificateType: number;
  orderNature: string;
  certificateValid: boolean;
  udaId: number | null;
  udaCode: string | null;
  udaDescription: string | null;
  conciliationApproved: boolean | null;
  rating: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
  expeditionDate: string | null;
  validUntil: string | null;
  activeValidityPeriod: boolean | null;
  bccuQuantity: string | null;
  odnCodeRepeated: boolean | null;
  odnCertificateCode: string | null;
  bccuWithinMargin: boolean | null;
  supplierName: string;
  /** ww/yyyy */
  commercialWeek: string;
  pieces: number;
}

export const SUSTAINABILITY_REPORT_COLUMN_KEYS = [
  'orderId',
  'certificateCode',
  'auditStatus',
  'type',
  'orderNature',
  'certificateValid',
  'udaId',
  'udaCode',
  'udaDescription',
  'conciliationApproved',
  'rating',
  'notes',
  'createdAt',
  'updatedAt',
  'issueDate',
  'expiryDate',
  'activeValidityPeriod',
  'bccuQuantity',
  'odnCodeRepeated',
  'odnCertificateCode',
  'bccuWithinMargin',
  'supplierName',
  'commercialWeek',
  'pieces',
] as const;
export type SustainabilityReportColumnKey = (typeof SUSTAINABILITY_REPORT_COLUMN_KEYS)[number];

export const SUSTAINABILITY_REPORT_HEADERS: TextsByLanguage<SustainabilityReportColumnKey> = {
  'pt-BR': {
    orderId: 'Pedido',
    certificateCode: 'Código do certificado',
    auditStatus: 'Status da auditoria',
    type: 'Tipo',
    orderNature: 'Natureza do pedido',
    certificateValid: 'Certificado válido',
    udaId: 'ID UDA',
    udaCode: 'Código UDA',
    udaDescription: 'Descrição UDA',
    conciliationApproved: 'Conciliação aprovada',
    rating: 'Avaliação',
    notes: 'Anotações',
    createdAt: 'Data de criação',
    updatedAt: 'Data de modificação',
    issueDate: 'Data de expedição',
    expiryDate: 'Data de validade',
    activeValidityPeriod: 'Certificado com período de vigência ativo',
    bccuQuantity: 'Quantidade de BCCUs',
    odnCodeRepeated: 'Código ODN repetido',
    odnCertificateCode: 'Código do certificado ODN',
    bccuWithinMargin: 'BCCUs dentro da margem de erro',
    supplierName: 'Fornecedor',
    commercialWeek: 'Semana comercial',
    pieces: 'Quantidade de peças',
  },
  'en-US': {
    orderId: 'Order',
    certificateCode: 'Certificate code',
    auditStatus: 'Audit status',
    type: 'Type',
    orderNature: 'Order nature',
    certificateValid: 'Valid certificate',
    udaId: 'UDA ID',
    udaCode: 'UDA code',
    udaDescription: 'UDA description',
    conciliationApproved: 'Conciliation approved',
    rating: 'Rating',
    notes: 'Notes',
    createdAt: 'Created',
    updatedAt: 'Modified',
    issueDate: 'Issue date',
    expiryDate: 'Expiry date',
    activeValidityPeriod: 'Certificate with active validity period',
    bccuQuantity: 'BCCU quantity',
    odnCodeRepeated: 'Repeated ODN code',
    odnCertificateCode: 'ODN certificate code',
    bccuWithinMargin: 'BCCUs within error margin',
    supplierName: 'Provider',
    commercialWeek: 'Commercial week',
    pieces: 'Piece quantity',
  },
  'es-ES': {
    orderId: 'Pedido',
    certificateCode: 'Código del certificado',
    auditStatus: 'Estado de la auditoría',
    type: 'Tipo',
    orderNature: 'Naturaleza del pedido',
    certificateValid: 'Certificado válido',
    udaId: 'ID UDA',
    udaCode: 'Código UDA',
    udaDescription: 'Descripción UDA',
    conciliationApproved: 'Conciliación aprobada',
    rating: 'Evaluación',
    notes: 'Anotaciones',
    createdAt: 'Fecha de creación',
    updatedAt: 'Fecha de modificación',
    issueDate: 'Fecha de expedición',
    expiryDate: 'Fecha de validez',
    activeValidityPeriod: 'Certificado con período de vigencia activo',
    bccuQuantity: 'Cantidad de BCCUs',
    odnCodeRepeated: 'Código ODN repetido',
    odnCertificateCode: 'Código del certificado ODN',
    bccuWithinMargin: 'BCCUs dentro del margen de error',
    supplierName: 'Proveedor',
    commercialWeek: 'Semana comercial',
    pieces: 'Cantidad de piezas',
  },
};

/** Sim/Não for a recorded answer, nothing (---) for none. */
const yesNo = (value: boolean | null): CsvValue => (value === null ? null : value);

/** Each column's value of a row, in the spec's order (dates dd/mm/yyyy [hh:mm], booleans Sim/Não). */
export const SUSTAINABILITY_REPORT_COLUMNS: readonly {
  key: SustainabilityReportColumnKey;
  value: (row: SustainabilityReportRow, language: Language) => CsvValue;
}[] = [
  { key: 'orderId', value: (r) => r.orderId },
  { key: 'certificateCode', value: (r) => r.certificateCode },
  { key: 'auditStatus', value: (r) => (isAuditStatus(r.status) ? AUDIT_STATUS_TEXTS[r.status] : r.status) },
  { key: 'type', value: (r, language) => certificateTypeName(r.certificateType, language) },
  { key: 'orderNature', value: (r, language) => orderNatureName(r.orderNature, language) },
  { key: 'certificateValid', value: (r) => r.certificateValid },
  { key: 'udaId', value: (r) => r.udaId },
  { key: 'udaCode', value: (r) => r.udaCode },
  { key: 'udaDescription', value: (r) => r.udaDescription },
  { key: 'conciliationApproved', value: (r) => yesNo(r.conciliationApproved) },
  { key: 'rating', value: (r) => r.rating },
  { key: 'notes', value: (r) => r.notes },
  { key: 'createdAt', value: (r) => formatInstantBr(r.createdAt) },
  { key: 'updatedAt', value: (r) => formatInstantBr(r.updatedAt) },
  { key: 'issueDate', value: (r) => (r.expeditionDate ? formatDateBr(r.expeditionDate) : null) },
  { key: 'expiryDate', value: (r) => (r.validUntil ? formatDateBr(r.validUntil) : null) },
  { key: 'activeValidityPeriod', value: (r) => yesNo(r.activeValidityPeriod) },
  { key: 'bccuQuantity', value: (r) => r.bccuQuantity },
  { key: 'odnCodeRepeated', value: (r) => yesNo(r.odnCodeRepeated) },
  { key: 'odnCertificateCode', value: (r) => r.odnCertificateCode },
  { key: 'bccuWithinMargin', value: (r) => yesNo(r.bccuWithinMargin) },
  { key: 'supplierName', value: (r) => r.supplierName },
  { key: 'commercialWeek', value: (r) => r.commercialWeek },
  { key: 'pieces', value: (r) => r.pieces },
];
