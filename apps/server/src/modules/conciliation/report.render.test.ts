import { conciliationFilterSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  expectNumberedPages,
  expectTexts,
  pageCount,
  pdfText,
  REPORT_TEST_OPTIONS,
} from '../../../test/support/pdf-text';
import { renderConciliationReportPdf, type ConciliationReportDocument, type ConciliationReportRow } from './report.pdf';
import { groupedAccessKey, renderConciliationSealPdf, type SealConciliation } from './seal.pdf';

/** The conciliation documents' renderers alone: rows and a language in, bytes out; no database. */

const NOW = new Date('2026-03-18T15:00:00Z');

/** The report of these rows, unfiltered and for every CD, with REPORT_TEST_OPTIONS unless told. */
const reportPdf = (rows: ConciliationReportRow[], options: Partial<ConciliationReportDocument> = {}) =>
  renderConciliationReportPdf({
    rows,
    filter: conciliationFilterSchema.parse({}),
    cd: null,
    now: NOW,
    ...REPORT_TEST_OPTIONS,
    ...options,
  });

function row(n: number, overrides: Partial<ConciliationReportRow> = {}): ConciliationReportRow {
  return {
    id: 500 + n,
    orderId: 900_000 + n,
    supplierId: 4242,
    supplierName: 'Fornecedor Alfa',
    createdAt: new Date('2026-03-17T13:05:00Z'),
    rejection: null,
    commercialStatus: 2,
    fiscalStatus: 2,
    rfmStatus: 0,
    invoiceNumber: '98765',
    invoiceSeries: '1',
    cancelledAt: null,
    cancelReason: null,
    ...overrides,
  };
}

describe('conciliation report PDF', () => {
  it('prints the count, the rows (cancelled ones flagged) and "page x of y"', async () => {
    const pdf = await reportPdf([row(1), row(2, { cancelledAt: NOW, cancelReason: 'nota errada' })], { cd: 5 });
    expectTexts(pdfText(pdf), [
      'Relatório de conciliações',
      '2 conciliações',
      '98765/1',
      '17/03/2026, 10:05',
      'Cancelada: nota errada',
      'Página 1 de 1',
    ]);
  });

  it('numbers every page of a long report and notes a cap', async () => {
    const pdf = await reportPdf(
      Array.from({ length: 150 }, (_, i) => row(i)),
      { truncated: true, maxRows: 150, language: 'en-US' },
    );
    expect(expectNumberedPages(pdf, pdfText(pdf), ['Page', 'of'])).toBeGreaterThan(1);
  });
});

describe('conciliation seal PDF', () => {
  it('prints one page with the fields and the grouped access key', async () => {
    const seal: SealConciliation = {
      conciliation: {
        id: 77,
        orderId: 900_001,
        createdAt: new Date('2026-03-17T13:05:00Z'),
        commercialStatus: 2,
        fiscalStatus: 2,
        invoiceNumber: '98765',
        invoiceSeries: '1',
        invoiceIssuedAt: new Date('2026-03-10T12:00:00Z'),
        issuerCnpj: '11222333000181',
        accessKey: '43250367839079000110550010000043211342179997',
      },
      supplier: { id: 4242, name: 'Fornecedor Alfa' },
    };
    const pdf = await renderConciliationSealPdf({ seal, language: 'en-US', now: NOW, compress: false });
    expect(pageCount(pdf)).toBe(1);
    expectTexts(pdfText(pdf), [
      'Reconciliation Seal',
      '03/10/2026',
      '11.222.333/0001-81',
      groupedAccessKey(seal.conciliation.accessKey!),
    ]);
  });
});
