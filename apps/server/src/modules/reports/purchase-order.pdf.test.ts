import type { ItemPedidoDto, PedidoDetalheDto } from '@portal/domain';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { expectPdf, expectTexts, pdfText } from '../../../test/support/pdf-text';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  lineTotal,
  purchaseOrderTotals,
  renderPurchaseOrderPdf,
} from './purchase-order.pdf';

function item(n: number, overrides: Partial<ItemPedidoDto> = {}): ItemPedidoDto {
  return {
    id: n,
    codItem: String(300_000_000 + n),
    skuCompra: String(500_000_000 + n),
    descricao: 'Camiseta Feminina Manga Curta Algodão',
    descricaoCurta: 'CAMISETA FEM MC',
    tamanho: ['PP', 'P', 'M', 'G', 'GG'][n % 5]!,
    pantone: null,
    cor: 'AZUL MARINHO',
    qtCompra: 12,
    qtCancelada: 0,
    qtRecebida: 0,
    qtVolume: 1,
    qtItens: 1,
    qtCase: 12,
    qtPacote: 1,
    custoUnitario: '19.9900',
    custo: '239.88',
    valorVenda: '49.90',
    referencia: null,
    ean: '7891234567895',
    composicao: '100% Algodão',
    ncm: '61091000',
    aliquotaIcms: '17.00',
    aliquotaIpi: '0.00',
    formaEnvio: 'Cabide',
    itemPai: null,
    packInd: false,
    packNo: null,
    nivelArredondamento: null,
    tamPacoteInterno: null,
    tamPacoteSupp: null,
    unidadeVarejo: null,
    detalhe: null,
    ...overrides,
  };
}

function order(items: ItemPedidoDto[]): PedidoDetalheDto {
  return {
    id: 4_200_123,
    qtCompra: 0,
    qtPacotes: 0,
    qtPecas: 0,
    qtVolumes: 0,
    dtEmissao: '2026-11-03',
    status: 'A',
    naturezaPedido: 'Normal',
    marca: 'Renner',
    amostraPedido: false,
    origemPedido: null,
    amostraStatus: null,
    origemStatus: null,
    sustentabilidade: 'NENHUM',
    utilizaSubContratado: false,
    departamento: 'Moda Feminina',
    departamentoId: 101,
    observacao: 'Entregar com etiqueta de preço.',
    pais: 'Brasil',
    pgCond: '30/60/90 DDL',
    pgDiasPrazo: 90,
    formaPg: 'Boleto',
    promocaoKey: null,
    promocaoId: null,
    promocaoInicio: null,
    promocaoFim: null,
    termosFrete: 'CIF',
    tipoPedido: 'NB',
    tipoPedidoDescricao: 'Nota de Compra',
    versao: 2,
    dtCancelamento: null,
    dtEntregaInicio: '2026-11-24T11:00:00.000Z',
    dtEntregaFim: '2026-11-26T20:00:00.000Z',
    dtRecebimentoPo: null,
    fastInd: false,
    ffdd: null,
    cnpjComprador: '92754738000162',
    utilCode: null,
    aceitePor: null,
    dtAceite: null,
    calendarioComercial: {
      id: 202648,
      semanaComercial: 48,
      ano: 2026,
      dataInicial: '2026-11-22',
      dataFinal: '2026-11-28',
    },
    localizacaoFisica: {
      id: 1,
      nome: 'CD Cabreúva',
      codigo: '901',
      bairro: 'Jacaré',
      cep: '13318-000',
      cnpj: '92754738029006',
      ie: null,
      email: null,
      endereco: 'Rodovia Dom Gabriel Paulino Bueno Couto',
      numero: 'km 84',
      telefone: null,
      tipoLocalidade: 'CD',
      uf: 'SP',
      cidade: 'Cabreúva',
    },
    fornecedor: {
      id: 104512,
      nome: 'Confecções Vale do Itajaí Ltda',
      cnpj: '11222333000181',
      cidade: 'Blumenau',
      uf: 'SC',
      email: 'pedidos@valeitajai.com.br',
      ediPoInd: false,
      exigirDeclProdutor: false,
      exigirCertifOrigem: false,
      isSubcontratado: false,
    },
    empresa: { id: 1, codigo: '001', nome: 'Renner', exigirDeclProdutor: true, exigirCertSustentabilidade: true },
    cargas: [],
    conciliacaos: [],
    itens: items,
  };
}

describe('purchase order formatting', () => {
  it('formats money per language from exact decimals', () => {
    expect(formatMoney(new Decimal('1234.5'), 'pt-BR')).toBe('R$\u00a01.234,50');
    expect(formatMoney(new Decimal('1234.5'), 'en-US')).toBe('R$1,234.50');
    expect(formatMoney(new Decimal('1234.5'), 'es-ES')).toBe('1234,50\u00a0R$');
    // beyond float precision: 2^53 + 1 reais stay exact
    expect(formatMoney(new Decimal('9007199254740993.10'), 'pt-BR')).toBe('R$\u00a09.007.199.254.740.993,10');
  });

  it('computes line totals and totals without floats', () => {
    expect(lineTotal({ qtCompra: 3, custoUnitario: '0.1000' }).toFixed(2)).toBe('0.30');
    const totals = purchaseOrderTotals({
      itens: [
        item(1, { qtCompra: 3, custoUnitario: '0.1000', qtVolume: 1 }),
        item(2, { qtCompra: 7, custoUnitario: '19.9950', qtItens: 3, qtVolume: 2 }),
      ],
    });
    expect(totals).toMatchObject({ pieces: 3 + 21, volumes: 3 });
    expect(totals.cost.toFixed(4)).toBe('140.2650');
  });

  it('formats dates per language, instants in São Paulo', () => {
    expect(formatDate('2026-11-03', 'pt-BR', '-')).toBe('03/11/2026');
    expect(formatDate('2026-11-03', 'en-US', '-')).toBe('11/03/2026');
    expect(formatDate(null, 'en-US', '---')).toBe('---');
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3)
    expect(formatDateTime('2026-11-25T02:30:00Z', 'pt-BR', '-')).toBe('24/11/2026, 23:30');
  });
});

describe('purchase order PDF', () => {
  it('prints the order in Portuguese with accents, items, totals and page numbers', async () => {
    const pdf = await renderPurchaseOrderPdf(order([item(1), item(2)]), {
      language: 'pt-BR',
      now: new Date('2026-11-22T15:04:00Z'),
    });
    expectTexts(expectPdf(pdf), [
      'Renner',
      'Pedido de compra nº 4200123',
      'CNPJ comprador: 92.754.738/0001-62',
      'Confecções Vale do Itajaí Ltda (104512)',
      '11.222.333/0001-81',
      'Blumenau/SC',
      'CD Cabreúva (901)',
      'Aprovado',
      '48/2026',
      '24/11/2026, 08:00 – 26/11/2026, 17:00',
      '30/60/90 DDL',
      '90 dias',
      'R$\u00a0239,88',
      'R$\u00a0479,76',
      'Gerado em 22/11/2026, 12:04 (horário de Brasília)',
      'Página 1 de 1',
    ]);
  });

  it('breaks pages with the table header repeated and numbers every page', async () => {
    const items = Array.from({ length: 120 }, (_, i) => item(i + 1));
    const pdf = await renderPurchaseOrderPdf(order(items), { language: 'en-US' });
    // PO_PDF_DIR=/tmp keeps the document to look at it
    if (process.env.PO_PDF_DIR) writeFileSync(join(process.env.PO_PDF_DIR, 'po-fixture-120-items.pdf'), pdf);
    const text = pdfText(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/^Unit cost$/gm)?.length).toBe(pages);
    expect(text).toContain('Purchase order no. 4200123 (continued)');
    expect(text).toContain('R$28,785.60'); // 120 × 12 × 19.99
  });

  it('prints in Spanish', async () => {
    const text = pdfText(await renderPurchaseOrderPdf(order([item(1)]), { language: 'es-ES' }));
    expectTexts(text, ['Pedido de compra n.º 4200123', 'Razón social', 'Aprobado']);
  });
});
