import { graphqlContext, type GraphqlModule } from '../../platform/graphql';
import * as labelsService from './labels.service';

/** The fields both label item types start with (as toPriceTagItem and toBoxStampItem share them). */
const LABEL_ITEM_HEAD = `
  id: Int!
  codItem: String!
  packNo: String
  descricaoCurta: String!
  qtVolume: Int!
  qtCompra: Int!
`;

/** The labels area in GraphQL: buscarItensPorPedidoIdParaEtiqueta and buscarItensPorPedidoIdParaSeloCaixa. */
export const labelsGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "An order item for price tags (spec 'Label items' plus what a tag prints)."
    type ItemEtiqueta {
      ${LABEL_ITEM_HEAD}
      tamanho: String!
      cor: String!
      ean: String!
      "Sale price, decimal string"
      valorVenda: String!
    }

    "An order item for box stamps: the label item plus qtItens and tamPacoteSupp."
    type ItemSeloCaixa {
      ${LABEL_ITEM_HEAD}
      qtItens: Int!
      tamPacoteSupp: Int
      tamanho: String!
      cor: String!
      ean: String!
    }

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
