import type { OrderListRow } from './order-columns';

/**
 * An order as the list's columns read it, for the tests of the columns and of the documents drawn from them: order
 * 501-style data on week 02/2027, one load (77) booked for 14/01/2027 14:00, no conciliation.
 */
export function orderListRow(id: number, overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    id,
    qtPecas: 1200,
    dtEmissao: '2027-01-05',
    status: 'A',
    naturezaPedido: 'Normal',
    marca: 'Renner',
    origemPedido: null,
    calendarioComercial: { semanaComercial: 2, ano: 2027 },
    localizacaoFisica: { nome: 'CD Cabreúva' },
    fornecedor: { nome: 'Malharia Exemplo Ltda' },
    cargas: [
      {
        id: 77,
        dtCriacao: '2027-01-04T12:00:00Z',
        status: 'A',
        agendamentos: [
          { id: 1, dtCriacao: '2027-01-04T12:00:00Z', dtEntrega: '2027-01-14', horaEntrega: '14:00:00', portao: null },
        ],
      },
    ],
    conciliacaos: [],
    ...overrides,
  };
}
