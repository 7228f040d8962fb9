import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database';
import { storeFile } from '../../platform/files';
import { PDF_COLORS, PDF_FONT, PDF_FONT_BOLD, createPdf, drawTable, pdfBytes } from '../../platform/pdf';
import { measurementCharts, users } from '../schema/index';
import type { DemoData } from './demo-data';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

/** Youcom (spec 000 §6: company 004), the only company whose users import measurement charts. */
const YOUCOM_COMPANY_ID = 4;

/** One imported chart of the demo: the order, its version among the order's imports, and when. */
export interface DemoChart {
  orderId: number;
  version: number;
  versions: number;
  /** Days before the demo's today. */
  daysAgo: number;
}

/**
 * The demo's charts: the first two Youcom orders of supplier A (the first imported twice, so the newest one
 * is the current chart) and the first Youcom order of supplier B. Deterministic for a given DemoData.
 */
export function demoCharts(data: {
  orders: readonly { id: number; companyId: number; supplierId: number }[];
}): DemoChart[] {
  const youcomOf = (supplierId: number) =>
    data.orders
      .filter((o) => o.companyId === YOUCOM_COMPANY_ID && o.supplierId === supplierId)
      .map((o) => o.id)
      .sort((a, b) => a - b);
  const [a1, a2] = youcomOf(DEMO_SUPPLIER_A_ID);
  const [b1] = youcomOf(DEMO_SUPPLIER_B_ID);
  const charts: DemoChart[] = [];
  if (a1 !== undefined) {
    charts.push({ orderId: a1, version: 1, versions: 2, daysAgo: 10 });
    charts.push({ orderId: a1, version: 2, versions: 2, daysAgo: 3 });
  }
  if (a2 !== undefined) charts.push({ orderId: a2, version: 1, versions: 1, daysAgo: 5 });
  if (b1 !== undefined) charts.push({ orderId: b1, version: 1, versions: 1, daysAgo: 7 });
  return charts;
}

/** Product measurements in cm by size; a later version corrects the lengths by a centimetre. */
function measurementRows(sizes: readonly string[], version: number): string[][] {
  return sizes.map((size, i) => [
    size,
    String(84 + 4 * i),
    String(68 + 4 * i),
    String(92 + 4 * i),
    String(64 + 2 * i + (version - 1)),
  ]);
}

/** A one-page size table, as a supplier would send for an order. */
export async function demoChartPdf(
  chart: DemoChart,
  item: { description: string; sizes: readonly string[] },
): Promise<Buffer> {
  const doc = createPdf({
    title: `Tabela de medidas - pedido ${chart.orderId}`,
    subject: 'Tabela de medidas',
    author: 'Portal Fornecedor (demo)',
    language: 'pt-BR',
  });
  doc.font(PDF_FONT_BOLD).fontSize(16).text('Tabela de medidas');
  doc.moveDown(0.3);
  doc.font(PDF_FONT).fontSize(10).fillColor(PDF_COLORS.muted);
  doc.text(`Pedido ${chart.orderId} - Youcom`);
  doc.text(`Produto: ${item.description}`);
  doc.text(`Versão ${chart.version} de ${chart.versions}`);
  doc.moveDown(1).fillColor(PDF_COLORS.text);
  drawTable(doc, {
    columns: [
      { header: 'Tamanho', width: 95 },
      { header: 'Busto (cm)', width: 95, align: 'right' },
      { header: 'Cintura (cm)', width: 95, align: 'right' },
      { header: 'Quadril (cm)', width: 95, align: 'right' },
      { header: 'Comprimento (cm)', width: 110, align: 'right' },
    ],
    rows: measurementRows(item.sizes, chart.version),
    fontSize: 10,
    zebra: true,
  });
  doc.moveDown(1).font(PDF_FONT).fontSize(8).fillColor(PDF_COLORS.muted);
  doc.text('Medidas da peça pronta, em centímetros. Tolerância de ±1 cm.', doc.page.margins.left);
  return pdfBytes(doc);
}

/** The sizes of an order's items in their first-seen order, and the first item's description. */
function itemOf(data: Pick<DemoData, 'items'>, orderId: number): { description: string; sizes: string[] } {
  const items = data.items.filter((i) => i.orderId === orderId);
  const sizes = [...new Set(items.map((i) => i.size))];
  return { description: items[0]?.shortDescription ?? '-', sizes: sizes.length > 0 ? sizes : ['U'] };
}

/** Writes the demo charts (PDF in stored_files, row in measurement_charts) as imported by the Youcom user. */
export async function seedCharts(tx: Tx, data: Pick<DemoData, 'orders' | 'items' | 'today'>): Promise<number> {
  const [youcom] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'youcom'));
  const userId = youcom?.id ?? null;
  const charts = demoCharts(data);
  for (const chart of charts) {
    const content = await demoChartPdf(chart, itemOf(data, chart.orderId));
    const fileName = `tabela-medidas-${chart.orderId}${chart.versions > 1 ? `-v${chart.version}` : ''}.pdf`;
    const file = await storeFile(tx, { name: fileName, mimeType: 'application/pdf', content, userId });
    // 14:00 in São Paulo (UTC-3), daysAgo before the demo's today
    const createdAt = new Date(Date.parse(`${data.today}T17:00:00Z`) - chart.daysAgo * 86_400_000);
    await tx.insert(measurementCharts).values({
      orderId: chart.orderId,
      fileId: file.id,
      fileName,
      createdAt,
      createdBy: userId,
    });
  }
  return charts.length;
}
