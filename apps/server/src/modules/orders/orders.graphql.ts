import { assertPermission, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { resolver, type GraphqlModule } from '../../platform/graphql';
import {
  agendamentoSchema,
  calendarioComercialSchema,
  cargaResumoSchema,
  conciliacaoResumoSchema,
  hasPermission,
  itemCaracteristicaSchema,
  itemDetalheSchema,
  itemInsumoSchema,
  itemPedidoSchema,
  itemUdaSchema,
  localizacaoFisicaSchema,
  ORDER_BULK_ACCEPT_MAX,
  ORDER_LIST_MAX,
  ORDER_PAGE_SIZE,
  pedidoDetalheSchema,
  pedidoSchema,
  portaoResumoSchema,
  resultadoCienciaPedidoSchema,
} from '@portal/domain';
import * as ordersService from './orders.service';

/** The orders area: the inquiry (/main), the order's details (/order-options), acceptance and the subcontractor flag. */
export const ordersGraphql: GraphqlModule = {
  // Fornecedor is named by the providers area, Empresa by auth, StatusConciliacao by conciliation
  types: {
    Pedido: pedidoSchema,
    PedidoDetalhe: pedidoDetalheSchema,
    PedidoCalendarioComercial: calendarioComercialSchema,
    PedidoLocalizacaoFisica: localizacaoFisicaSchema,
    PedidoPortao: portaoResumoSchema,
    PedidoAgendamento: agendamentoSchema,
    PedidoCarga: cargaResumoSchema,
    PedidoConciliacao: conciliacaoResumoSchema,
    PedidoItem: itemPedidoSchema,
    PedidoItemDetalhe: itemDetalheSchema,
    PedidoItemCaracteristica: itemCaracteristicaSchema,
    PedidoItemInsumo: itemInsumoSchema,
    PedidoItemUda: itemUdaSchema,
    ResultadoCienciaPedido: resultadoCienciaPedidoSchema,
  },
  typeDefs: /* GraphQL */ `
    input FiltroPedidoFornecedor {
      nome: String
    }

    input FiltroPedidoCalendarioComercial {
      semanaComercial: Int
    }

    "The order filter of spec 000 §3; validated with orderFilterSchema."
    input FiltroPedido {
      id: ID
      idEmpresa: Int
      status: String
      naturezaPedido: String
      "pedido (default), semana, emissao, entrega"
      ordenacao: String
      fornecedor: FiltroPedidoFornecedor
      calendarioComercial: FiltroPedidoCalendarioComercial
      "idLocalizacaoFisica of the DC"
      cd: Int
      "YYYY-WW"
      anoSemanaComercial: String
      "YYYY-MM-DD"
      dataAgendamentoInicial: String
      "YYYY-MM-DD"
      dataAgendamentoFinal: String
      "load id"
      carga: Int
    }

    extend type Query {
      "A page (from 0) of the orders the user may see; max 1 to ${ORDER_LIST_MAX} (download all pages with it too)."
      listarPedidos(pagina: Int!, filtro: FiltroPedido, max: Int = ${ORDER_PAGE_SIZE}): [Pedido!]!
        @listSize(assumedSize: ${ORDER_LIST_MAX}, slicingArguments: ["max"])
      pedidoPorId(idPedido: ID!): PedidoDetalhe
    }

    extend type Mutation {
      "Answers OK!; refused (conflict) when the last conciliation is approved (2/2)."
      alterarUtilizaSubcontratado(idPedido: ID!, utilizaSubcontratado: Boolean!): String!
      "Answers OK; only for N or M orders with the permission aceite-pedido."
      confirmarCienciaPedido(idPedido: ID!): String!
      "Bulk confirmarCienciaPedido: 1 to ${ORDER_BULK_ACCEPT_MAX} orders, each in its own transaction, a result per order."
      confirmarCienciaPedidos(idsPedido: [Int!]!): [ResultadoCienciaPedido!]!
        @listSize(assumedSize: ${ORDER_BULK_ACCEPT_MAX})
    }
  `,
  resolvers: {
    Query: {
      listarPedidos: (_root: unknown, args: { pagina: number; filtro?: unknown; max?: number | null }, ctx) =>
        ordersService.listOrders(ctx.app.database.db, assertPermission(ctx, 'main'), args),
      pedidoPorId: (_root: unknown, args: { idPedido: string }, ctx) => {
        const user = requireUser(ctx);
        if (!hasPermission(user.permissions, 'order-options') && !hasPermission(user.permissions, 'main'))
          throw AppError.withoutPermission('order-options|main');
        return ordersService.getOrderForUser(ctx.app.database.db, user, args.idPedido);
      },
    },
    Mutation: {
      alterarUtilizaSubcontratado: (_root: unknown, args: { idPedido: string; utilizaSubcontratado: boolean }, ctx) =>
        ordersService.setUsesSubcontractor(
          ctx.app.database.db,
          assertPermission(ctx, 'order-options'),
          args.idPedido,
          args.utilizaSubcontratado,
          ctx.requestId,
        ),
      confirmarCienciaPedido: (_root: unknown, args: { idPedido: string }, ctx) =>
        ordersService.acceptOrder(ctx.app.database.db, requireUser(ctx), args.idPedido, ctx.requestId),
      confirmarCienciaPedidos: resolver('aceite-pedido', ordersService.acceptOrders),
    },
  },
};
