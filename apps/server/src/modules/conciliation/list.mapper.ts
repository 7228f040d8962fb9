import { renderReason, type ConciliationListRowDto, type ConciliationReason, type Language } from '@portal/domain';
import { rfmStatusDto, statusDto } from './conciliation.mapper';
import type { ListRow } from './list.repository';

/** The list shows this many reasons of a rejection, then '…'. */
export const LIST_REASONS_SHOWN = 3;

/** The list's short form of a rejection: the first reasons, then '…'. */
export function shortReasons(
  reasons: readonly ConciliationReason[] | null | undefined,
  language: Language,
  shown: number = LIST_REASONS_SHOWN,
): string | null {
  if (!reasons || reasons.length === 0) return null;
  const head = reasons
    .slice(0, shown)
    .map((r) => renderReason(r, language))
    .join('; ');
  return reasons.length > shown ? `${head}; …` : head;
}

export function toListRowDto(row: ListRow, language: Language): ConciliationListRowDto {
  return {
    conciliacao: row.id,
    pedido: row.orderId,
    codigoFornecedor: row.supplierId,
    nomeFornecedor: row.supplierName,
    dataConciliacao: row.createdAt.toISOString(),
    motivoReprovacao: shortReasons(row.rejection, language),
    statusComercial: statusDto(row.commercialStatus, language),
    statusFiscal: statusDto(row.fiscalStatus, language),
    statusRFM: rfmStatusDto(row.rfmStatus, language),
    notaFiscal: row.invoiceNumber,
    serieNotaFiscal: row.invoiceSeries,
    cancelada: row.cancelledAt !== null,
    documentosEmAuditoria: [],
  };
}
