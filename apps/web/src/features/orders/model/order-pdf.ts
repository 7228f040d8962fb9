import type { CsvValue } from '@portal/domain';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

export interface OrdersPdfInput {
  title: string;
  /** "Label: value" of each active filter, or a single "no filters" line. */
  summary: string[];
  generatedAt: string;
  header: string[];
  rows: CsvValue[][];
  /** Shown when there are no rows. */
  empty: string;
}

/**
 * The grid in A3 landscape (spec 000 §2). This module pulls in jsPDF, so the page imports it only
 * when the user asks for the PDF.
 */
export function buildOrdersPdf(input: OrdersPdfInput): Blob {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a3' });
  const margin = 12;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(input.title, margin, 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(input.generatedAt, doc.internal.pageSize.getWidth() - margin, 16, { align: 'right' });
  const width = doc.internal.pageSize.getWidth() - margin * 2;
  const summary = doc.splitTextToSize(input.summary.join('   ·   '), width) as string[];
  doc.text(summary, margin, 23);
  const startY = 23 + summary.length * 4 + 3;
  const body = input.rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  autoTable(doc, {
    startY,
    margin: { left: margin, right: margin },
    head: [input.header],
    body: body.length > 0 ? body : [[{ content: input.empty, colSpan: input.header.length }]],
    styles: { fontSize: 8, cellPadding: 1.5, overflow: 'linebreak' },
    headStyles: { fillColor: [33, 37, 41], textColor: 255 },
    alternateRowStyles: { fillColor: [245, 245, 245] },
    didDrawPage: () => {
      const pages = doc.getNumberOfPages();
      doc.setFontSize(8);
      doc.text(String(pages), doc.internal.pageSize.getWidth() - margin, doc.internal.pageSize.getHeight() - 6, {
        align: 'right',
      });
    },
  });
  return doc.output('blob');
}
