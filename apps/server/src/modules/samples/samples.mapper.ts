import {
  sampleConcessionStatusName,
  type Language,
  type SampleConcessionDto,
  type SampleConcessionStatusId,
} from '@portal/domain';
import type { ConcessionRow } from './samples.repository';

/** A concession as the API answers it: the status's name in the reader's language, instants in ISO 8601. */
export function toConcessionDto(row: ConcessionRow, language: Language): SampleConcessionDto {
  return {
    id: row.id,
    codigoFornecedor: row.supplierId,
    nomeFornecedor: row.supplierName,
    pedido: row.originalOrderId,
    pedidoAmostra: row.sampleOrderId,
    descricao: row.description,
    // the table's check holds 1 to 3
    status: { id: row.status as SampleConcessionStatusId, descricao: sampleConcessionStatusName(row.status, language) },
    motivo: row.reason,
    dataCadastro: row.createdAt.toISOString(),
    dataModificacao: row.updatedAt.toISOString(),
  };
}
