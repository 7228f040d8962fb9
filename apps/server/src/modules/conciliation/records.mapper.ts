import {
  CONCILIATION_HISTORY_TEXT_MAX,
  conciliationStatusName,
  renderReason,
  renderReasons,
  rfmStatusName,
  toReasonDtos,
  type ConciliationHistoryEntryDto,
  type ConciliationItemDto,
  type ConciliationListRowDto,
  type ConciliationReason,
  type ConciliationResultDto,
  type Language,
  type StatusDto,
} from '@portal/domain';
import type { ConciliationItemRow, HistoryRow, ListRow, OrderConciliationRow } from './records.repository';

/** The list shows this many reasons of a rejection, then '…'. */
export const LIST_REASONS_SHOWN = 3;

export function statusDto(id: number, language: Language): StatusDto {
  return { id, descricao: conciliationStatusName(id, language) };
}

export function rfmStatusDto(id: number, language: Language): StatusDto {
  return { id, descricao: rfmStatusName(id, language) };
}

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Rendered reasons, or null when there are none. */
function reasonsText(reasons: readonly ConciliationReason[] | null | undefined, language: Language): string | null {
  const text = renderReasons(reasons, language);
  return text === '' ? null : text;
}

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

export function toItemDto(row: ConciliationItemRow, language: Language): ConciliationItemDto {
  return {
    numeroItemNf: row.invoiceItemNumber,
    codItemPo: row.itemCodePo,
    codItemNf: row.itemCodeNf,
    descricaoCurtaPo: row.descriptionPo,
    descricaoCurtaNf: row.descriptionNf,
    eanPo: row.eanPo,
    eanNf: row.eanNf,
    quantityPo: row.quantityPo,
    quantityNf: row.quantityNf,
    ncmPo: row.ncmPo,
    ncmNf: row.ncmNf,
    custoUnitarioPo: row.unitCostPo,
    custoUnitarioNf: row.unitCostNf,
    valorVendaPo: row.saleValuePo,
    valorVendaNf: row.saleValueNf,
    aliquotaIcmsPo: row.icmsRatePo,
    aliquotaIcmsNf: row.icmsRateNf,
    aliquotaIpiPo: row.ipiRatePo,
    aliquotaIpiNf: row.ipiRateNf,
    motivoReprovacao: reasonsText(row.reasons, language),
    motivos: toReasonDtos(row.reasons, language),
  };
}

/** buscarResultadoConciliacaoPorPedido's answer, from the order's row with the conciliation it shows. */
export function toResultDto(
  row: OrderConciliationRow,
  items: readonly ConciliationItemRow[],
  language: Language,
): ConciliationResultDto | null {
  const c = row.conciliation;
  if (!c) return null;
  return {
    id: c.id,
    pedido: {
      id: row.order.id,
      status: row.order.status,
      fornecedor: { id: row.supplier.id, nome: row.supplier.name, cnpj: row.supplier.cnpj },
    },
    statusConciliacaoComercial: statusDto(c.commercialStatus, language),
    statusConciliacaoFiscal: statusDto(c.fiscalStatus, language),
    notaFiscal: c.invoiceNumber,
    serieNotaFiscal: c.invoiceSeries,
    chaveAcesso: c.accessKey,
    dataNotaFiscal: iso(c.invoiceIssuedAt),
    dataConciliacao: c.createdAt.toISOString(),
    valorNotaFiscal: c.invoiceTotal,
    cnpjEmitente: c.issuerCnpj,
    nomeEmitente: c.issuerName,
    cnpjDestinatario: c.recipientCnpj,
    motivoReprovacao: reasonsText(c.rejection, language),
    divergencias: toReasonDtos(c.rejection, language),
    observacao: c.observation,
    cancelada: c.cancelledAt !== null,
    motivoCancelamento: c.cancelReason,
    dataCancelamento: iso(c.cancelledAt),
    usuarioCancelamento: c.cancelledAt ? (row.cancelledBy ?? null) : null,
    condicional: c.conditionalAt ? { usuario: row.conditionalBy ?? '', data: c.conditionalAt.toISOString() } : null,
    statusRFM: rfmStatusDto(c.rfmStatus, language),
    dataRFM: iso(c.rfmAt),
    conciliacaoItems: items.map((item) => toItemDto(item, language)),
  };
}

/** A history entry: the reasons rendered (a cancellation without reasons reads as one) and cut. */
export function toHistoryDto(row: HistoryRow, language: Language): ConciliationHistoryEntryDto {
  const reasons: ConciliationReason[] =
    row.reasons && row.reasons.length > 0
      ? row.reasons
      : row.kind === 'cancel'
        ? [{ code: 'cancelled', text: row.note }]
        : [];
  return {
    idConciliacao: row.conciliationId,
    dtConciliacaoComercial: row.at.toISOString(),
    tipo: row.kind,
    motivoReprovacao: renderReasons(reasons, language).slice(0, CONCILIATION_HISTORY_TEXT_MAX),
    observacao: row.kind === 'cancel' ? row.note : row.observation,
    usuario: row.userName,
  };
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
  };
}
