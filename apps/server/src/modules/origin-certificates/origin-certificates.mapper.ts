import type { OriginCertificate, OriginCertificateRow } from '@portal/domain';
import type { CertificateRow } from './origin-certificates.repository';

/** A row as the API answers it: instants in ISO 8601, the order's issue day YYYY-MM-DD. */
export function toCertificateRow(row: CertificateRow): OriginCertificateRow {
  return {
    id: row.id,
    codigo: row.code,
    dataAtualizacao: row.updatedAt.toISOString(),
    dataCadastro: row.createdAt.toISOString(),
    fornecedor: row.supplierName,
    idFornecedor: row.supplierId,
    // the order's id is the ERP's order number
    pedido: row.orderId,
    idPedido: row.orderId,
    dataPedido: row.orderIssuedAt,
  };
}

/** One certificate with its stored file's name and size. */
export function toCertificate(row: CertificateRow, file: { name: string; size: number }): OriginCertificate {
  return { ...toCertificateRow(row), arquivo: { nome: file.name, tamanho: file.size } };
}
