import { cdWeekOrderSchema } from '@portal/domain';
import { graphqlContext, type GraphqlModule } from '../../platform/graphql';
import * as loadService from './loads.service';

/** The loads area in GraphQL: buscarPedidosPorFornecedorCdSemana (orders that may join a load). */
export const loadsGraphql: GraphqlModule = {
  types: { PedidoCdSemana: cdWeekOrderSchema },
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Orders (A, W, S) of that supplier, CD and week in no load, newest first. A supplier always gets its own."
      buscarPedidosPorFornecedorCdSemana(
        idFornecedor: Int!
        idCd: Int!
        idCalendarioComercial: Int!
      ): [PedidoCdSemana!]!
    }
  `,
  resolvers: {
    Query: {
      buscarPedidosPorFornecedorCdSemana: (
        _root: unknown,
        args: { idFornecedor: number; idCd: number; idCalendarioComercial: number },
        ctx,
      ) => loadService.ordersForLoad(graphqlContext(ctx, 'load-details'), args),
    },
  },
};
