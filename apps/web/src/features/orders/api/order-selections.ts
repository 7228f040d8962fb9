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
