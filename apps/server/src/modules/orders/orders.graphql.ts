import { assertPermission, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { GraphqlModule } from '../../platform/graphql';
import { hasPermission, ORDER_LIST_MAX, ORDER_PAGE_SIZE } from '@portal/domain';
import * as ordersService from './orders.service';

/** Fields shared by Pedido and PedidoDetalhe (order-contracts.ts PedidoDto). */
const ORDER_FIELDS = /* GraphQL */ `
    id: Int!
    qtCompra: Int!
    qtPacotes: Int!
    qtPecas: Int!
    qtVolumes: Int!
    dtEmissao: String!
    status: String!
    naturezaPedido: String!
    marca: String!
    amostraPedido: Boolean!
    origemPedido: Int
    amostraStatus: String
    origemStatus: String
    sustentabilidade: String!
    utilizaSubContratado: Boolean!
    departamento: String
    departamentoId: Int
    observacao: String
    pais: String
    pgCond: String
    pgDiasPrazo: Int
    formaPg: String
    promocaoKey: String
    promocaoId: Int
    promocaoInicio: String
    promocaoFim: String
    termosFrete: String
    tipoPedido: String
    tipoPedidoDescricao: String
    versao: Int!
    dtCancelamento: String
    dtEntregaInicio: String
    dtEntregaFim: String
    dtRecebimentoPo: String
    fastInd: Boolean!
    ffdd: String
    cnpjComprador: String!
    utilCode: String
    aceitePor: String
    dtAceite: String
    calendarioComercial: PedidoCalendarioComercial!
    localizacaoFisica: PedidoLocalizacaoFisica!
    "Declared by the providers area (the domain's fornecedorSchema, one shape for both)."
    fornecedor: Fornecedor!
    empresa: Empresa!
    cargas: [PedidoCarga!]!
    "Newest first: the grid's dots and the subcontractor lock read the first."
    conciliacaos: [PedidoConciliacao!]!
`;

/** The orders area: the inquiry (/main), the order's details (/order-options), acceptance and the subcontractor flag. */
export const ordersGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type PedidoCalendarioComercial {
      id: Int!
      semanaComercial: Int!
      ano: Int!
      dataInicial: String!
      dataFinal: String!
    }

    type PedidoLocalizacaoFisica {
      id: Int!
      nome: String!
      codigo: String!
      bairro: String
      cep: String
      cnpj: String
      ie: String
      email: String
      endereco: String
      numero: String
      telefone: String
      tipoLocalidade: String!
      uf: String!
      cidade: String!
    }

    type PedidoPortao {
      id: Int!
      nome: String!
      descricao: String
    }

    type PedidoAgendamento {
      id: Int!
      dtCriacao: String!
      "YYYY-MM-DD"
      dtEntrega: String!
      "HH:mm:ss"
      horaEntrega: String!
      portao: PedidoPortao
    }

    type PedidoCarga {
      id: Int!
      dtCriacao: String!
      status: String!
      agendamentos: [PedidoAgendamento!]!
    }

    type PedidoStatusConciliacao {
      id: Int!
      descricao: String!
    }

    type PedidoConciliacao {
      id: Int!
      statusConciliacaoComercial: PedidoStatusConciliacao!
      statusConciliacaoFiscal: PedidoStatusConciliacao!
    }

    type Pedido {
      ${ORDER_FIELDS}
    }

    type PedidoItemCaracteristica {
      pais: String!
      tamanho: String!
      cor: String!
    }

    type PedidoItemInsumo {
      codigo: String!
      descricao: String!
      percentual: Float!
    }

    type PedidoItemUda {
      id: Int!
      codigo: String!
      descricao: String!
    }

    type PedidoItemDetalhe {
      classe: String
      subclasse: String
      grupoMaterial: String
      medida: String
      paisOrigem: String
      vpn: String
      caracteristicas: [PedidoItemCaracteristica!]!
      insumos: [PedidoItemInsumo!]!
      udas: [PedidoItemUda!]!
    }

    type PedidoItem {
      id: Int!
      codItem: String!
      skuCompra: String!
      descricao: String!
      descricaoCurta: String!
      tamanho: String!
      pantone: String
      cor: String!
      qtCompra: Int!
      qtCancelada: Int!
      qtRecebida: Int!
      qtVolume: Int!
      qtItens: Int!
      qtCase: Int!
      qtPacote: Int!
      "decimal strings, never floats"
      custoUnitario: String!
      custo: String!
      valorVenda: String!
      referencia: String
      ean: String!
      composicao: String
      ncm: String!
      aliquotaIcms: String!
      aliquotaIpi: String!
      formaEnvio: String
      itemPai: String
      packInd: Boolean!
      packNo: String
      nivelArredondamento: String
      tamPacoteInterno: Int
      tamPacoteSupp: Int
      unidadeVarejo: String
      detalhe: PedidoItemDetalhe
    }

    type PedidoDetalhe {
      ${ORDER_FIELDS}
      itens: [PedidoItem!]!
    }

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
    },
  },
};
