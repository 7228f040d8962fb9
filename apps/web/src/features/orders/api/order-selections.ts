/**
 * GraphQL selection of an order's loads (with schedules) and conciliations, shared by the grid
 * (listarPedidos) and order options (pedidoPorId) so both read the same fields.
 */
export const ORDER_LOADS_AND_CONCILIATIONS = /* GraphQL */ `
      cargas {
        id
        dtCriacao
        status
        agendamentos {
          id
          dtCriacao
          dtEntrega
          horaEntrega
          portao {
            id
            nome
            descricao
          }
        }
      }
      conciliacaos {
        id
        statusConciliacaoComercial {
          id
          descricao
        }
        statusConciliacaoFiscal {
          id
          descricao
        }
      }
`;

/**
 * The fields of one grid row (orderRowSchema): what /main shows, downloads and acts on. The journeys' listOrders
 * (e2e/support/orders-api.ts) asks the same fields, so a seeded order is read as the grid reads it.
 */
export const ORDER_ROW_FIELDS = /* GraphQL */ `
      id
      qtPecas
      dtEmissao
      status
      naturezaPedido
      marca
      origemPedido
      calendarioComercial {
        semanaComercial
        ano
      }
      localizacaoFisica {
        id
        codigo
        nome
      }
      fornecedor {
        id
        nome
      }
      empresa {
        id
        codigo
        nome
      }
      ${ORDER_LOADS_AND_CONCILIATIONS}
`;
