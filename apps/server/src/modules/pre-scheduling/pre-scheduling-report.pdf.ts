import { CSV_EMPTY, formatDateIn, type Language } from '@portal/domain';
import { fillText } from '../../platform/document-texts';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentWidth,
  formatInteger,
  renderTableReport,
  type PdfColumn,
} from '../../platform/pdf';
import { REPORT_COLUMNS } from './pre-scheduling-report.csv';
import type { PreSchedulingRecord } from './pre-scheduling.model';
import { PRE_SCHEDULING_REPORT_TEXTS, type PreSchedulingReportTexts } from './pre-scheduling-report.texts';

/** The filters as applied, printed under the PDF's title. */
export interface PreSchedulingReportFilters {
  supplierName?: string;
  cnpj?: string;
  /** the company name asked for, or the user's own company's name when it may not choose one */
  companyName?: string;
  cdName?: string;
  active?: boolean;
}

export function filtersLine(filters: PreSchedulingReportFilters, texts: PreSchedulingReportTexts): string {
  const parts = [
    `${texts.company}: ${filters.companyName || texts.allCompanies}`,
    filters.supplierName && `${texts.supplier}: ${filters.supplierName}`,
    filters.cnpj && `${texts.cnpj}: ${filters.cnpj}`,
    filters.cdName && `${texts.cd}: ${filters.cdName}`,
    `${texts.active}: ${filters.active === undefined ? texts.all : filters.active ? texts.yes : texts.no}`,
  ].filter(Boolean);
  return `${texts.filters}: ${parts.join(' · ')}`;
}

/** Widths in points of A4 landscape's 770 between the margins, in REPORT_COLUMNS' order. */
const WIDTHS: readonly [number, PdfColumn['align']?][] = [
  [120],
  [78],
  [48],
  [66],
  [110],
  [44, 'right'],
  [30, 'center'],
  [46],
  [46, 'center'],
  [46, 'center'],
  [34, 'center'],
  [34, 'center'],
  [68],
];

function pdfColumns(texts: PreSchedulingReportTexts): PdfColumn[] {
  return REPORT_COLUMNS.map(([key], i) => ({ header: texts[key], width: WIDTHS[i]![0], align: WIDTHS[i]![1] }));
}

function pdfCells(row: PreSchedulingRecord, texts: PreSchedulingReportTexts, language: Language): string[] {
  return REPORT_COLUMNS.map(([key, value]) => {
    if (key === 'startDate') return formatDateIn(language, row.startDate);
    if (key === 'endDate') return row.endDate ? formatDateIn(language, row.endDate) : CSV_EMPTY;
    if (key === 'capacity') return formatInteger(row.capacity, language);
    if (key === 'active') return row.active ? texts.yes : texts.no;
    const cell = value(row, texts);
    return cell === null || cell === undefined || cell === '' ? CSV_EMPTY : String(cell);
  });
}

export interface PreSchedulingReportDocument {
  rows: readonly PreSchedulingRecord[];
  filters: PreSchedulingReportFilters;
  /** more rows matched than the PDF prints */
  truncated: boolean;
  maxRows: number;
  language: Language;
  now: Date;
  compress?: boolean;
}

/** The pre-scheduling report as a PDF (platform renderTableReport). Pure: rows and texts in, bytes out. */
export async function renderPreSchedulingReportPdf(input: PreSchedulingReportDocument): Promise<Buffer> {
  const { language, rows } = input;
  const texts = PRE_SCHEDULING_REPORT_TEXTS[language];
  return renderTableReport({
    texts,
    language,
    now: input.now,
    compress: input.compress,
    lines: [filtersLine(input.filters, texts)],
    columns: () => pdfColumns(texts),
    rows: rows.map((row) => pdfCells(row, texts, language)),
    tail: {
      height: 30,
      draw: (d) => {
        const left = d.page.margins.left;
        const width = contentWidth(d);
        d.moveDown(0.6);
        d.font(PDF_FONT_BOLD)
          .fontSize(8)
          .fillColor(PDF_COLORS.text)
          .text(fillText(texts.total, { count: formatInteger(rows.length, language) }), left, d.y, { width });
        if (input.truncated)
          d.font(PDF_FONT)
            .fillColor(PDF_COLORS.muted)
            .text(fillText(texts.truncated, { count: input.maxRows }), left, d.y, { width });
      },
    },
  });
}
