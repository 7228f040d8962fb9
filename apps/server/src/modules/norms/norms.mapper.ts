import type { NormDto, NormInput } from '@portal/domain';
import type { NormRow, NormValues } from './norms.repository';

export function toNormDto(row: NormRow): NormDto {
  return {
    id: row.id,
    codigo: row.code,
    descricao: row.description,
    dataCriacao: row.createdAt.toISOString(),
    ativo: row.active,
  };
}

/** The parsed form as the table's columns. */
export function toNormValues(input: NormInput): NormValues {
  return { code: input.codigo, description: input.descricao, active: input.ativo };
}
