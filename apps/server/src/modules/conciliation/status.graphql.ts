import {
  conciliationHistoryEntrySchema,
  conciliationItemSchema,
  conciliationOrderSchema,
  conciliationResultSchema,
  conciliationSupplierSchema,
  conditionalAcceptanceSchema,
} from '@portal/domain';
import { resolver, type GraphqlModule } from '../../platform/graphql';
import * as statusService from './status.service';

/**
 * One conciliation in GraphQL (the status page): the result of an order, its history, cancel and observation.
 * StatusConciliacao and MotivoConciliacao are named in conciliation.graphql.ts. (PedidoConciliacao is the
 * orders area's conciliation summary, hence PedidoResultadoConciliacao here.)
 */
export const statusGraphql: GraphqlModule = {
  types: {
    ResultadoConciliacao: conciliationResultSchema,
    PedidoResultadoConciliacao: conciliationOrderSchema,
    FornecedorConciliacao: conciliationSupplierSchema,
    ItemConciliacao: conciliationItemSchema,
    CondicionalConciliacao: conditionalAcceptanceSchema,
    HistoricoConciliacao: conciliationHistoryEntrySchema,
  },
  typeDefs: /* GraphQL */ `
    extend type Query {
      "The order's approved conciliation, else its newest, or null when it has none."
      buscarResultadoConciliacaoPorPedido(pedido: Int!): ResultadoConciliacao
      buscarHistoricoReprovacaoConciliacaoPorPedido(pedido: Int!): [HistoricoConciliacao!]!
    }

    extend type Mutation {
      "Cancels the order's current conciliation (reason 1 to 255 characters); answers the result."
      cancelarConciliacao(orderId: Int!, motivoCancelamento: String!): ResultadoConciliacao!
      "Saves the observation (0 to 255 characters) of the conciliation the result shows; answers the result."
      salvarObservacao(orderId: Int!, observacao: String!): ResultadoConciliacao!
    }
  `,
  resolvers: {
    Query: {
      buscarResultadoConciliacaoPorPedido: resolver('conciliation-status', (ctx, args: { pedido: number }) =>
        statusService.getResult(ctx, args.pedido),
      ),
      buscarHistoricoReprovacaoConciliacaoPorPedido: resolver('conciliation-status', (ctx, args: { pedido: number }) =>
        statusService.getHistory(ctx, args.pedido),
      ),
    },
    Mutation: {
      cancelarConciliacao: resolver(
        'cancel-conciliation',
        (ctx, args: { orderId: number; motivoCancelamento: string }) => statusService.cancelConciliation(ctx, args),
      ),
      salvarObservacao: resolver('conciliation-status', (ctx, args: { orderId: number; observacao: string }) =>
        statusService.saveObservation(ctx, args),
      ),
    },
  },
};
