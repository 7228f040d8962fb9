import { pedidoSchema, sampleRoutingOrderSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { useOrderById } from '../../../lib/order-query';
import { sustainabilityKeys } from './sustainability-keys';

/** What the upload page routes with after the certificate (routeAfterSustainability) and whether one is needed. */
export const sustainabilityOrderSchema = sampleRoutingOrderSchema.extend({ id: pedidoSchema.shape.id });
export type SustainabilityOrder = z.infer<typeof sustainabilityOrderSchema>;

export const SUSTAINABILITY_ORDER_QUERY = /* GraphQL */ `
  query pedidoParaSustentabilidade($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) ${selectionOf(sustainabilityOrderSchema)}
  }
`;
export const sustainabilityOrderAnswerSchema = z.object({ pedidoPorId: sustainabilityOrderSchema.nullable() });

/** pedidoPorId: the order's flags (notFound for an unknown order or another supplier's). */
export function useSustainabilityOrder(idPedido: number | null) {
  return useOrderById(
    [...sustainabilityKeys.order(idPedido ?? 0), 'routing'],
    idPedido,
    { query: SUSTAINABILITY_ORDER_QUERY, schema: sustainabilityOrderAnswerSchema },
    { staleTime: 0 },
  );
}
