import type { LoadDetailDto } from '@portal/domain';

/**
 * The booking fields of a load that is not scheduled, as GET /api/carga/detalhe answers them. The loads and the
 * scheduling tests build their loads from it (each with its own week, CD and orders).
 */
export const NOT_SCHEDULED = {
  idAgendamento: null,
  portao: null,
  nomePortao: null,
  dtEntrega: null,
  horaEntrega: null,
} as const satisfies Partial<LoadDetailDto>;
