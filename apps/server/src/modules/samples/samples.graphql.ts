import {
  SAMPLE_CONCESSION_PAGE_SIZE,
  SAMPLE_CONCESSION_TEXT_MAX,
  sampleConcessionPageSchema,
  sampleConcessionSchema,
  sampleConcessionStatusSchema,
} from '@portal/domain';
import { byArgument, resolver, type GraphqlModule } from '../../platform/graphql';
import * as samplesService from './samples.service';

/**
 * The order-sample concessions in GraphQL (spec 001 §7 "Order samples"). The list needs order-sample-list, the rest
 * order-sample-details (both Admin and Logistica, spec 001 §6); rows are seen through their original order's scope.
 */
export const samplesGraphql: GraphqlModule = {
  types: {
    StatusConcessaoAmostra: sampleConcessionStatusSchema,
    ConcessaoAmostraPedido: sampleConcessionSchema,
    PaginaConcessoesAmostra: sampleConcessionPageSchema,
  },
  typeDefs: /* GraphQL */ `
    "Blank or null is no filter. fornecedor: the supplier's code or name (contains, ignoring case); dates YYYY-MM-DD (São Paulo), both included."
    input FiltroConcessaoAmostraInput {
      fornecedor: String
      pedido: Int
      pedidoAmostra: Int
      status: Int
      dataCadastroInicial: String
      dataCadastroFinal: String
    }

    "The form: no id registers a concession (status 1), an id updates it (order keys locked). descricao and motivo at most ${SAMPLE_CONCESSION_TEXT_MAX} characters."
    input ConcessaoAmostraPedidoInput {
      id: Int
      descricao: String
      pedidoAmostra: Int
      pedido: Int
      status: Int
      motivo: String
    }

    extend type Query {
      "A page (from 1) of ${SAMPLE_CONCESSION_PAGE_SIZE} concessions, newest first. Admin, Logistica (its CD's orders)."
      listarTodasConcessoesFiltradas(filtro: FiltroConcessaoAmostraInput, pagina: Int): PaginaConcessoesAmostra!
      "One concession (404 when unknown). Admin, Logistica."
      buscarConcessaoPorId(idConcessao: Int!): ConcessaoAmostraPedido!
    }

    extend type Mutation {
      "Registers or updates a concession; the concession after. Admin, Logistica."
      salvarConcessao(concessao: ConcessaoAmostraPedidoInput!): ConcessaoAmostraPedido!
    }
  `,
  resolvers: {
    Query: {
      listarTodasConcessoesFiltradas: resolver('order-sample-list', samplesService.listConcessions),
      buscarConcessaoPorId: resolver('order-sample-details', byArgument('idConcessao', samplesService.getConcession)),
    },
    Mutation: {
      salvarConcessao: resolver('order-sample-details', samplesService.saveConcession),
    },
  },
};
