import { formatCnpj } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNumberedPages, expectPdf, expectTexts, pageCount, pdfText } from '../../../test/support/pdf-text';
import { verifyToken } from '../../platform/auth';
import { pageStarts } from '../../platform/pdf';
import { conciliationReportPdf } from './report.service';
import { code128Modules } from '../../platform/barcodes';
import { code128Values } from '../../platform/barcodes.test-support';
import { groupedAccessKey } from './seal.pdf';
import {
  COMPANY_OF,
  LOGISTICS_CD,
  OTHER_CD,
  SUPPLIER_A,
  SUPPLIER_B,
  call,
  expectHiddenFrom,
  insertApproved,
  insertConciliation,
  makeOrder,
  supplierOf,
  type Login,
  useConciliationApp,
} from './conciliation.test-support';

const { t, tokens } = useConciliationApp();

describe('Code 128', () => {
  it('encodes digits in code set C and anything else in code set B, with the modulo-103 check symbol', () => {
    // start C, 12, 34, check (105 + 12·1 + 34·2) mod 103 = 82, stop
    expect(code128Values('1234')).toEqual([105, 12, 34, 82, 106]);
    // the classic example: PJJ123C in code set B has check symbol 55
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(code128Values('123')[0]).toBe(104);
    expect(() => code128Values('ação')).toThrow(RangeError);
  });

  it('draws 11 modules per symbol and 13 for the stop, starting and ending with a bar', () => {
    const key = '43250367839079000110550010000043211342179997';
    const modules = code128Modules(key);
    expect(modules).toHaveLength(11 * (1 + 22 + 1) + 13);
    expect(modules.startsWith('11010011100')).toBe(true); // start C
    expect(modules.endsWith('1100011101011')).toBe(true); // stop
    // every symbol has three bars and three spaces
    for (let i = 0; i < modules.length - 13; i += 11) {
      expect(modules.slice(i, i + 11).match(/1+/g)).toHaveLength(3);
    }
    expect(groupedAccessKey(key)).toBe('4325 0367 8390 7900 0110 5500 1000 0043 2113 4217 9997');
  });
});

describe('pageStarts', () => {
  it('breaks before the row that does not fit, never leaving a page empty', () => {
    // first page from y 80, later pages from 20, bottom at 100
    expect(pageStarts([10, 10, 10, 10], 80, 20, 100)).toEqual([0, 2]);
    expect(pageStarts([10, 20, 10, 50, 50], 80, 20, 100)).toEqual([0, 1, 4]);
    expect(pageStarts([200, 10], 80, 20, 100)).toEqual([0, 1]);
    expect(pageStarts([], 80, 20, 100)).toEqual([0]);
  });
});

describe('GET /api/seloConciliacoes/gerar/:id', () => {
  const seal = (login: Login | null, id: number, query = '', language?: string) =>
    call(t, login ? tokens[login] : null, 'GET', `/api/seloConciliacoes/gerar/${id}${query}`, undefined, language);

  it('prints a one-page seal with the fields, the access key and its barcode, in the asked language', async () => {
    const order = await makeOrder(t, { cdId: LOGISTICS_CD });
    const { id, invoice } = await insertApproved(t, order, { number: 98765 });
    const supplier = await supplierOf(t, SUPPLIER_A);
    const answer = await seal('fornecedor', id);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Selo da Conciliacao.pdf"; filename*=UTF-8''Selo%20da%20Conciliacao.pdf`,
    );
    expectTexts(expectPdf(answer.raw, 1), [
      'Selo da Conciliação',
      'NOTA FISCAL',
      '98765',
      'SÉRIE',
      'DATA DA NOTA FISCAL',
      '10/03/2025',
      formatCnpj(supplier.cnpj),
      supplier.name,
      'NÚMERO DA CONCILIAÇÃO',
      String(id),
      String(order),
      groupedAccessKey(invoice.accessKey),
      'Comercial: Conciliado',
    ]);
    // the bars: many filled rectangles in the page's content
    expect(answer.raw.length).toBeGreaterThan(2000);

    const english = pdfText((await seal('logistica', id, '?userLocale=en-US')).raw);
    expectTexts(english, ['Reconciliation Seal', 'ACCESS KEY', '03/10/2025']);
    const spanish = pdfText((await seal('admin', id, '', 'es-ES,es;q=0.9')).raw);
    expect(spanish).toContain('Sello de la Conciliación');
  });

  it('is only for a 2/2 conciliation that is not cancelled (sealNotAvailable)', async () => {
    const order = await makeOrder(t);
    for (const fixture of [{ fiscal: 4 }, { commercial: 3, fiscal: 0 }, { cancelled: { reason: 'x' } }]) {
      const { id } = await insertApproved(t, order, fixture);
      const answer = await seal('fornecedor', id);
      expect(answer.status, JSON.stringify(fixture)).toBe(409);
      expect(answer.code).toBe('sealNotAvailable');
    }
  });

  it("is 404 for another supplier's, CD's or company's conciliation, and needs a signed-in user", async () => {
    const order = await makeOrder(t, { cdId: OTHER_CD, companyId: COMPANY_OF.youcom });
    const { id } = await insertApproved(t, order);
    await expectHiddenFrom(['fornecedor2', 'logistica', 'usuario', 'camicado'], (login) => seal(login, id));
    expect((await seal(null, id)).status).toBe(401);
    expect((await seal('admin', 0)).status).toBe(400);
    for (const login of ['admin', 'youcom'] as const) expect((await seal(login, id)).status).toBe(200);
  });
});

describe('GET /api/relatorios/Reports/conciliacao.pdf', () => {
  // conciliations of 2002, a year the seed never uses
  const YEAR = 'dataConciliacaoInicial=2002-01-01&dataConciliacaoFinal=2002-12-31';
  let orders: { a1: number; a2: number; b1: number };

  beforeAll(async () => {
    orders = {
      a1: await makeOrder(t, { cdId: LOGISTICS_CD }),
      a2: await makeOrder(t, { cdId: OTHER_CD }),
      b1: await makeOrder(t, { supplierId: SUPPLIER_B, cdId: LOGISTICS_CD }),
    };
    await insertConciliation(t, orders.a1, {
      createdAt: new Date('2002-02-01T15:00:00Z'),
      invoiceNumber: '3001',
      invoiceSeries: '7',
      rfm: {},
    });
    await insertConciliation(t, orders.a2, {
      createdAt: new Date('2002-02-02T15:00:00Z'),
      commercial: 3,
      fiscal: 0,
      rejection: [{ code: 'ncm', item: 'ITEM-1', po: '61091000', nf: '61099000' }],
      cancelled: { reason: 'Nota substituída' },
    });
    await insertConciliation(t, orders.b1, { createdAt: new Date('2002-02-03T15:00:00Z'), fiscal: 4 });
  });

  const report = (login: Login | null, query: string, language?: string) =>
    call(
      t,
      login ? tokens[login] : null,
      'GET',
      `/api/relatorios/Reports/conciliacao.pdf?${query}`,
      undefined,
      language,
    );

  it('is for admin and logistics only', async () => {
    for (const login of ['fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado'] as const) {
      const answer = await report(login, YEAR);
      expect(answer.status, login).toBe(403);
      expect(answer.code).toBe('withoutPermission');
    }
    expect((await report(null, YEAR)).status).toBe(401);
  });

  it('prints every matching conciliation with the filters applied, in pt-BR by default', async () => {
    const answer = await report('admin', `perfil=Admin&${YEAR}&statusRFM=&notaFiscal=`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toContain('filename="relatorio_conciliacao.pdf"');
    const text = expectPdf(answer.raw, 1);
    expectTexts(text, [
      'Relatório de conciliações',
      'Data a partir de: 01/01/2002',
      'Data até: 31/12/2002',
      'Ordenação: pedido (crescente)',
      '3 conciliações',
      'Motivo',
      String(orders.a1),
      String(orders.a2),
      String(orders.b1),
      '3001/7',
      'Emitido',
      'Reprovado',
      'Condicional',
      'Cancelada: Nota substituída',
      'Página 1 de 1',
    ]);
    expect(text.indexOf(String(orders.a1))).toBeLessThan(text.indexOf(String(orders.b1)));
  });

  it('prints in the language of userLocale, and logistics sees its CD only', async () => {
    const english = pdfText((await report('logistica', `${YEAR}&userLocale=en-US&orderBy=-pedido`)).raw);
    expectTexts(english, [
      'Reconciliation report',
      'DC: 1',
      'Sort: order (descending)',
      '2 reconciliations',
      'Page 1 of 1',
      String(orders.a1),
      String(orders.b1),
    ]);
    expect(english).not.toContain(String(orders.a2));
    expect(english.indexOf(String(orders.b1))).toBeLessThan(english.indexOf(String(orders.a1)));
    const spanish = pdfText((await report('admin', `${YEAR}&statusComercial=3`, 'es-ES')).raw);
    expectTexts(spanish, ['Informe de conciliaciones', 'Comercial: Rechazado', '1 conciliaciones']);
    const empty = pdfText((await report('admin', `${YEAR}&pedido=1`)).raw);
    expect(empty).toContain('Nenhuma conciliação encontrada com estes filtros.');
  });

  it('refuses bad filter values with a validation error', async () => {
    for (const query of [
      'statusComercial=9',
      'statusRFM=x',
      'dataConciliacaoInicial=2002-13-01',
      'dataConciliacaoInicial=2002-02-30',
      'dataConciliacaoInicial=2002-03-01&dataConciliacaoFinal=2002-02-01',
      'orderBy=fornecedor',
      'pedido=abc',
    ]) {
      const answer = await report('admin', query);
      expect(answer.status, query).toBe(400);
      expect(['validation', 'requiredField']).toContain(answer.code);
    }
  });

  it('breaks pages with the header repeated and numbers them x of y; a cap prints a note', async () => {
    const order = await makeOrder(t, { cdId: OTHER_CD });
    for (let i = 0; i < 70; i++) {
      await insertConciliation(t, order, {
        createdAt: new Date(Date.UTC(2003, 0, 1, 12, i)),
        // every third row has a rejection long enough for two lines
        rejection: Array.from({ length: i % 3 === 0 ? 4 : 1 }, (_, k) => ({
          code: 'quantity' as const,
          item: `ITEM-${i}-${k}`,
          po: '10',
          nf: '11',
        })),
        commercial: 3,
        fiscal: 0,
      });
    }
    const answer = await report(
      'admin',
      `dataConciliacaoInicial=2003-01-01&dataConciliacaoFinal=2003-01-01&userLocale=en-US`,
    );
    const text = pdfText(answer.raw);
    const pages = expectNumberedPages(answer.raw, text, ['Page', 'of']);
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Reconciliation\b/g)!.length).toBeGreaterThanOrEqual(pages);
    expect(text).toContain('ITEM-68-0');

    const admin = await verifyToken(tokens.admin, t.config);
    const capped = await conciliationReportPdf(
      { db: t.database.db, user: admin, language: 'pt-BR' },
      { dataConciliacaoInicial: '2003-01-01', dataConciliacaoFinal: '2003-01-01' },
      { maxRows: 10 },
    );
    const cappedText = pdfText(capped);
    expect(cappedText).toContain('10 conciliações');
    expect(cappedText).toContain('Mostrando as primeiras 10 conciliações');
    expect(pageCount(capped)).toBe(1);
  });
});
