import { subcontractorStatusName, type ProviderDto, type SubcontractorSummaryDto } from '@portal/domain';
import type { ProviderRow, SubcontractorSummaryRow } from './providers.repository';

export function toProviderDto(row: ProviderRow): ProviderDto {
  return {
    id: row.id,
    nome: row.name,
    cnpj: row.cnpj,
    cidade: row.city,
    uf: row.state,
    email: row.email,
    ediPoInd: row.ediPoInd,
    exigirDeclProdutor: row.requireProducerDeclaration,
    exigirCertifOrigem: row.requireOriginCertificate,
    isSubcontratado: row.isSubcontractor,
  };
}

export function toSubcontractorSummaryDto(row: SubcontractorSummaryRow): SubcontractorSummaryDto {
  return {
    id: row.id,
    cnpj: row.cnpj,
    nomeFantasia: row.tradeName,
    razaoSocial: row.legalName,
    status: { id: row.status, descricao: subcontractorStatusName(row.status) },
  };
}
