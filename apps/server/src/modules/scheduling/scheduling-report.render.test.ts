import { bookingReference, CSV_BOM } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { expectNumberedPages, expectTexts, pdfText, REPORT_TEST_OPTIONS } from '../../../test/support/pdf-text';
import { reportCsvHeader, schedulingReportCsvChunks } from './scheduling-report.csv';
import type { ReportRow } from './scheduling-report.model';
import { renderSchedulingReportPdf, type SchedulingReportDocument } from './scheduling-report.pdf';

/** The renderers alone: rows and a language in, bytes out; no database. */

function row(n: number, overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id: n,
    date: '2026-03-18',
    time: '08:30:00',
    cdName: 'CD Norte',
    gateName: 'Portão A',
    loadId: 7000 + n,
    year: 2026,
    week: 12,
    supplierId: 4242,
    supplierName: 'Fornecedor Alfa, Ltda',
    orders: [900001, 900002],
    volumes: 10,
    pieces: 120,
    companies: ['001 - Renner'],
    ...overrides,
  };
}

const NOW = new Date('2026-03-18T15:00:00Z');

/** The PDF of these rows, unfiltered, with REPORT_TEST_OPTIONS unless told. */
const reportPdf = (rows: ReportRow[], options: Partial<SchedulingReportDocument> = {}) =>
  renderSchedulingReportPdf({ rows, filters: { companyId: null }, now: NOW, ...REPORT_TEST_OPTIONS, ...options });

async function* batches(...lists: ReportRow[][]): AsyncGenerator<ReportRow[]> {
  for (const list of lists) yield list;
}

describe('scheduling report CSV', () => {
  it('writes the BOM and the header in the language, then the rows batch by batch', async () => {
    const chunks: string[] = [];
    for await (const chunk of schedulingReportCsvChunks(batches([row(1)], [row(2), row(3)]), 'en-US'))
      chunks.push(chunk);
    expect(chunks).toHaveLength(3);
    expect(chunks[0]).toBe(reportCsvHeader('en-US'));
    expect(chunks[0]!.startsWith(CSV_BOM)).toBe(true);
    // the spec's first comma of a text becomes a slash
    expect(chunks[1]).toContain('Fornecedor Alfa/ Ltda');
    expect(chunks[1]).toContain('18/03/2026 08:30');
    expect(chunks[2]!.split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('ends every row with the booking reference, the last column (issue 18)', async () => {
    const chunks: string[] = [];
    for await (const chunk of schedulingReportCsvChunks(batches([row(572)]), 'pt-BR')) chunks.push(chunk);
    expect(chunks[0]!.trimEnd().endsWith(';Empresa;Referência')).toBe(true);
    expect(chunks[1]!.trimEnd().endsWith(';001 - Renner;AG-0000572-4')).toBe(true);
  });

  it('writes the week as the domain does, with two digits (02/2026, not 2/2026)', async () => {
    const chunks: string[] = [];
    for await (const chunk of schedulingReportCsvChunks(batches([row(1, { week: 2 })]), 'pt-BR')) chunks.push(chunk);
    expect(chunks[1]).toContain(';02/2026;');
  });
});

describe('scheduling report PDF', () => {
  it('prints the filters, the rows, the totals and "page x of y" in the language', async () => {
    const pdf = await reportPdf([row(1), row(2, { volumes: 5, pieces: 1000 })], {
      filters: { companyId: 1, gateName: 'Portão A', from: '2026-03-16', scheduleId: 2 },
      language: 'en-US',
    });
    expectTexts(pdfText(pdf), [
      'Company: 001 - Renner',
      `Reference: ${bookingReference(2)}`,
      'Reference',
      bookingReference(1),
      '03/16/2026',
      '03/18/2026 08:30',
      'Total: 2 bookings, 15 volumes, 1,120 pieces',
      'Page 1 of 1',
    ]);
  });

  it('writes the week as the domain does, with two digits', async () => {
    const pdf = await reportPdf([row(1, { week: 2 })]);
    expect(pdfText(pdf)).toContain('02/2026');
  });

  it('breaks long tables over numbered pages, keeps the totals, and says when it stops', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1));
    const pdf = await reportPdf(rows, { truncated: true, maxRows: 120 });
    const text = pdfText(pdf);
    expect(expectNumberedPages(pdf, text, ['Página', 'de'])).toBeGreaterThan(1);
    expectTexts(text, ['Total: 120 agendamentos', 'Mostrando os primeiros 120 agendamentos']);
  });

  it('says so when nothing matches', async () => {
    const text = pdfText(await reportPdf([], { language: 'es-ES' }));
    expect(text).toContain('Ninguna programación coincide con estos filtros.');
    expect(text).toContain('Página 1 de 1');
  });
});
