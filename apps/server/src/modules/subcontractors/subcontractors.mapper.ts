import { subcontractorStatusName, type SubcontractorDto, type SubcontractorInput } from '@portal/domain';
import type { SubcontractorRow, SubcontractorValues } from './subcontractors.repository';

export function toSubcontractorDto(row: SubcontractorRow): SubcontractorDto {
  return {
    id: row.id,
    razaoSocial: row.legalName,
    nomeFantasia: row.tradeName,
    cnpj: row.cnpj,
    endereco: row.address,
    telefonePrincipal: row.mainPhone,
    outroTelefone: row.otherPhone,
    email: row.email,
    codigoABVTEX: row.abvtexCode,
    anotacoes: row.notes,
    dataCadastro: row.createdAt.toISOString(),
    status: { id: row.status, descricao: subcontractorStatusName(row.status) },
  };
}

/** The parsed form as the table's columns. */
export function toSubcontractorValues(input: SubcontractorInput): SubcontractorValues {
  return {
    legalName: input.razaoSocial,
    tradeName: input.nomeFantasia,
    cnpj: input.cnpj,
    address: input.endereco,
    mainPhone: input.telefonePrincipal,
    otherPhone: input.outroTelefone,
    email: input.email,
    abvtexCode: input.codigoABVTEX,
    notes: input.anotacoes,
    status: input.status,
  };
}
