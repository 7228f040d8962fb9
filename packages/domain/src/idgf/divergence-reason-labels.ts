import type { Language } from '../i18n/languages';
import type { DivergenceReason } from './idgf-figures';

/**
 * Short names of the divergence reasons for a chart's axis and a CSV column (conciliation/reason-texts.ts renders a
 * reason with its values, too long for a label). One home, read by the web's card and the server's CSV.
 */
export const DIVERGENCE_REASON_LABELS: Readonly<Record<Language, Readonly<Record<DivergenceReason, string>>>> = {
  'pt-BR': {
    quantity: 'Quantidade divergente',
    ncm: 'NCM divergente',
    saleValue: 'Valor de venda divergente',
    unitCost: 'Custo unitário divergente',
    itemCode: 'Código do item divergente',
    notInOrder: 'Item fora do pedido',
    otherOrder: 'Item de outro pedido',
    repeatedItem: 'Item repetido na nota',
    missingFromInvoice: 'Item ausente da nota',
    accessKeyFormat: 'Chave de acesso inválida',
    accessKeyCheckDigit: 'Dígito da chave incorreto',
    accessKeyMismatch: 'Chave difere do protocolo',
    accessKeyIssuer: 'Chave com outro CNPJ',
    model: 'Modelo diferente de 55',
    notAuthorised: 'Nota não autorizada',
    issuerNotSupplier: 'Emitente não é o fornecedor',
    recipientNotBuyer: 'Destinatário não é o comprador',
    invoiceAlreadyUsed: 'Nota já utilizada',
    issuerOtherBranch: 'Emitente de outra filial',
    recipientOtherBranch: 'Destinatário de outra filial',
    icmsRate: 'Alíquota de ICMS divergente',
    ipiRate: 'Alíquota de IPI divergente',
  },
  'en-US': {
    quantity: 'Quantity differs',
    ncm: 'NCM differs',
    saleValue: 'Sale value differs',
    unitCost: 'Unit cost differs',
    itemCode: 'Item code differs',
    notInOrder: 'Item not on the order',
    otherOrder: "Another order's item",
    repeatedItem: 'Item repeated on the invoice',
    missingFromInvoice: 'Item missing from the invoice',
    accessKeyFormat: 'Invalid access key',
    accessKeyCheckDigit: 'Wrong access key check digit',
    accessKeyMismatch: "Key differs from the protocol's",
    accessKeyIssuer: 'Key names another CNPJ',
    model: 'Model other than 55',
    notAuthorised: 'Invoice not authorised',
    issuerNotSupplier: 'Issuer is not the supplier',
    recipientNotBuyer: 'Recipient is not the buyer',
    invoiceAlreadyUsed: 'Invoice already used',
    issuerOtherBranch: 'Issuer is another branch',
    recipientOtherBranch: 'Recipient is another branch',
    icmsRate: 'ICMS rate differs',
    ipiRate: 'IPI rate differs',
  },
  'es-ES': {
    quantity: 'Cantidad divergente',
    ncm: 'NCM divergente',
    saleValue: 'Valor de venta divergente',
    unitCost: 'Costo unitario divergente',
    itemCode: 'Código del artículo divergente',
    notInOrder: 'Artículo fuera del pedido',
    otherOrder: 'Artículo de otro pedido',
    repeatedItem: 'Artículo repetido en la factura',
    missingFromInvoice: 'Artículo ausente de la factura',
    accessKeyFormat: 'Clave de acceso inválida',
    accessKeyCheckDigit: 'Dígito de la clave incorrecto',
    accessKeyMismatch: 'Clave distinta del protocolo',
    accessKeyIssuer: 'Clave con otro CNPJ',
    model: 'Modelo distinto de 55',
    notAuthorised: 'Factura no autorizada',
    issuerNotSupplier: 'Emisor no es el proveedor',
    recipientNotBuyer: 'Destinatario no es el comprador',
    invoiceAlreadyUsed: 'Factura ya utilizada',
    issuerOtherBranch: 'Emisor de otra sucursal',
    recipientOtherBranch: 'Destinatario de otra sucursal',
    icmsRate: 'Alícuota de ICMS divergente',
    ipiRate: 'Alícuota de IPI divergente',
  },
};

/** A reason's short name, or its code when unknown (a code stored by a later version). */
export function divergenceReasonLabel(code: string, language: Language): string {
  const labels = DIVERGENCE_REASON_LABELS[language] as Readonly<Record<string, string>>;
  return Object.hasOwn(labels, code) ? labels[code]! : code;
}
