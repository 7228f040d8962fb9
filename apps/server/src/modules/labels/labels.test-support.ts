import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ean13CheckDigit } from '@portal/domain';
import { BarcodeFormat } from '@zxing/library';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { orderCopy, orderIdsFrom, templateOrder } from '../../../test/support/order-copies';
import type { TestApp } from '../../../test/support/test-app';
import { orderItems, orders } from '../../db/schema/index';
import { decodeBarcode } from '../../platform/barcodes.test-support';

/**
 * Test data of the labels: fresh orders of a chosen company, nature and status with chosen items, written
 * straight into the database; plus a PDF → PNG → EAN-13 reader for the Camicado sheet.
 */

export const SUPPLIER_A = 104512; // login fornecedor; sells to Renner, Camicado and Youcom
export const SUPPLIER_B = 108733; // logins fornecedor2, fornecedor2b
export const LOGISTICS_CD = 1; // the CD of login logistica
export const OTHER_CD = 2;
export const RENNER = 1;
export const CAMICADO = 3;
export const YOUCOM = 4;
export const LOGINS = ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado', 'logistica'] as const;
export type Login = (typeof LOGINS)[number];

let eanSerial = 0;
/** A valid EAN-13 no seeded item uses (prefix 7891999). */
export function newEan(): string {
  eanSerial++;
  const body = `7891999${String(eanSerial).padStart(5, '0')}`;
  return body + String(ean13CheckDigit(body));
}

export interface ItemFixture {
  itemCode: string;
  qtPurchase: number;
  qtVolume: number;
  qtItems?: number;
  shortDescription?: string;
  size?: string;
  colour?: string;
  ean?: string;
  salePrice?: string;
  packNo?: string | null;
}

export interface LabelOrderFixture {
  supplierId?: number;
  companyId?: number;
  nature?: string;
  status?: string;
  cdId?: number;
  items?: ItemFixture[];
}

export interface LabelOrderMade {
  orderId: number;
  itemIds: number[];
  items: (ItemFixture & { id: number; ean: string })[];
}

const DEFAULT_ITEMS: ItemFixture[] = [
  { itemCode: '500123', qtPurchase: 120, qtVolume: 10, shortDescription: 'CAMISETA BASICA', size: 'M', colour: 'Azul' },
  { itemCode: '500130', qtPurchase: 60, qtVolume: 5, shortDescription: 'CALCA JEANS', size: '40', colour: 'Preto' },
];

const newOrderIds = orderIdsFrom(70_000);

/** A new order (a copy of one of the supplier's orders with a fresh id) with the given items. */
export async function makeLabelOrder(t: TestApp, fixture: LabelOrderFixture = {}): Promise<LabelOrderMade> {
  const db = t.database.db;
  const template = await templateOrder(db, fixture.supplierId ?? SUPPLIER_A);
  const [templateItem] = await db.select().from(orderItems).where(eq(orderItems.orderId, template.id)).limit(1);
  if (!templateItem) throw new Error(`order ${template.id} has no item to copy`);
  const [orderId] = (await newOrderIds(db, 1)) as [number];
  await db.insert(orders).values({
    ...orderCopy(template, orderId, { status: fixture.status, companyId: fixture.companyId ?? RENNER }),
    nature: fixture.nature ?? 'Normal',
    isSample: fixture.nature === 'Amostra',
    cdId: fixture.cdId ?? LOGISTICS_CD,
  });
  const wanted = (fixture.items ?? DEFAULT_ITEMS).map((item) => ({ ...item, ean: item.ean ?? newEan() }));
  const { id: _id, ...base } = templateItem;
  const rows = await db
    .insert(orderItems)
    .values(
      wanted.map((item) => ({
        ...base,
        orderId,
        itemCode: item.itemCode,
        shortDescription: item.shortDescription ?? 'PRODUTO TESTE',
        size: item.size ?? 'U',
        colour: item.colour ?? 'Branco',
        qtPurchase: item.qtPurchase,
        qtVolume: item.qtVolume,
        qtItems: item.qtItems ?? 1,
        supplementaryPackSize: item.qtItems ?? 1,
        packNo: item.packNo !== undefined ? item.packNo : (item.qtItems ?? 1) > 1 ? `PK${item.itemCode}` : null,
        ean: item.ean,
        salePrice: item.salePrice ?? '79.90',
      })),
    )
    .returning({ id: orderItems.id });
  const ids = rows.map((r) => r.id);
  return { orderId, itemIds: ids, items: wanted.map((item, i) => ({ ...item, id: ids[i]! })) };
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  raw: Buffer;
  /** the error body, when the call was refused */
  error: { code: string; message: string; details?: Record<string, unknown> };
}

/** One REST POST as a signed-in user (token null: anonymous). */
export async function post(t: TestApp, token: string | null, url: string, payload: unknown): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.body,
    raw: response.rawPayload,
    error: json ? response.json() : { code: '', message: '' },
  };
}

/** A GraphQL call as the web app makes it; `errors` is absent when there are none. */
export { graphqlAs as graphql } from '../../../test/support/graphql-post';

// ---------------------------------------------------------------------------------------------------------
// Reading a PDF's barcodes as a scanner would: pdftoppm renders the pages, zxing decodes a region.

const run = promisify(execFile);

export interface RenderedPage {
  png: PNG;
  /** pixels per PDF point */
  scale: number;
  path: string;
}

/** Renders every page of a PDF to PNG (pdftoppm -r dpi); the files stay in `dir` until cleanUp. */
export async function renderPdf(pdf: Buffer, dpi = 200): Promise<{ pages: RenderedPage[]; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'labels-pdf-'));
  await writeFile(join(dir, 'in.pdf'), pdf);
  await run('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'in.pdf'), join(dir, 'page')]);
  const files = (await readdir(dir)).filter((f) => f.startsWith('page') && f.endsWith('.png')).sort();
  const pages: RenderedPage[] = [];
  for (const file of files) {
    const path = join(dir, file);
    pages.push({ png: PNG.sync.read(await readFile(path)), scale: dpi / 72, path });
  }
  return { pages, dir };
}

export async function cleanUp(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Decodes the EAN-13 inside a rectangle of a rendered page (points), or null when zxing finds none. */
export function decodeEan13(page: RenderedPage, box: { x: number; y: number; width: number; height: number }) {
  const left = Math.max(0, Math.floor(box.x * page.scale));
  const top = Math.max(0, Math.floor(box.y * page.scale));
  const width = Math.min(page.png.width - left, Math.ceil(box.width * page.scale));
  const height = Math.min(page.png.height - top, Math.ceil(box.height * page.scale));
  const luminances = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = ((top + y) * page.png.width + left + x) * 4;
      const { data } = page.png;
      luminances[y * width + x] = Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
    }
  }
  return decodeBarcode(luminances, width, height, BarcodeFormat.EAN_13, true);
}
