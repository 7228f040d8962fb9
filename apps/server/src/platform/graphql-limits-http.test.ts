import { describe, expect, it } from 'vitest';
import { aliasedQuery, postGraphql } from '../../test/support/graphql-post';
import { useTestApp, useTokens } from '../../test/support/test-app';

const t = useTestApp();
const tokens = useTokens(t, ['admin'] as const);

describe('GraphQL request limits (defaults)', () => {
  it('refuses too many aliases with queryTooManyAliases, translated', async () => {
    const answer = await postGraphql(
      t,
      { query: aliasedQuery(16, 'listarPedidos(pagina: 0, max: 1) { id }') },
      {
        authorization: `Bearer ${tokens.admin}`,
        'accept-language': 'en-US',
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors[0]!.extensions).toMatchObject({
      code: 'queryTooManyAliases',
      details: { max: 15, found: 16 },
    });
    expect(answer.errors[0]!.message).toBe('The query asks for too many fields at once (at most 15).');
  });

  it('refuses too many root fields with queryTooManyAliases', async () => {
    const answer = await postGraphql(
      t,
      { query: aliasedQuery(11, 'sessao { nome }') },
      { authorization: `Bearer ${tokens.admin}` },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors[0]!.extensions).toMatchObject({
      code: 'queryTooManyAliases',
      details: { max: 10, found: 11 },
    });
  });

  it('refuses a document over the token limit with queryTooLarge, translated', async () => {
    const answer = await postGraphql(
      t,
      { query: `{ sessao { ${'nome '.repeat(2500)} } }` },
      { 'accept-language': 'es-ES' },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors[0]!.extensions).toMatchObject({ code: 'queryTooLarge', details: { max: 2000 } });
    expect(answer.errors[0]!.message).toBe('La consulta es demasiado larga (máximo 2000 elementos).');
  });

  it('refuses a document nested too deeply with queryTooDeep', async () => {
    const deep = `{ sessao ${'{ nome '.repeat(11)}${'}'.repeat(11)} }`;
    const answer = await postGraphql(
      t,
      { query: deep },
      { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'en-US' },
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]!.extensions).toMatchObject({ code: 'queryTooDeep', details: { max: 10 } });
    expect(answer.errors[0]!.message).toBe('The query is nested too deeply (at most 10 levels).');
  });

  it('refuses a query sent as a JSON syntax tree, which would escape the token limit', async () => {
    const tree = JSON.stringify({
      kind: 'Document',
      definitions: [
        {
          kind: 'OperationDefinition',
          operation: 'query',
          selectionSet: {
            kind: 'SelectionSet',
            selections: [{ kind: 'Field', name: { kind: 'Name', value: '__typename' } }],
          },
        },
      ],
    });
    const answer = await postGraphql(t, { query: tree });
    expect(answer.status).toBe(400);
    expect(answer.errors[0]!.extensions).toMatchObject({
      code: 'validation',
      details: { reason: 'queryNotGraphqlText' },
    });
    expect((await postGraphql(t, { query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
  });

  it('keeps introspection and suggestions outside production', async () => {
    const introspection = await postGraphql(t, { query: '{ __schema { queryType { name } } }' });
    expect(introspection.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await postGraphql(t, { query: '{ sessao { nomee } }' }, { authorization: `Bearer ${tokens.admin}` });
    expect(typo.errors[0]!.extensions.details!.graphql).toMatch(/Did you mean "nome"\?/);
  });
});

describe('GraphQL in production', () => {
  const prod = useTestApp({ NODE_ENV: 'production', JWT_SECRET: 'production-test-secret-0123456789abcdefghij' });
  const prodTokens = useTokens(prod, ['admin'] as const);

  it('refuses introspection, anonymous or signed in', async () => {
    for (const headers of [{}, { authorization: `Bearer ${prodTokens.admin}` }] as Record<string, string>[]) {
      for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Pedido") { name } }']) {
        const answer = await postGraphql(prod, { query }, headers);
        expect(answer.status).toBe(400);
        expect(answer.data).toBeNull();
        expect(answer.errors[0]!.extensions).toMatchObject({ code: 'validation' });
        expect(answer.errors[0]!.extensions.details!.graphql).toMatch(/introspection has been disabled/);
      }
    }
    expect((await postGraphql(prod, { query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
  });

  it('gives no "Did you mean" suggestions, neither in the query nor in the variables', async () => {
    const auth = { authorization: `Bearer ${prodTokens.admin}` };
    const typo = await postGraphql(prod, { query: '{ sessao { nomee } }' }, auth);
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    expect(typo.errors[0]!.extensions.details!.graphql).toBe('Cannot query field "nomee" on type "Sessao".');
    const badFilter = await postGraphql(
      prod,
      {
        query: 'query ($f: FiltroPedido) { listarPedidos(pagina: 0, filtro: $f) { id } }',
        variables: { f: { statuss: 'A' } },
      },
      auth,
    );
    expect(badFilter.status).toBe(400);
    expect(JSON.stringify(badFilter.errors)).not.toMatch(/Did you mean/);
  });

  it('serves no GraphiQL, but keeps the API docs', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/api/graphiql' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/graphiql' })).statusCode).toBe(200);
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
