import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { graphqlAs } from '../../test/support/graphql-post';
import { testConfig } from '../../test/support/test-app';
import { requireUser } from './auth';
import { decorateContext } from './context';
import type { Database } from './database';
import { AppError, registerErrorHandling } from './errors';
import { composeSchema, registerGraphql, type GraphqlModule } from './graphql';

const failing: GraphqlModule = {
  typeDefs: 'extend type Query { boom: String  refused: String  quem: String }',
  resolvers: {
    Query: {
      boom: () => {
        throw new Error('password=hunter2 at db.internal:5432');
      },
      refused: () => {
        throw new AppError('register04', { idCd: 7 });
      },
      quem: (_root: unknown, _args: unknown, ctx) => requireUser(ctx).chapa,
    },
  },
};

const mutations: GraphqlModule = {
  typeDefs: 'extend type Mutation { ping(texto: String!): String! }',
  resolvers: { Mutation: { ping: (_root: unknown, args: { texto: string }) => `OK ${args.texto}` } },
};

async function graphqlApp(modules: GraphqlModule[]) {
  const app = Fastify({ logger: false });
  decorateContext(app, testConfig(), {} as Database);
  app.decorateRequest('user', null);
  registerErrorHandling(app);
  await app.register(async (scope) => registerGraphql(scope, modules, { ide: false }), { prefix: '/api' });
  return app;
}

describe('schema composition', () => {
  it('merges the areas and adds Mutation only when an area extends it', () => {
    expect(composeSchema([failing]).schema).not.toMatch(/type Mutation/);
    expect(composeSchema([failing, mutations]).schema).toMatch(/type Mutation/);
  });

  it('refuses two areas defining the same field', () => {
    expect(() => composeSchema([failing, failing])).toThrow(/Query\.boom is defined twice/);
  });
});

describe('GraphQL error formatter', () => {
  it('hides internals of unknown errors and keeps the other fields', async () => {
    const app = await graphqlApp([failing, mutations]);
    const answer = await graphqlAs({ app }, null, '{ boom refused }', {}, 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ boom: null, refused: null });
    const boom = answer.errors!.find((e) => e.path?.[0] === 'boom')!;
    expect(boom.extensions.code).toBe('internalError');
    expect(JSON.stringify(boom)).not.toContain('hunter2');
    const refused = answer.errors!.find((e) => e.path?.[0] === 'refused')!;
    expect(refused.extensions).toMatchObject({ code: 'register04', details: { idCd: 7 } });
    expect(refused.message).toBe('DC not found.');
    await app.close();
  });

  it('runs mutations of the composed schema', async () => {
    const app = await graphqlApp([failing, mutations]);
    // no errors key at all
    expect(await graphqlAs({ app }, null, 'mutation { ping(texto: "a") }')).toEqual({
      status: 200,
      data: { ping: 'OK a' },
    });
    await app.close();
  });
});
