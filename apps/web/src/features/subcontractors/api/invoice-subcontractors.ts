import { selectionOf, subcontractorSummarySchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** subcontratadosDoPedido: the form's pick list, the active subcontractors linked to the order's provider. */
export const ORDER_SUBCONTRACTORS_QUERY = /* GraphQL */ `
  query subcontratadosDoPedido($idPedido: Int!) {
    subcontratadosDoPedido(idPedido: $idPedido) ${selectionOf(subcontractorSummarySchema)}
  }
`;
export const orderSubcontractorsAnswerSchema = z.object({
  subcontratadosDoPedido: z.array(subcontractorSummarySchema),
});

/** Asked once the form opens (the list changes when an admin links a subcontractor, not while the page is open). */
export function useOrderSubcontractors(idPedido: number, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.choices(idPedido),
    queryFn: async ({ signal }) => {
      const data = await graphql(
        ORDER_SUBCONTRACTORS_QUERY,
        { idPedido },
        { service: 'subcontractors', signal, schema: orderSubcontractorsAnswerSchema },
      );
      return data.subcontratadosDoPedido;
    },
    enabled,
  });
}
