import { bookingReference, companyById, formatDateIn, formatWeek, type Language } from '@portal/domain';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentWidth,
  formatInteger,
  renderTableReport,
  type PdfColumn,
} from '../../platform/pdf';
import type { ReportFilters, ReportRow } from './scheduling-report.model';
import { fillText } from '../../platform/document-texts';
import { SCHEDULING_REPORT_TEXTS, type SchedulingReportTexts } from './scheduling-report.texts';

/** The filters line printed under the title: what the user asked for and the company actually applied. */
export function filtersLine(filters: ReportFilters, texts: SchedulingReportTexts, language: Language): string {
  const company = filters.companyId === null ? null : companyById(filters.companyId);
  const parts = [
    `${texts.company}: ${company ? `${company.code} - ${company.name}` : texts.allCompanies}`,
    filters.supplierName && `${texts.supplierName}: ${filters.supplierName}`,
    filters.gateName && `${texts.gateName}: ${filters.gateName}`,
    filters.scheduleId && `${texts.referenceFilter}: ${bookingReference(filters.scheduleId)}`,
    filters.from && `${texts.deliveryFrom}: ${formatDateIn(language, filters.from)}`,
    filters.to && `${texts.deliveryTo}: ${formatDateIn(language, filters.to)}`,
  ].filter(Boolean);
  return `${texts.filters}: ${parts.join(' · ')}`;
}

function pdfColumns(texts: SchedulingReportTexts): PdfColumn[] {
  return [
    { header: texts.deliveryDateTime, width: 72 },
    { header: texts.reference, width: 64 },
    { header: texts.cd, width: 72 },
    { header: texts.gate, width: 76 },
    { header: texts.load, width: 44, align: 'right' },
    { header: texts.weekYear, width: 46, align: 'center' },
    { header: texts.supplierCode, width: 52, align: 'right' },
    { header: texts.supplier, width: 112 },
    { header: texts.orders, width: 90 },
    { header: texts.volumes, width: 46, align: 'right' },
    { header: texts.pieces, width: 46, align: 'right' },
    { header: texts.companies, width: 50 },
  ];
}

function pdfCells(row: ReportRow, language: Language): string[] {
  return [
    `${formatDateIn(language, row.date)} ${row.time.slice(0, 5)}`,
    bookingReference(row.id),
    row.cdName,
    row.gateName,
    String(row.loadId),
    formatWeek(row.week, row.year),
    String(row.supplierId),
    row.supplierName,
    row.orders.join(', '),
    formatInteger(row.volumes, language),
    formatInteger(row.pieces, language),
    row.companies.join(', '),
  ];
}

export interface SchedulingReportDocument {
  rows: readonly ReportRow[];
  filters: ReportFilters;
  /** more rows matched than the PDF prints (maxRows): a note points to the CSV */
  truncated: boolean;
  maxRows: number;
  language: Language;
  /** the generation time in the footer */
  now: Date;
  /** tests turn compression off to read the texts in the bytes */
  compress?: boolean;
}

/** Room kept under the table of the last page for the totals and the note. */
const TOTALS_HEIGHT = 36;

/**
 * The scheduling report as a PDF (platform renderTableReport): the title, the filters applied, the table, and the
 * totals under it. Pure: rows and texts in, bytes out.
 */
export async function renderSchedulingReportPdf(input: SchedulingReportDocument): Promise<Buffer> {
  const { language, rows } = input;
  const texts = SCHEDULING_REPORT_TEXTS[language];
  const totals = rows.reduce((sum, r) => ({ volumes: sum.volumes + r.volumes, pieces: sum.pieces + r.pieces }), {
    volumes: 0,
    pieces: 0,
  });
  return renderTableReport({
    texts,
    language,
    now: input.now,
    compress: input.compress,
    lines: [filtersLine(input.filters, texts, language)],
    columns: () => pdfColumns(texts),
    rows: rows.map((row) => pdfCells(row, language)),
    tail: {
      height: TOTALS_HEIGHT,
      draw: (d) => {
        const left = d.page.margins.left;
        const width = contentWidth(d);
        d.moveDown(0.6);
        d.font(PDF_FONT_BOLD)
          .fontSize(8)
          .fillColor(PDF_COLORS.text)
          .text(
            fillText(texts.total, {
              count: formatInteger(rows.length, language),
              volumes: formatInteger(totals.volumes, language),
              pieces: formatInteger(totals.pieces, language),
            }),
            left,
            d.y,
            { width },
          );
        if (input.truncated)
          d.font(PDF_FONT)
            .fillColor(PDF_COLORS.muted)
            .text(fillText(texts.truncated, { count: input.maxRows }), left, d.y, { width });
      },
    },
  });
}
