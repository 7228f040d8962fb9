import { describe, expect, it } from 'vitest';
import {
  detailedReportQuerySchema,
  filterFromReportQuery,
  listOrdersArgsSchema,
  ORDER_LIST_MAX,
  ORDER_PAGE_SIZE,
  orderFilterSchema,
  reportQueryFromFilter,
  type OrderFilter,
} from './order-filter';

describe('orderFilterSchema', () => {
  it('accepts every filter of the spec', () => {
    const filter = {
      id: 4200123,
      idEmpresa: 1,
      status: 'A',
      naturezaPedido: 'Bonificado MKT',
      ordenacao: 'semana',
      fornecedor: { nome: 'Malharia' },
      calendarioComercial: { semanaComercial: 48 },
      cd: 2,
      anoSemanaComercial: '2026-48',
      dataAgendamentoInicial: '2026-11-22',
      dataAgendamentoFinal: '2026-11-28',
      carga: 17,
    };
    expect(orderFilterSchema.parse(filter)).toEqual(filter);
  });

  it.each([
    [{ calendarioComercial: { semanaComercial: 54 } }],
    [{ calendarioComercial: { semanaComercial: -1 } }],
    [{ anoSemanaComercial: '2026-54' }],
    [{ anoSemanaComercial: '26-10' }],
    [{ status: 'X' }],
    [{ naturezaPedido: 'Outra' }],
    [{ ordenacao: 'fornecedor' }],
    [{ dataAgendamentoInicial: '22/11/2026' }],
    [{ idFornecedor: 10 }], // never taken from the client
  ])('refuses %j', (filter) => {
    expect(orderFilterSchema.safeParse(filter).success).toBe(false);
  });

  it('accepts week 0 and 53', () => {
    expect(orderFilterSchema.safeParse({ calendarioComercial: { semanaComercial: 0 } }).success).toBe(true);
    expect(orderFilterSchema.safeParse({ anoSemanaComercial: '2028-53' }).success).toBe(true);
  });
});

describe('detailed report query', () => {
  it('defaults max to 2000 and caps it', () => {
    expect(detailedReportQuerySchema.parse({}).max).toBe(2000);
    expect(detailedReportQuerySchema.safeParse({ max: '2001' }).success).toBe(false);
  });

  it('round-trips with the grid filter', () => {
    const filter: OrderFilter = {
      id: 1,
      status: 'N',
      fornecedor: { nome: 'Aurora' },
      calendarioComercial: { semanaComercial: 3 },
      cd: 4,
      carga: 9,
      dataAgendamentoInicial: '2026-01-01',
    };
    const query = reportQueryFromFilter(filter);
    expect(query).toMatchObject({ fornecedor: 'Aurora', semanaComercial: 3, idLocalizacaoFisica: 4, idCarga: 9 });
    expect(filterFromReportQuery(detailedReportQuerySchema.parse(JSON.parse(JSON.stringify(query))))).toMatchObject(
      filter,
    );
  });
});

describe('listarPedidos arguments', () => {
  it.each([
    ['no max: a page', { pagina: 0 }, { pagina: 0, max: ORDER_PAGE_SIZE, filtro: {} }],
    ['max at the cap', { pagina: 3, max: ORDER_LIST_MAX }, { pagina: 3, max: ORDER_LIST_MAX, filtro: {} }],
    ['max 1', { pagina: 0, max: 1 }, { pagina: 0, max: 1, filtro: {} }],
  ])('accepts %s', (_case, input, expected) => {
    expect(listOrdersArgsSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['max above the cap', { pagina: 0, max: ORDER_LIST_MAX + 1 }, 'max'],
    ['the 1000 of the old "download all"', { pagina: 0, max: 1000 }, 'max'],
    ['max 0', { pagina: 0, max: 0 }, 'max'],
    ['a negative page', { pagina: -1 }, 'pagina'],
    ['a page beyond any listing', { pagina: 100_001 }, 'pagina'],
  ])('refuses %s', (_case, input, field) => {
    const result = listOrdersArgsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field]);
  });
});
