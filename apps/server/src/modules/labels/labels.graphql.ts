import { boxStampItemSchema, priceTagItemSchema } from '@portal/domain';
import { graphqlContext, type GraphqlModule } from '../../platform/graphql';
import * as labelsService from './labels.service';

/** The labels area in GraphQL: buscarItensPorPedidoIdParaEtiqueta and buscarItensPorPedidoIdParaSeloCaixa. */
export const labelsGraphql: GraphqlModule = {
  types: { ItemEtiqueta: priceTagItemSchema, ItemSeloCaixa: boxStampItemSchema },
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Items of an order (A or D, visible to the user) for price tags, by item code"
      buscarItensPorPedidoIdParaEtiqueta(idPedido: ID!): [ItemEtiqueta!]!
      "Items of an order (A, or D with box-tag-admin-print, visible to the user) for box stamps, by item code"
      buscarItensPorPedidoIdParaSeloCaixa(idPedido: ID!): [ItemSeloCaixa!]!
    }
  `,
  resolvers: {
    Query: {
      buscarItensPorPedidoIdParaEtiqueta: (_root: unknown, args: { idPedido: string }, ctx) =>
        labelsService.listPriceTagItems(graphqlContext(ctx, 'price-tag'), args.idPedido),
      buscarItensPorPedidoIdParaSeloCaixa: (_root: unknown, args: { idPedido: string }, ctx) =>
        labelsService.listBoxStampItems(graphqlContext(ctx, 'box-tag'), args.idPedido),
    },
  },
};
