import { describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../test/support/test-app';
import { nulBytePath, urlHasEncodedNul } from './nul-bytes';
import { getAs } from '../../test/support/rest-call';

describe('nulBytePath', () => {
  it.each([
    ['a clean value', { a: 'x', b: [1, 'y', { c: null }] }, null],
    ['a string', 'a\u0000b', 'body'],
    ['a nested string', { filtro: { fornecedor: { nome: 'Serra\u0000' } } }, 'body.filtro.fornecedor.nome'],
    ['an array item', { ids: ['1', '2\u0000'] }, 'body.ids[1]'],
    ['a key', { 'a\u0000': 1 }, 'body.a\u0000'],
  ])('%s', (_name, value, expected) => {
    expect(nulBytePath(value, 'body')).toBe(expected);
  });

  it('walks a deeply nested value without recursion', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulBytePath(deep, '')).toMatch(/^\[0\]/);
  });

  it('skips binary values', () => {
    expect(nulBytePath({ file: Buffer.from([0, 0, 0]) }, 'body')).toBeNull();
  });

  it('finds an encoded NUL in a raw URL, in any case', () => {
    expect(urlHasEncodedNul('/api/x?nome=a%00b')).toBe(true);
    expect(urlHasEncodedNul('/api/x?nome=a%2500')).toBe(false);
    expect(urlHasEncodedNul('/api/x?nome=a%0')).toBe(false);
  });
});

describe('requests carrying U+0000 answer 400 invalidCharacter before any handler', () => {
  const t = useTestApp();
  const tokens = useTokens(t, ['admin', 'fornecedor'] as const);

  function graphql(token: string, payload: unknown, contentType = 'application/json') {
    return t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  function expectRefused(response: { statusCode: number; json(): unknown; body: string }) {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { code?: string; errors?: { extensions: { code: string } }[] };
    expect(body.code ?? body.errors?.[0]?.extensions.code).toBe('invalidCharacter');
  }

  const listOrders = 'query ($f: FiltroPedido) { listarPedidos(pagina: 0, filtro: $f) { id } }';

  it('the orders list filter, as a GraphQL variable', async () => {
    const clean = await graphql(tokens.fornecedor, {
      query: listOrders,
      variables: { f: { fornecedor: { nome: 'Serra' } } },
    });
    expect(clean.statusCode, clean.body).toBe(200);
    expectRefused(
      await graphql(tokens.fornecedor, {
        query: listOrders,
        variables: { f: { fornecedor: { nome: 'Se\u0000rra' } } },
      }),
    );
  });

  it('the GraphQL query text, in JSON and in a text/plain body', async () => {
    const query = '{ listarPedidos(pagina: 0, filtro: { status: "A\u0000" }) { id } }';
    expectRefused(await graphql(tokens.fornecedor, { query }));
    expectRefused(await graphql(tokens.fornecedor, JSON.stringify({ query }), 'text/plain'));
  });

  it('the scheduling report CSV filter', async () => {
    const clean = await getAs(t, tokens.admin, '/api/agendamento/relatorio?nomeFornecedor=Serra');
    expect(clean.statusCode).toBe(200);
    const refused = await getAs(t, tokens.admin, '/api/agendamento/relatorio?nomeFornecedor=Se%00rra');
    expectRefused(refused);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });

  it('the detailed orders report filter', async () => {
    expectRefused(await getAs(t, tokens.fornecedor, '/api/pedido/relatorio-detalhado?fornecedor=Serra%00'));
  });

  it('a JSON body (the sign-in form), naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'admin\u0000', senha: 'demo1234' },
    });
    expectRefused(response);
    expect(response.json()).toMatchObject({ details: { field: 'login' } });
  });
});
