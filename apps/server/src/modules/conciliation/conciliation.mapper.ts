import { conciliationStatusName, rfmStatusName, type Language, type StatusDto } from '@portal/domain';

/** A side's status and the RFM's, as every conciliation answer writes them (reconcile, status, list). */

export function statusDto(id: number, language: Language): StatusDto {
  return { id, descricao: conciliationStatusName(id, language) };
}

export function rfmStatusDto(id: number, language: Language): StatusDto {
  return { id, descricao: rfmStatusName(id, language) };
}
