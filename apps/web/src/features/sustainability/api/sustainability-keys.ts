import type { SustainabilityFilter } from '@portal/domain';
import { registerKeys } from '../../../lib/query-keys';

/** Routing header of every sustainability call. */
export const SUSTAINABILITY_SERVICE = 'sustainability';

/** TanStack Query keys of the area; every key starts with 'sustainability'. */
export const sustainabilityKeys = {
  ...registerKeys<SustainabilityFilter>('sustainability'),
  order: (idPedido: number) => ['sustainability', 'order', idPedido] as const,
  udas: (idPedido: number) => ['sustainability', 'order', idPedido, 'udas'] as const,
  details: (idPedido: number, tipo: number | null, idCertificado: number | null) =>
    ['sustainability', 'order', idPedido, 'details', tipo, idCertificado] as const,
  config: ['sustainability', 'config'] as const,
};
