import { orderListRow } from '@portal/domain/orders/order-list-row.test-support';
import { describe, expect, it } from 'vitest';
import { expectTexts, layoutText, pdfInfo } from '../../../test/support/pdf-text';
import { orderFilterLines, renderOrdersListPdf } from './orders-list.pdf';

function pagesOf(pdf: Buffer): number {
  return Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))![1]);
}

const NOW = new Date('2027-01-12T17:30:00Z');

const order = orderListRow;

describe('the order list PDF (pure renderer)', () => {
  it('draws the grid in A3 landscape: title, filters, the columns and every row, in pt-BR', async () => {
    const rows = [order(905, { status: 'N', naturezaPedido: 'Bonificado MKT' }), order(904)];
    const pdf = await renderOrdersListPdf({
      rows,
      filter: { ordenacao: 'pedido', naturezaPedido: 'Bonificado MKT', cd: 5, anoSemanaComercial: '2027-2' },
      cdName: 'CD Cabreúva',
      language: 'pt-BR',
      now: NOW,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A3 landscape: 1190.55 × 841.89 points
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+1190\.\d+ x 841\.\d+ pts/);
    const text = layoutText(pdf);
    expectTexts(text, [
      'Consulta de pedidos',
      'Natureza: Bonificado MKT',
      'Centro de distribuição: CD Cabreúva',
      'Ano-semana: 02/2027',
      'Ordenação: Pedido (decrescente)',
      'Gerado em 12/01/2027 14:30',
    ]);
    expectTexts(text, ['Pedido', 'Peças', 'Emissão', 'Semana/ano', 'Cargas', 'Fornecedor']); // the column headers
    expect(text).toMatch(/905\s+1200\s+05\/01\/2027\s+N - Novo\s+Bonificado MKT\s+02\/2027/);
    expect(text).toMatch(/904\s+1200\s+05\/01\/2027\s+A - Aprovado/);
    expect(text).toContain('14/01/2027 14:00');
    expect(text).toContain('Página 1 de 1');
  });

  it('speaks the reader’s language: en-US headers, statuses, natures and texts', async () => {
    const pdf = await renderOrdersListPdf({
      rows: [order(905, { naturezaPedido: 'Amostra' })],
      filter: { ordenacao: 'semana', status: 'A' },
      language: 'en-US',
      now: NOW,
    });
    const text = layoutText(pdf);
    expectTexts(text, ['Order inquiry', 'Status: A - Approved', 'Sort by: Business week']);
    expectTexts(text, ['Order', 'Parts', 'Issue date', 'Week/year', 'Loads', 'Supplier']); // the column headers
    expect(text).toMatch(/905\s+1200\s+05\/01\/2027\s+A - Approved\s+Sample/);
    expect(text).toContain('Generated on 12/01/2027 14:30');
    expect(text).toContain('Page 1 of 1');
  });

  it('says so when there are no orders', async () => {
    const text = layoutText(
      await renderOrdersListPdf({ rows: [], filter: { ordenacao: 'pedido' }, language: 'es-ES', now: NOW }),
    );
    expect(text).toContain('Consulta de pedidos');
    expect(text).toContain('No se encontraron pedidos.');
  });

  it('breaks long lists into numbered pages, the header on each', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => order(5000 - i));
    const pdf = await renderOrdersListPdf({ rows, filter: {}, language: 'pt-BR', now: NOW });
    const pages = pagesOf(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = layoutText(pdf);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text.split('\f').filter((page) => page.includes('Emissão'))).toHaveLength(pages);
    for (const row of rows) expect(text).toContain(String(row.id));
  });
});

describe('the filter lines of the order list PDF', () => {
  it('name each filter applied, in order, and always the sort', () => {
    expect(
      orderFilterLines(
        {
          id: 12,
          calendarioComercial: { semanaComercial: 7 },
          status: 'W',
          carga: 77,
          dataAgendamentoInicial: '2027-01-03',
          dataAgendamentoFinal: '2027-01-09',
          fornecedor: { nome: 'Serra' },
          idEmpresa: 1,
          cd: 9,
        },
        'pt-BR',
      ),
    ).toEqual([
      'Pedido: 12',
      'Semana comercial: 7',
      'Status: W - Em edição',
      'Centro de distribuição: 9',
      'Carga: 77',
      'Agendamento de: 03/01/2027',
      'Agendamento até: 09/01/2027',
      'Fornecedor: Serra',
      'Empresa: Renner',
      'Ordenação: Pedido (decrescente)',
    ]);
    expect(orderFilterLines({}, 'es-ES')).toEqual(['Ordenar por: Pedido (descendente)']);
  });
});
