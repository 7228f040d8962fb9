import { CONCILIATION_LIST_PAGE_SIZE, conciliationListPageSchema, conciliationListRowSchema } from '@portal/domain';
import { resolver, type GraphqlModule } from '../../platform/graphql';
import * as listService from './list.service';

/**
 * The conciliation list in GraphQL: a filtered page of conciliations. StatusConciliacao is named in
 * conciliation.graphql.ts.
 */
export const listGraphql: GraphqlModule = {
  types: { LinhaConciliacao: conciliationListRowSchema, PaginaConciliacoes: conciliationListPageSchema },
  typeDefs: /* GraphQL */ `
    "Dates YYYY-MM-DD (São Paulo days, both included); orderBy pedido, -pedido, conciliacao, dataConciliacao, nomeFornecedor (and their - forms)."
    input FiltroConciliacaoInput {
      conciliacao: Int
      pedido: Int
      nomeFornecedor: String
      dataConciliacaoInicial: String
      dataConciliacaoFinal: String
      statusComercial: Int
      statusFiscal: Int
      statusRFM: Int
      notaFiscal: String
      idCd: Int
      orderBy: String
    }

    extend type Query {
      "A page (from 0) of at most ${CONCILIATION_LIST_PAGE_SIZE} conciliations; admin and logistics (its CD) only."
      buscarConciliacoesParaListagem(filtro: FiltroConciliacaoInput, pagina: Int, max: Int): PaginaConciliacoes!
    }
  `,
  resolvers: {
    Query: {
      buscarConciliacoesParaListagem: resolver('conciliation-list', (ctx, args: listService.ListArgs) =>
        listService.listConciliations(ctx, args),
      ),
    },
  },
};
