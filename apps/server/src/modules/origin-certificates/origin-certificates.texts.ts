import type { Language, TextsByLanguage } from '@portal/domain';

/** The CSV export's header, in the three languages of the portal (pt-BR the reference). */
const ptBR = {
  fileName: 'certificados_origem.csv',
  code: 'Código',
  order: 'Pedido',
  orderDate: 'Data do pedido',
  supplierCode: 'Código do fornecedor',
  supplier: 'Fornecedor',
  createdAt: 'Data de cadastro',
  updatedAt: 'Data de atualização',
};

export type OriginCertificateCsvTexts = Readonly<Record<keyof typeof ptBR, string>>;

export const ORIGIN_CERTIFICATE_CSV_TEXTS: TextsByLanguage<keyof OriginCertificateCsvTexts> = {
  'pt-BR': ptBR,
  'en-US': {
    fileName: 'origin_certificates.csv',
    code: 'Code',
    order: 'Order',
    orderDate: 'Order date',
    supplierCode: 'Supplier code',
    supplier: 'Supplier',
    createdAt: 'Created on',
    updatedAt: 'Updated on',
  },
  'es-ES': {
    fileName: 'certificados_origen.csv',
    code: 'Código',
    order: 'Pedido',
    orderDate: 'Fecha del pedido',
    supplierCode: 'Código del proveedor',
    supplier: 'Proveedor',
    createdAt: 'Fecha de registro',
    updatedAt: 'Fecha de actualización',
  },
};

export function csvTextsOf(language: Language): OriginCertificateCsvTexts {
  return ORIGIN_CERTIFICATE_CSV_TEXTS[language];
}
