import { describe, expect, it } from 'vitest';
import { layoutText } from '../../../test/support/pdf-text';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { signToken, verifyToken } from '../../platform/auth';
import { ids, sql } from './orders.test-support';
import { expectAnswer } from '../../../test/support/answers';

const t = useTestApp();
const tokens = useTokens(t, ['fornecedor', 'fornecedor2', 'admin']);

function pdf(token: string | undefined, query = '', language = 'pt-BR') {
  return t.app.inject({
    method: 'GET',
    url: `/api/pedido/pedidos.pdf${query}`,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The order ids of the supplier, newest first (the grid's default sort). */
function ordersOf(supplierId: number): Promise<number[]> {
  return ids(t, sql`select id from orders where supplier_id = ${supplierId} order by id desc`);
}

describe('GET /api/pedido/pedidos.pdf', () => {
  it('draws the grid’s first max orders for the filter, as an attachment', async () => {
    const mine = await ordersOf(DEMO_SUPPLIER_A_ID);
    const response = await pdf(tokens.fornecedor, '?max=5&ordenacao=pedido');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pedidos.pdf"');
    const text = layoutText(response.rawPayload);
    expect(text).toContain('Consulta de pedidos');
    expect(text).toContain('Ordenação: Pedido (decrescente)');
    const printed = mine.filter((id) => new RegExp(`^\\s*${id}\\s`, 'm').test(text));
    expect(printed).toEqual(mine.slice(0, 5));
  });

  it('writes in the language of Accept-Language', async () => {
    const text = layoutText((await pdf(tokens.fornecedor, '?max=3&status=A', 'en-US')).rawPayload);
    expect(text).toContain('Order inquiry');
    expect(text).toContain('Status: A - Approved');
  });

  it('keeps two suppliers apart: neither sees the other’s orders, even by id', async () => {
    const [orderOfB] = await ordersOf(DEMO_SUPPLIER_B_ID);
    const [orderOfA] = await ordersOf(DEMO_SUPPLIER_A_ID);
    const byIdForA = layoutText((await pdf(tokens.fornecedor, `?id=${orderOfB}`)).rawPayload);
    expect(byIdForA).toContain('Nenhum pedido encontrado.');
    expect(byIdForA).not.toMatch(new RegExp(`^\\s*${orderOfB}\\s`, 'm'));
    const ownForB = layoutText((await pdf(tokens.fornecedor2, `?id=${orderOfB}`)).rawPayload);
    expect(ownForB).toMatch(new RegExp(`^\\s*${orderOfB}\\s`, 'm'));
    const byIdForB = layoutText((await pdf(tokens.fornecedor2, `?id=${orderOfA}`)).rawPayload);
    expect(byIdForB).toContain('Nenhum pedido encontrado.');
  });

  it('names a provider filter only for users who may filter by provider', async () => {
    const supplier = layoutText((await pdf(tokens.fornecedor, '?max=1&fornecedor=Serra')).rawPayload);
    expect(supplier).not.toContain('Fornecedor: Serra');
    const admin = layoutText((await pdf(tokens.admin, '?max=1&fornecedor=Serra')).rawPayload);
    expect(admin).toContain('Fornecedor: Serra');
  });

  it('refuses without main (403), without a token (401) and a bad query (400)', async () => {
    const user = await verifyToken(tokens.fornecedor!, t.config);
    const without = await signToken({ ...user, permissions: user.permissions.filter((p) => p !== 'main') }, t.config);
    const refused = await pdf(without);
    expectAnswer(refused, 403, { code: 'withoutPermission' });
    expect((await pdf(undefined)).statusCode).toBe(401);
    expect((await pdf(tokens.fornecedor, '?max=2001')).statusCode).toBe(400);
    expect((await pdf(tokens.fornecedor, '?senha=1')).json()).toMatchObject({ code: 'validation' });
  });
});
