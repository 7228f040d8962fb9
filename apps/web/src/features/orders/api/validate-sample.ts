import {
  empresaSchema,
  fornecedorSchema,
  pedidoSchema,
  routeAfterSampleValidation,
  sampleValidationSchema,
} from '@portal/domain';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';

/**
 * Before /reconcile (spec 001 §4): the order's sample validation and, in the same request, what the
 * routing after it reads of the order (subcontractor use, sustainability, producer declaration).
 */
export const SAMPLE_VALIDATION_QUERY = /* GraphQL */ `
  query validarAmostraParaConciliar($idPedido: Int!, $id: ID!) {
    validarAmostraPedidoParaConciliacao(idPedido: $idPedido) {
      success
      messageError
    }
    pedidoPorId(idPedido: $id) {
      utilizaSubContratado
      sustentabilidade
      naturezaPedido
      fornecedor {
        exigirDeclProdutor
      }
      empresa {
        exigirDeclProdutor
        exigirCertSustentabilidade
      }
    }
  }
`;

export const sampleValidationAnswerSchema = z.object({
  validarAmostraPedidoParaConciliacao: sampleValidationSchema,
  pedidoPorId: pedidoSchema
    .pick({ utilizaSubContratado: true, sustentabilidade: true, naturezaPedido: true })
    .extend({
      fornecedor: fornecedorSchema.pick({ exigirDeclProdutor: true }),
      empresa: empresaSchema.pick({ exigirDeclProdutor: true, exigirCertSustentabilidade: true }),
    })
    .nullable(),
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
