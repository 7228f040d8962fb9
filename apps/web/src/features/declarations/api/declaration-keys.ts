import type { DeclarationFilter } from '@portal/domain';
import { registerKeys } from '../../../lib/query-keys';

/** Routing header of the declaration calls. */
export const DECLARATIONS_SERVICE = 'declarations';

/** Query keys of the declaration screens; an order's current declaration and history beside them. */
export const declarationKeys = {
  ...registerKeys<DeclarationFilter>('declarations'),
  order: (idPedido: number) => ['declarations', 'order', idPedido] as const,
  last: (idPedido: number) => ['declarations', 'order', idPedido, 'last'] as const,
  history: (idPedido: number) => ['declarations', 'order', idPedido, 'history'] as const,
};
