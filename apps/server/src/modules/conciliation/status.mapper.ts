import {
  CONCILIATION_HISTORY_TEXT_MAX,
  renderReasons,
  toReasonDtos,
  type ConciliationHistoryEntryDto,
  type ConciliationItemDto,
  type ConciliationReason,
  type ConciliationResultDto,
  type Language,
} from '@portal/domain';
import { rfmStatusDto, statusDto } from './conciliation.mapper';
import type { ConciliationItemRow, HistoryRow, OrderConciliationRow } from './status.repository';

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Rendered reasons, or null when there are none. */
function reasonsText(reasons: readonly ConciliationReason[] | null | undefined, language: Language): string | null {
  const text = renderReasons(reasons, language);
  return text === '' ? null : text;
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
