import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { csvRow } from '../shared/csv';
import { ORDER_COLUMN_HEADERS, ORDER_FILTER_LABELS, ORDER_NATURE_NAMES, orderNatureName } from './order-column-texts';
import {
  ORDER_DETAIL_COLUMNS,
  ORDER_LIST_COLUMNS,
  ORDER_REPORT_COLUMNS,
  orderCells,
  orderHeaders,
  type OrderListRow,
} from './order-columns';
import type { PedidoDto } from './order-contracts';
import { orderListRow } from './order-list-row.test-support';
import { ORDER_STATUS_NAMES, orderStatusLabel } from './order-status-names';

const row: OrderListRow = orderListRow(501, {
  naturezaPedido: 'Bonificado MKT',
  cargas: [
    {
      ...orderListRow(0).cargas[0]!,
      agendamentos: [
        {
          ...orderListRow(0).cargas[0]!.agendamentos[0]!,
          dtEntrega: '2027-01-12',
          portao: { id: 3, nome: 'Portão 3', descricao: null },
        },
      ],
    },
    { id: 78, dtCriacao: '2027-01-04T12:00:00Z', status: 'A', agendamentos: [] },
  ],
  conciliacaos: [
    {
      id: 9,
      statusConciliacaoComercial: { id: 2, descricao: 'Conciliado' },
      statusConciliacaoFiscal: { id: 3, descricao: 'Reprovado' },
    },
  ],
});

describe('the order list columns', () => {
  it('follow the grid of spec 000 §2, the conciliation dots written as two columns', () => {
    expect(ORDER_LIST_COLUMNS.map((c) => c.key)).toEqual([
      'order',
      'parts',
      'issueDate',
      'status',
      'nature',
      'sampleOrigin',
      'weekYear',
      'dc',
      'brand',
      'loads',
      'delivery',
      'provider',
      'commercial',
      'fiscal',
    ]);
  });

  it('write a row in the portal formats: dd/mm/yyyy, week 02/2027, load ids, empty cells as ---', () => {
    expect(csvRow(orderCells(ORDER_LIST_COLUMNS, row, 'pt-BR'))).toBe(
      '501;1200;05/01/2027;A - Aprovado;Bonificado MKT;---;02/2027;CD Cabreúva;Renner;77, 78;12/01/2027 14:00;Malharia Exemplo Ltda;Conciliado;Reprovado\r\n',
    );
  });

  it('translate the status, the nature and the headers', () => {
    expect(orderCells(ORDER_LIST_COLUMNS, row, 'en-US').slice(3, 5)).toEqual(['A - Approved', 'Bonus (marketing)']);
    expect(orderCells(ORDER_LIST_COLUMNS, row, 'en-US').slice(-2)).toEqual(['Reconciled', 'Rejected']);
    expect(orderCells(ORDER_LIST_COLUMNS, { ...row, status: 'N' }, 'es-ES')[3]).toBe('N - Nuevo');
    expect(orderHeaders(ORDER_LIST_COLUMNS, 'pt-BR').slice(0, 5)).toEqual([
      'Pedido',
      'Peças',
      'Emissão',
      'Status',
      'Natureza',
    ]);
    expect(orderStatusLabel('W', 'pt-BR')).toBe('W - Em edição');
  });

  // the two exports disagreed: the server wrote a count under "Cargas" and the week unpadded (2/2027)
  it('write "Cargas" as the load ids the grid shows, and the week padded, for every export', () => {
    const loads = ORDER_LIST_COLUMNS.findIndex((c) => c.key === 'loads');
    const week = ORDER_LIST_COLUMNS.findIndex((c) => c.key === 'weekYear');
    const cells = orderCells(ORDER_LIST_COLUMNS, row, 'pt-BR');
    // the detailed report starts with the same columns
    expect(ORDER_REPORT_COLUMNS[loads]).toBe(ORDER_LIST_COLUMNS[loads]);
    expect(cells[loads]).toBe('77, 78');
    expect(cells[week]).toBe('02/2027');
    expect(orderCells(ORDER_LIST_COLUMNS, { ...row, cargas: [] }, 'pt-BR')[loads]).toBe('');
  });

  it('keep a nature outside the list as it came', () => {
    expect(orderNatureName('Outra', 'en-US')).toBe('Outra');
  });
});

describe('the detailed report columns', () => {
  it('start with the list columns and never repeat a column', () => {
    expect(ORDER_REPORT_COLUMNS.slice(0, ORDER_LIST_COLUMNS.length)).toEqual(ORDER_LIST_COLUMNS);
    const keys = ORDER_REPORT_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ORDER_DETAIL_COLUMNS.length).toBeGreaterThan(0);
  });

  it('write instants on the São Paulo calendar and yes/no in the language', () => {
    const order = {
      ...row,
      fornecedor: { ...row.fornecedor, id: 10, cnpj: '12345678000190' },
      empresa: { id: 1, codigo: '001', nome: 'Renner' },
      // 02:30 UTC on the 10th is still the 9th in São Paulo
      dtEntregaInicio: '2027-01-10T02:30:00Z',
      dtEntregaFim: null,
      dtAceite: '2027-01-06T15:00:00Z',
      utilizaSubContratado: true,
    } as unknown as PedidoDto;
    const cell = (key: string, language: 'pt-BR' | 'en-US' | 'es-ES' = 'pt-BR') =>
      orderCells(ORDER_REPORT_COLUMNS, order, language)[ORDER_REPORT_COLUMNS.findIndex((c) => c.key === key)];
    expect(cell('deliveryStart')).toBe('09/01/2027');
    expect(cell('deliveryEnd')).toBe('');
    expect(cell('acceptedAt')).toBe('06/01/2027');
    expect(cell('company')).toBe('001 - Renner');
    expect(cell('gate')).toBe('Portão 3');
    expect([cell('usesSubcontractor'), cell('usesSubcontractor', 'en-US'), cell('usesSubcontractor', 'es-ES')]).toEqual(
      ['Sim', 'Yes', 'Sí'],
    );
  });
});

describe('the texts', () => {
  it.each(LANGUAGES)('%s names every column, status and nature', (language) => {
    for (const text of [
      ...Object.values(ORDER_COLUMN_HEADERS[language]),
      ...Object.values(ORDER_STATUS_NAMES[language]),
      ...Object.values(ORDER_NATURE_NAMES[language]),
    ])
      expect(text.trim()).not.toBe('');
  });

  it('names a filter on a column as the grid names the column, and the other filters on their own', () => {
    expect(ORDER_FILTER_LABELS['pt-BR']).toEqual({
      order: 'Pedido',
      week: 'Semana comercial',
      yearWeek: 'Ano-semana',
      status: 'Status',
      nature: 'Natureza',
      dc: 'Centro de distribuição',
      load: 'Carga',
      scheduledFrom: 'Agendamento de',
      scheduledTo: 'Agendamento até',
      provider: 'Fornecedor',
      company: 'Empresa',
      sort: 'Ordenação',
    });
    expect(ORDER_FILTER_LABELS['en-US']).toMatchObject({ order: 'Order', status: 'Status', provider: 'Supplier' });
    expect(ORDER_FILTER_LABELS['es-ES']).toMatchObject({
      status: 'Estado',
      nature: 'Naturaleza',
      provider: 'Proveedor',
    });
    for (const language of LANGUAGES)
      for (const key of ['order', 'status', 'nature', 'provider', 'company'] as const)
        expect(ORDER_FILTER_LABELS[language][key]).toBe(ORDER_COLUMN_HEADERS[language][key]);
  });
});
