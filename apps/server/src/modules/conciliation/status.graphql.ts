import { resolver, type GraphqlModule } from '../../platform/graphql';
import * as statusService from './status.service';

/**
 * One conciliation in GraphQL (the status page): the result of an order, its history, cancel and observation.
 * StatusConciliacao and MotivoConciliacao are declared in conciliation.graphql.ts. (PedidoConciliacao is the
 * orders area's conciliation summary, hence PedidoResultadoConciliacao here.)
 */
export const statusGraphql: GraphqlModule = {
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
