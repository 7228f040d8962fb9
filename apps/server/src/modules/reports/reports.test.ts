import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionsOf } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orders } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { signToken, verifyToken } from '../../platform/auth';
import { expectTexts, pdfText } from '../../../test/support/pdf-text';
import { expectAnswer } from '../../../test/support/answers';

const CODE_OF: Record<number, string> = { 1: '001', 3: '003', 4: '004' };

describe('GET /api/report/relatorio/Reports/{company}_pedido.pdf', () => {
  let t: TestApp;
  let supplierA: string;
  let supplierB: string;
  let admin: string;
  /** Orders of supplier A by status, with their company. */
  let orderA: { id: number; companyId: number };
  let orderAw: { id: number; companyId: number };
  let orderAc: { id: number; companyId: number };
  let orderB: { id: number; companyId: number };

  const url = (company: string, query: string) => `/api/report/relatorio/Reports/${company}_pedido.pdf${query}`;
  const get = (token: string, path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}`, ...headers } });

  async function firstOrder(supplierId: number, statuses: string[]) {
    const [row] = await t.database.db
      .select({ id: orders.id, companyId: orders.companyId })
      .from(orders)
      .where(and(eq(orders.supplierId, supplierId), inArray(orders.status, statuses)))
      .orderBy(orders.id)
      .limit(1);
    if (!row) throw new Error(`no order of ${supplierId} in ${statuses.join()}`);
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [supplierA, supplierB, admin] = await Promise.all([
      t.login('fornecedor'),
      t.login('fornecedor2'),
      t.login('admin'),
    ]);
    orderA = await firstOrder(DEMO_SUPPLIER_A_ID, ['A']);
    orderAw = await firstOrder(DEMO_SUPPLIER_A_ID, ['W']);
    orderAc = await firstOrder(DEMO_SUPPLIER_A_ID, ['C']);
    orderB = await firstOrder(DEMO_SUPPLIER_B_ID, ['A', 'D', 'N', 'M']);
  });
  afterAll(() => t.close());

  it('answers a printable PDF in Portuguese by default', async () => {
    const response = await get(supplierA, url(CODE_OF[orderA.companyId]!, `?idPedido=${orderA.id}&userLocale=pt-BR`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="pedido-${orderA.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // PO_PDF_DIR=/tmp keeps the document to look at it
    if (process.env.PO_PDF_DIR)
      writeFileSync(join(process.env.PO_PDF_DIR, `po-demo-${orderA.id}.pdf`), response.rawPayload);
    const text = pdfText(response.rawPayload);
    expectTexts(text, [`Pedido de compra nº ${orderA.id}`, 'FORNECEDOR', 'Custo total']);
    expect(text).toMatch(/Página 1 de \d+/);
  });

  it('prints in the userLocale, else in the Accept-Language', async () => {
    const path = url(CODE_OF[orderA.companyId]!, `?idPedido=${orderA.id}`);
    const english = await get(supplierA, `${path}&userLocale=en-US`);
    expect(english.statusCode).toBe(200);
    expect(pdfText(english.rawPayload)).toContain(`Purchase order no. ${orderA.id}`);
    const spanish = await get(supplierA, path, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(pdfText(spanish.rawPayload)).toContain(`Pedido de compra n.º ${orderA.id}`);
    expect(pdfText(spanish.rawPayload)).toContain('Razón social');
  });

  it('refuses a missing idPedido with nullOrder ("Pedido nulo")', async () => {
    for (const query of ['', '?idPedido=', '?idPedido=null', '?userLocale=pt-BR']) {
      const response = await get(supplierA, url('001', query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'nullOrder', message: 'Pedido nulo.' });
    }
  });

  it('answers 404 for another supplier’s order, as for an unknown one', async () => {
    const other = await get(supplierA, url(CODE_OF[orderB.companyId]!, `?idPedido=${orderB.id}`));
    expectAnswer(other, 404, { code: 'notFound' });
    const unknown = await get(supplierA, url('001', '?idPedido=999999999'));
    expect(unknown.statusCode).toBe(404);
    // supplier B reaches its own order
    expect((await get(supplierB, url(CODE_OF[orderB.companyId]!, `?idPedido=${orderB.id}`))).statusCode).toBe(200);
  });

  it('answers 404 for a company code that is not the order’s or not the group’s', async () => {
    const wrong = Object.values(CODE_OF).find((code) => code !== CODE_OF[orderA.companyId])!;
    for (const file of [wrong, '002', '999', 'abc']) {
      const response = await get(supplierA, url(file, `?idPedido=${orderA.id}`));
      expect(response.statusCode, file).toBe(404);
    }
    const bad = await get(supplierA, `/api/report/relatorio/Reports/001_pedido.csv?idPedido=${orderA.id}`);
    expect(bad.statusCode).toBe(404);
  });

  it('refuses without po-report (403) and without a token (401)', async () => {
    const user = await verifyToken(supplierA, t.config);
    const without = await signToken(
      { ...user, permissions: user.permissions.filter((p) => p !== 'po-report') },
      t.config,
    );
    const response = await get(without, url(CODE_OF[orderA.companyId]!, `?idPedido=${orderA.id}`));
    expectAnswer(response, 403, { code: 'withoutPermission' });
    const anonymous = await t.app.inject({ method: 'GET', url: url('001', `?idPedido=${orderA.id}`) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports an order being edited (W) only with admin-export-permission', async () => {
    const path = url(CODE_OF[orderAw.companyId]!, `?idPedido=${orderAw.id}`);
    const supplier = await get(supplierA, path);
    expectAnswer(supplier, 403, { code: 'withoutPermission' });
    expect(permissionsOf('admin')).toContain('admin-export-permission');
    const adminAnswer = await get(admin, path);
    expect(adminAnswer.statusCode).toBe(200);
    expect(pdfText(adminAnswer.rawPayload)).toContain('Em edição');
  });

  it('refuses a status that cannot be exported (cancelled)', async () => {
    const response = await get(supplierA, url(CODE_OF[orderAc.companyId]!, `?idPedido=${orderAc.id}`));
    expectAnswer(response, 422, { details: { action: 'exportPoReport', reason: 'status' } });
  });
});
