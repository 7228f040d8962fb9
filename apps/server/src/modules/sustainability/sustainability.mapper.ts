import {
  AUDIT_STATUS_TEXTS,
  auditStatusOf,
  formatWeek,
  validityStateOf,
  type AuditStatusDto,
  type CertificateOrderDto,
  type SustainabilityCertificateDto,
  type SustainabilityListRowDto,
} from '@portal/domain';
import type { CertificateListRow, CertificateOrderRow, CertificateRow } from './sustainability.repository';

/** The audit status as answered: its id and its audit text form (AGUARDANDO APROVAÇÃO, APROVADO, REPROVADO). */
export function auditStatusDto(status: number): AuditStatusDto {
  const id = auditStatusOf(status);
  return { id, descricao: AUDIT_STATUS_TEXTS[id] };
}

// the table's checks hold slot and type to 1 or 2
const oneOrTwo = (value: number): 1 | 2 => (value === 2 ? 2 : 1);

/** A certificate as the API answers it: instants in ISO 8601, days YYYY-MM-DD, the validity as of today. */
export function toCertificateDto(row: CertificateRow, today: string): SustainabilityCertificateDto {
  return {
    id: row.id,
    idPedido: row.orderId,
    slot: oneOrTwo(row.slot),
    codigoCertificado: row.certificateCode,
    tipoCertificado: oneOrTwo(row.certificateType),
    certificateMaterialCode: row.materialCode,
    idUDA: row.udaId,
    codigoUDA: row.udaCode,
    descricaoUDA: row.udaDescription,
    status: auditStatusDto(row.status),
    certificadoValido: row.certificateValid ? 'Sim' : 'Não',
    certificadoComPeriodoVigenciaAtivo: row.activeValidityPeriod,
    dataCadastro: row.createdAt.toISOString(),
    dataModificacao: row.updatedAt.toISOString(),
    dataExpedicao: row.expeditionDate,
    dataValidade: row.validUntil,
    situacaoValidade: validityStateOf(row.validUntil, today),
    conciliacaoAprovada: row.conciliationApproved,
    avaliacao: row.rating,
    anotacoes: row.notes,
    buyerIDNumberIgualALoja: row.buyerIdMatchesStore,
    qtdBCCUs: row.bccuQuantity,
    qtdBCCUsDentroDaMargemDeErro: row.bccuWithinMargin,
    codigoODNRepetido: row.odnCodeRepeated,
    codigoCertificadoODN: row.odnCertificateCode,
    nomeArquivo: row.fileName,
  };
}

export function toCertificateOrderDto(order: CertificateOrderRow): CertificateOrderDto {
  return {
    numeroPedido: order.id,
    fornecedor: order.supplierId,
    nomeFornecedor: order.supplierName,
    semanaComercial: formatWeek(order.week, order.year),
    naturezaPedido: order.nature,
    qtdePecas: order.pieces,
    sustentabilidade: order.sustainability,
  };
}

export function toListRowDto(row: CertificateListRow, today: string): SustainabilityListRowDto {
  return {
    idCertificado: row.id,
    codigoCertificado: row.certificateCode,
    status: auditStatusDto(row.status),
    tipoCertificado: oneOrTwo(row.certificateType),
    slot: oneOrTwo(row.slot),
    numeroPedido: row.orderId,
    naturezaPedido: row.orderNature,
    fornecedor: row.supplierId,
    nomeFornecedor: row.supplierName,
    dataCriacao: row.createdAt.toISOString(),
    dataModificacao: row.updatedAt.toISOString(),
    certificadoValido: row.certificateValid ? 'Sim' : 'Não',
    dataValidade: row.validUntil,
    situacaoValidade: validityStateOf(row.validUntil, today),
  };
}
