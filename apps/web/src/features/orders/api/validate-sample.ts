import {
  empresaSchema,
  fornecedorSchema,
  pedidoSchema,
  routeAfterSampleValidation,
  sampleValidationSchema,
  selectionOf,
} from '@portal/domain';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';

/** What the routing after the sample validation reads of the order (subcontractor use, sustainability, producer declaration). */
const routedOrderSchema = pedidoSchema
  .pick({ utilizaSubContratado: true, sustentabilidade: true, naturezaPedido: true })
  .extend({
    fornecedor: fornecedorSchema.pick({ exigirDeclProdutor: true }),
    empresa: empresaSchema.pick({ exigirDeclProdutor: true, exigirCertSustentabilidade: true }),
  });

/** Before /reconcile (spec 001 §4): the order's sample validation and, in the same request, the routed order. */
export const SAMPLE_VALIDATION_QUERY = /* GraphQL */ `
  query validarAmostraParaConciliar($idPedido: Int!, $id: ID!) {
    validarAmostraPedidoParaConciliacao(idPedido: $idPedido) ${selectionOf(sampleValidationSchema)}
    pedidoPorId(idPedido: $id) ${selectionOf(routedOrderSchema)}
  }
`;

export const sampleValidationAnswerSchema = z.object({
  validarAmostraPedidoParaConciliacao: sampleValidationSchema,
  pedidoPorId: routedOrderSchema.nullable(),
});

/** validarAmostraPedidoParaConciliacao: refused (with the server's text), the order gone, or where to go next. */
export async function validateSampleForReconcile(
  idPedido: number,
): Promise<{ kind: 'refused'; message: string | null } | { kind: 'missing' } | { kind: 'go'; route: string }> {
  const data = await graphql(
    SAMPLE_VALIDATION_QUERY,
    { idPedido, id: String(idPedido) },
    { service: 'conciliation', schema: sampleValidationAnswerSchema },
  );
  const validation = data.validarAmostraPedidoParaConciliacao;
  if (!validation.success) return { kind: 'refused', message: validation.messageError };
  if (!data.pedidoPorId) return { kind: 'missing' };
  return { kind: 'go', route: routeAfterSampleValidation(data.pedidoPorId) };
}
