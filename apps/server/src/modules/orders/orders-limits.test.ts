import { ORDER_LIST_MAX } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aliasedQuery, postGraphql } from '../../../test/support/graphql-post';
import { useTestApp } from '../../../test/support/test-app';
import { webGraphqlDocuments } from '../../../test/support/web-graphql-documents';
import * as ordersService from './orders.service';

/**
 * listarPedidos against abuse (issue 12): the request limits of platform/graphql-limits.ts refuse before any
 * resolver runs (the service is spied on), and `max` is capped at ORDER_LIST_MAX.
 */
/** The request: 1,000 aliases of listarPedidos(max: 1000). */
const ABUSIVE = aliasedQuery(1000, 'listarPedidos(pagina: 0, max: 1000) { id qtPecas status fornecedor { nome } }');

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await t.login('admin');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('listarPedidos under abuse', () => {
  it("refuses the issue's 1,000-alias request before any resolver, while a health check answers", async () => {
    const listOrders = vi.spyOn(ordersService, 'listOrders');
    const auth = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const [abusive, health] = await Promise.all([
      postGraphql(t, { query: ABUSIVE }, auth),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    const elapsed = performance.now() - started;
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(abusive.status).toBe(400);
    expect(abusive.data).toBeNull();
    // 14,000 tokens: the parser stops at the token limit, before the aliases are even counted
    expect(abusive.errors).toHaveLength(1);
    expect(abusive.errors[0]!.extensions).toMatchObject({ code: 'queryTooLarge', status: 400, details: { max: 2000 } });
    expect(listOrders).not.toHaveBeenCalled();
    // for the record only (timings belong to bench/ and docs/performance.md)
    console.info(`1,000-alias request refused in ${elapsed.toFixed(0)} ms`);
  });

  it('works for a spy-checked real query, so the spy would see a resolver run', async () => {
    const listOrders = vi.spyOn(ordersService, 'listOrders');
    const answer = await postGraphql(
      t,
      { query: '{ listarPedidos(pagina: 0, max: 2) { id } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(answer.errors).toEqual([]);
    expect(listOrders).toHaveBeenCalledTimes(1);
  });

  it('refuses 16 aliases of a small page before any resolver', async () => {
    const listOrders = vi.spyOn(ordersService, 'listOrders');
    const answer = await postGraphql(
      t,
      { query: aliasedQuery(16, 'listarPedidos(pagina: 0, max: 1) { id }') },
      { authorization: `Bearer ${token}` },
    );
    expect(answer.errors[0]!.extensions).toMatchObject({ code: 'queryTooManyAliases', status: 400 });
    expect(listOrders).not.toHaveBeenCalled();
  });
  it('refuses 1000 orders asked inline as too costly, and a variable above the cap as invalid', async () => {
    const listOrders = vi.spyOn(ordersService, 'listOrders');
    const auth = { authorization: `Bearer ${token}` };
    const web = (await webGraphqlDocuments()).find((d) => d.name.endsWith(':LIST_ORDERS'))!.source;
    const inline = await postGraphql(
      t,
      { query: web.replace('max: $max', 'max: 1000'), variables: { pagina: 0 } },
      auth,
    );
    expect(inline.status).toBe(400);
    expect(inline.errors[0]!.extensions).toMatchObject({ code: 'queryTooCostly', details: { max: 100_000 } });
    expect(Number(inline.errors[0]!.extensions.details!.cost)).toBeGreaterThan(100_000);
    expect(listOrders).not.toHaveBeenCalled();

    const variable = await postGraphql(
      t,
      { query: web, variables: { pagina: 0, max: 1000 } },
      { ...auth, 'accept-language': 'en-US' },
    );
    expect(variable.status).toBe(400);
    expect(variable.errors[0]!.extensions).toMatchObject({ code: 'validation' });
    expect(variable.errors[0]!.extensions.details).toMatchObject({
      fields: [expect.objectContaining({ field: 'max' })],
    });
    expect(variable.errors[0]!.message).not.toBe('validation');

    const page = await postGraphql(t, { query: web, variables: { pagina: 0, max: ORDER_LIST_MAX } }, auth);
    expect(page.errors).toEqual([]);
    expect((page.data as { listarPedidos: unknown[] }).listarPedidos).toHaveLength(ORDER_LIST_MAX);
  });
});
