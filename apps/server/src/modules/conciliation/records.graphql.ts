import type { MercuriusContext } from 'mercurius';
import { CONCILIATION_LIST_PAGE_SIZE, type Permission } from '@portal/domain';
import { assertPermission } from '../../platform/auth';
import type { GraphqlModule } from '../../platform/graphql';
import * as recordsService from './records.service';
import type { RecordsContext } from './records.service';
import { validateSampleForConciliation } from './sample-validation.service';

function contextOf(ctx: MercuriusContext, permission: Permission): RecordsContext {
  return {
    db: ctx.app.database.db,
    user: assertPermission(ctx, permission),
    language: ctx.language,
    requestId: ctx.requestId,
  };
}

/**
 * The conciliation records in GraphQL: the result of an order, its history, the list, cancel, observation and
 * the sample check. StatusConciliacao and MotivoConciliacao are declared in conciliation.graphql.ts.
 * (PedidoConciliacao is the orders area's conciliation summary, hence PedidoResultadoConciliacao here.)
 */
export const recordsGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "The order of a conciliation result."
    type PedidoResultadoConciliacao {
      id: Int!
      status: String!
      fornecedor: FornecedorConciliacao!
    }

    type FornecedorConciliacao {
      id: Int!
      nome: String!
      cnpj: String!
    }

    "A row of the comparison: the order's (Po) and the invoice's (Nf) values; amounts as decimal strings."
    type ItemConciliacao {
      numeroItemNf: Int
      codItemPo: String
      codItemNf: String
      descricaoCurtaPo: String
      descricaoCurtaNf: String
      eanPo: String
      eanNf: String
      quantityPo: String
      quantityNf: String
      ncmPo: String
      ncmNf: String
      custoUnitarioPo: String
      custoUnitarioNf: String
      valorVendaPo: String
      valorVendaNf: String
      aliquotaIcmsPo: String
      aliquotaIcmsNf: String
      aliquotaIpiPo: String
      aliquotaIpiNf: String
      motivoReprovacao: String
      motivos: [MotivoConciliacao!]!
    }

    "Who accepted a conditional conciliation, and when (ISO 8601)."
    type CondicionalConciliacao {
      usuario: String!
      data: String!
    }

    "The order's approved conciliation, else its newest (cancelled ones too), rendered in the request's language."
    type ResultadoConciliacao {
      id: Int!
      pedido: PedidoResultadoConciliacao!
      statusConciliacaoComercial: StatusConciliacao!
      statusConciliacaoFiscal: StatusConciliacao!
      notaFiscal: String
      serieNotaFiscal: String
      chaveAcesso: String
      dataNotaFiscal: String
      dataConciliacao: String!
      valorNotaFiscal: String
      cnpjEmitente: String
      nomeEmitente: String
      cnpjDestinatario: String
      motivoReprovacao: String
      divergencias: [MotivoConciliacao!]!
      observacao: String
      cancelada: Boolean!
      motivoCancelamento: String
      dataCancelamento: String
      "Name of the user who cancelled it."
      usuarioCancelamento: String
      condicional: CondicionalConciliacao
      statusRFM: StatusConciliacao!
      dataRFM: String
      conciliacaoItems: [ItemConciliacao!]!
    }

    "A rejection (commercial 3, fiscal 3 or 4), conditional acceptance or cancellation."
    type HistoricoConciliacao {
      idConciliacao: Int!
      "ISO 8601 of the event"
      dtConciliacaoComercial: String!
      "commercial, fiscal, conditional or cancel"
      tipo: String!
      motivoReprovacao: String!
      observacao: String
      usuario: String
    }

    type LinhaConciliacao {
      conciliacao: Int!
      pedido: Int!
      codigoFornecedor: Int!
      nomeFornecedor: String!
      dataConciliacao: String!
      motivoReprovacao: String
      statusComercial: StatusConciliacao!
      statusFiscal: StatusConciliacao!
      statusRFM: StatusConciliacao!
      notaFiscal: String
      serieNotaFiscal: String
      cancelada: Boolean!
    }

    type PaginaConciliacoes {
      "As many as the query's max (at most ${CONCILIATION_LIST_PAGE_SIZE})"
      itens: [LinhaConciliacao!]! @listSize(assumedSize: ${CONCILIATION_LIST_PAGE_SIZE})
      pagina: Int!
      temMais: Boolean!
    }

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

    type ValidacaoAmostra {
      success: Boolean!
      messageError: String
    }

    extend type Query {
      "The order's approved conciliation, else its newest, or null when it has none."
      buscarResultadoConciliacaoPorPedido(pedido: Int!): ResultadoConciliacao
      buscarHistoricoReprovacaoConciliacaoPorPedido(pedido: Int!): [HistoricoConciliacao!]!
      "A page (from 0) of at most ${CONCILIATION_LIST_PAGE_SIZE} conciliations; admin and logistics (its CD) only."
      buscarConciliacoesParaListagem(filtro: FiltroConciliacaoInput, pagina: Int, max: Int): PaginaConciliacoes!
      "Whether the order may go on to reconcile (no sample of it waiting or rejected)."
      validarAmostraPedidoParaConciliacao(idPedido: Int!): ValidacaoAmostra!
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
      buscarResultadoConciliacaoPorPedido: (_root: unknown, args: { pedido: number }, ctx) =>
        recordsService.getResult(contextOf(ctx, 'conciliation-status'), args.pedido),
      buscarHistoricoReprovacaoConciliacaoPorPedido: (_root: unknown, args: { pedido: number }, ctx) =>
        recordsService.getHistory(contextOf(ctx, 'conciliation-status'), args.pedido),
      buscarConciliacoesParaListagem: (_root: unknown, args: recordsService.ListArgs, ctx) =>
        recordsService.listConciliations(contextOf(ctx, 'conciliation-list'), args),
      validarAmostraPedidoParaConciliacao: (_root: unknown, args: { idPedido: number }, ctx) =>
        validateSampleForConciliation(contextOf(ctx, 'reconcile'), args.idPedido),
    },
    Mutation: {
      cancelarConciliacao: (_root: unknown, args: { orderId: number; motivoCancelamento: string }, ctx) =>
        recordsService.cancelConciliation(contextOf(ctx, 'cancel-conciliation'), args),
      salvarObservacao: (_root: unknown, args: { orderId: number; observacao: string }, ctx) =>
        recordsService.saveObservation(contextOf(ctx, 'conciliation-status'), args),
    },
  },
};
