import type { GraphqlModule } from '../../platform/graphql';

/** The labels area in GraphQL: buscarItensPorPedidoIdParaEtiqueta and buscarItensPorPedidoIdParaSeloCaixa. */
export const labelsGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "An order item for price tags (spec 'Label items' plus what a tag prints)."
    type ItemEtiqueta {
      id: Int!
      codItem: String!
      packNo: String
      descricaoCurta: String!
      qtVolume: Int!
      qtCompra: Int!
      tamanho: String!
      cor: String!
      ean: String!
      "Sale price, decimal string"
      valorVenda: String!
    }

    "An order item for box stamps: the label item plus qtItens and tamPacoteSupp."
    type ItemSeloCaixa {
      id: Int!
      codItem: String!
      packNo: String
      descricaoCurta: String!
      qtVolume: Int!
      qtCompra: Int!
      qtItens: Int!
      tamPacoteSupp: Int
      tamanho: String!
      cor: String!
      ean: String!
    }

    extend type Query {
      buscarItensPorPedidoIdParaEtiqueta(idPedido: ID!): [ItemEtiqueta!]!
      buscarItensPorPedidoIdParaSeloCaixa(idPedido: ID!): [ItemSeloCaixa!]!
    }
  `,
  resolvers: {
    Query: {
      // placeholders: the labels service replaces them
      buscarItensPorPedidoIdParaEtiqueta: () => [],
      buscarItensPorPedidoIdParaSeloCaixa: () => [],
    },
  },
};
