import { CSV_BOM } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { expectNumberedPages, expectTexts, pdfText, REPORT_TEST_OPTIONS } from '../../../test/support/pdf-text';
import { preSchedulingReportCsvChunks, reportCsvHeader, reportCsvRow } from './pre-scheduling-report.csv';
import { renderPreSchedulingReportPdf } from './pre-scheduling-report.pdf';
import type { PreSchedulingRecord } from './pre-scheduling.model';

/** The renderers alone: rows and a language in, bytes out; no database. */

function row(n: number, over: Partial<PreSchedulingRecord> = {}): PreSchedulingRecord {
  return {
    id: n,
    description: 'Reserva semanal; caixaria',
    capacity: 1200,
    active: true,
    supplierId: 104512,
    supplierName: 'Malharia Alfa Ltda',
    supplierCnpj: '12ABC34501DE35',
    companyId: 1,
    companyName: 'Renner',
    companyEnabled: true,
    cdId: 1,
    cdName: 'CD Cabreúva',
    gateId: null,
    gateName: null,
    timeZoneId: 1,
    boxReceiving: true,
    hangerReceiving: false,
    transfer: false,
    weekdays: [6, 2],
    workHourType: 1,
    startDate: '2026-12-07',
    endDate: null,
    startTime: '08:00:00',
    endTime: '12:00:00',
    ...over,
  };
}

async function* batches(...lists: PreSchedulingRecord[][]): AsyncGenerator<PreSchedulingRecord[]> {
  for (const list of lists) yield list;
}

async function csvOf(rows: PreSchedulingRecord[][], language: 'pt-BR' | 'en-US' = 'pt-BR'): Promise<string> {
  let out = '';
  for await (const chunk of preSchedulingReportCsvChunks(batches(...rows), language)) out += chunk;
  return out;
}

describe('pre-scheduling report CSV', () => {
  it('starts with the BOM and the header in the language, semicolons', () => {
    expect(reportCsvHeader('pt-BR')).toBe(
      `${CSV_BOM}Fornecedor;CNPJ;Empresa;CD;Descrição;Capacidade;Ativo;Tipo de horário;Data inicial;Data final;Hora inicial;Hora final;Dias da semana\r\n`,
    );
    expect(reportCsvHeader('en-US')).toContain('Supplier;CNPJ;Company;DC;Description');
  });

  it('writes Sim/Não, dd/mm/yyyy, --- for an empty end date, the masked CNPJ and the weekdays by name', () => {
    expect(reportCsvRow(row(1), 'pt-BR')).toBe(
      '104512 - Malharia Alfa Ltda;12.ABC.345/01DE-35;Renner;CD Cabreúva;"Reserva semanal; caixaria";1200;Sim;Semanal;07/12/2026;---;08:00;12:00;Seg, Sex\r\n',
    );
    const range = row(2, { active: false, workHourType: 2, endDate: '2027-01-31', weekdays: [1, 7] });
    expect(reportCsvRow(range, 'en-US')).toContain(';Não;Date range;07/12/2026;31/01/2027;08:00;12:00;Sun, Sat\r\n');
  });

  it('neutralises formulas', () => {
    expect(reportCsvRow(row(3, { description: '=HYPERLINK("x")' }), 'pt-BR')).toContain(`;"'=HYPERLINK(""x"")";`);
  });

  it('streams batch by batch after the header', async () => {
    const text = await csvOf([[row(1), row(2)], [row(3)]]);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
  });
});

describe('pre-scheduling report PDF', () => {
  const NOW = new Date('2026-03-18T15:00:00Z');

  it('prints the title, the filters, the rows and the total, in the three languages', async () => {
    const pdf = await renderPreSchedulingReportPdf({
      rows: [row(1), row(2, { active: false, workHourType: 2, endDate: '2027-01-31' })],
      filters: { supplierName: 'alfa', cnpj: '12.ABC', active: true },
      now: NOW,
      ...REPORT_TEST_OPTIONS,
    });
    expectTexts(pdfText(pdf), [
      'Relatório de pré-agendamentos',
      'Empresa: todas',
      'Fornecedor: alfa',
      'CNPJ: 12.ABC',
      'Ativo: Sim',
      'Reserva semanal; caixaria',
      'CD Cabreúva',
      '07/12/2026',
      'Período',
      'Total: 2 pré-agendamentos',
    ]);
    const english = pdfText(
      await renderPreSchedulingReportPdf({
        rows: [row(1)],
        filters: {},
        now: NOW,
        ...REPORT_TEST_OPTIONS,
        language: 'en-US',
      }),
    );
    expectTexts(english, ['Pre-scheduling report', 'Company: all', 'Active: all', '12/07/2026', 'Weekly', 'Yes']);
    const spanish = pdfText(
      await renderPreSchedulingReportPdf({
        rows: [],
        filters: {},
        now: NOW,
        ...REPORT_TEST_OPTIONS,
        language: 'es-ES',
      }),
    );
    expectTexts(spanish, ['Informe de citas previas', 'Ninguna cita previa coincide']);
  });

  it('pages a long report with numbered pages and notes a truncated one', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1));
    const pdf = await renderPreSchedulingReportPdf({
      rows,
      filters: {},
      now: NOW,
      ...REPORT_TEST_OPTIONS,
      truncated: true,
      maxRows: 120,
    });
    const text = pdfText(pdf);
    expect(expectNumberedPages(pdf, text, ['Página', 'de'])).toBeGreaterThan(1);
    expect(text).toContain('Mostrando os primeiros 120');
  });
});
