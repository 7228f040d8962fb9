import { sql } from 'drizzle-orm';
import { orderMaker } from '../../../test/support/order-copies';
import { restAnswerOf, restCall, type RestAnswer } from '../../../test/support/rest-call';
import type { TestApp } from '../../../test/support/test-app';
import { originCertificates, storedFiles } from '../../db/schema/index';
import { DEMO_CD_ID } from '../../db/seed/locations.seed';

/** The origin certificates' tests: fresh orders, multipart bodies as a browser sends them, and the REST calls. */

export const LOGISTICS_CD = DEMO_CD_ID;
export const OTHER_CD = 2;
/** Renner: the company of login usuario. */
export const RENNER = 1;

const newOrders = orderMaker(90_000, { cdId: LOGISTICS_CD });

/** A new order of supplier A (unless told) at the logistics CD, of Renner. */
export async function makeOrder(
  t: TestApp,
  fixture: { supplierId?: number; cdId?: number; companyId?: number; issuedAt?: string } = {},
): Promise<number> {
  const [id] = await newOrders(
    t.database.db,
    1,
    { supplierId: fixture.supplierId, cdId: fixture.cdId, companyId: fixture.companyId ?? RENNER },
    fixture.issuedAt ? { issuedAt: fixture.issuedAt } : {},
  );
  return id!;
}

/** A PDF's header followed by `body`. */
export function pdf(body = '1 0 obj << >> endobj\n%%EOF\n'): Buffer {
  return Buffer.from(`%PDF-1.7\n${body}`, 'latin1');
}

export interface FilePart {
  name?: string;
  type?: string;
  content: Buffer;
  /** the part's field name (file unless told) */
  field?: string;
}

/** A multipart/form-data body as the browser's FormData makes it: its bytes and its content type. */
export async function multipart(
  fields: Record<string, string | number>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files)
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'certificado.pdf',
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** A multipart POST or PUT as the token's user; the answer read like restCall's. */
export async function send<T = Record<string, unknown>>(
  t: TestApp,
  token: string | null,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number>,
  files: readonly FilePart[] = [],
  language = 'pt-BR',
): Promise<RestAnswer<T>> {
  const { payload, contentType } = await multipart(fields, files);
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': contentType,
      'accept-language': language,
    },
    payload,
  });
  return restAnswerOf<T>(response);
}

/** POST /api/certificado-origem with a PDF unless told. */
export function upload<T = Record<string, unknown>>(
  t: TestApp,
  token: string | null,
  order: number | string,
  codigo: string,
  files: readonly FilePart[] = [{ content: pdf() }],
) {
  return send<T>(t, token, 'POST', '/api/certificado-origem', { order, codigo }, files);
}

/** A GET as the token's user. */
export function get<T = Record<string, unknown>>(t: TestApp, token: string | null, url: string, language?: string) {
  return restCall<T>(t, token, 'GET', url, undefined, language);
}

/** How many certificates and stored files the database holds (a refused write adds neither). */
export async function counts(t: TestApp): Promise<{ certificates: number; files: number }> {
  const db = t.database.db;
  const [[c], [f]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(originCertificates),
    db.select({ n: sql<number>`count(*)::int` }).from(storedFiles),
  ]);
  return { certificates: c!.n, files: f!.n };
}
