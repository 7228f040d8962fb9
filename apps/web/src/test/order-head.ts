import type { OrderHead } from '../lib/order-head';

/**
 * The head of the order the tests of a page about one order open: 4500001, in status A, of supplier 10 for
 * Renner, delivered to CD Cabreúva in week 12 of 2026. A test changes what it is about (its id, its brand…).
 */
export function makeOrderHead(overrides: Partial<OrderHead> = {}): OrderHead {
  return {
    id: 4500001,
    status: 'A',
    naturezaPedido: 'Normal',
    marca: 'Renner',
    fornecedor: { id: 10, nome: 'Malharia Exemplo Ltda' },
    empresa: { id: 1, codigo: '001', nome: 'Renner' },
    localizacaoFisica: { id: 20, codigo: '541', nome: 'CD Cabreúva' },
    calendarioComercial: { semanaComercial: 12, ano: 2026 },
    ...overrides,
  };
}
