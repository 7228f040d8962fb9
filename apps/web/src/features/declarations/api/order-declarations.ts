import {
  declarationHistorySchema,
  declarationSchema,
  empresaSchema,
  fornecedorSchema,
  pedidoSchema,
  selectionOf,
  type DeclarationDto,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useOrderById } from '../../../lib/order-query';
import { askField } from '../../../lib/quiet-read';
import { DECLARATIONS_SERVICE, declarationKeys } from './declaration-keys';

export const LAST_DECLARATION_QUERY = /* GraphQL */ `
  query buscarUltimaDeclaracao($idPedido: Int!) {
    buscarUltimaDeclaracao(idPedido: $idPedido) ${selectionOf(declarationSchema)}
  }
`;
export const lastDeclarationAnswerSchema = z.object({ buscarUltimaDeclaracao: declarationSchema.nullable() });

export const DECLARATION_HISTORY_QUERY = /* GraphQL */ `
  query buscarHistoricoPorPedido($idPedido: Int!) {
    buscarHistoricoPorPedido(idPedido: $idPedido) ${selectionOf(declarationHistorySchema)}
  }
`;
export const declarationHistoryAnswerSchema = z.object({ buscarHistoricoPorPedido: declarationHistorySchema });

/** buscarUltimaDeclaracao (producer-declaration): the order's current declaration, null when none was sent. */
export function useLastDeclaration(idPedido: number | null) {
  return useQuery({
    queryKey: declarationKeys.last(idPedido ?? 0),
    enabled: idPedido !== null,
    staleTime: 0,
    queryFn: ({ signal }): Promise<DeclarationDto | null> =>
      askField(
        LAST_DECLARATION_QUERY,
        { idPedido },
        { service: DECLARATIONS_SERVICE, signal, schema: lastDeclarationAnswerSchema },
      ),
  });
}

/** buscarHistoricoPorPedido: the order's declarations, newest first. */
export function useDeclarationHistory(idPedido: number | null) {
  return useQuery({
    queryKey: declarationKeys.history(idPedido ?? 0),
    enabled: idPedido !== null,
    staleTime: 0,
    queryFn: ({ signal }) =>
      askField(
        DECLARATION_HISTORY_QUERY,
        { idPedido },
        { service: DECLARATIONS_SERVICE, signal, schema: declarationHistoryAnswerSchema },
      ),
  });
}

/** What the upload page reads of the order: whether it needs a declaration (needsProducerDeclaration). */
export const declarationOrderSchema = pedidoSchema.pick({ id: true, naturezaPedido: true }).extend({
  fornecedor: fornecedorSchema.pick({ exigirDeclProdutor: true }),
  empresa: empresaSchema.pick({ exigirDeclProdutor: true }),
});
export type DeclarationOrder = z.infer<typeof declarationOrderSchema>;

export const DECLARATION_ORDER_QUERY = /* GraphQL */ `
  query pedidoParaDeclaracaoProdutor($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) ${selectionOf(declarationOrderSchema)}
  }
`;
export const declarationOrderAnswerSchema = z.object({ pedidoPorId: declarationOrderSchema.nullable() });

/** pedidoPorId: the order's flags the page decides with (notFound for an order the user does not see). */
export function useDeclarationOrder(idPedido: number | null) {
  return useOrderById(declarationKeys.order(idPedido ?? 0), idPedido, {
    query: DECLARATION_ORDER_QUERY,
    schema: declarationOrderAnswerSchema,
  });
}
