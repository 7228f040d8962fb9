import { buildSchema, GraphQLError, parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasedQuery } from '../../test/support/graphql-post';
import { testConfig } from '../../test/support/test-app';
import { webGraphqlDocuments } from '../../test/support/web-graphql-documents';
import { AREAS } from '../app';
import { AppError } from './errors';
import { composeSchema } from './graphql';
import { graphqlLimitsOf, limitErrorOf, limitRules, withoutSuggestions, type GraphqlLimits } from './graphql-limits';
import { operationCost, rootFieldCount } from './graphql-limits-cost';

const portalSchema = buildSchema(composeSchema(AREAS.flatMap((area) => (area.graphql ? [area.graphql] : []))).schema);
const defaults = graphqlLimitsOf(testConfig());

/** What the limit rules say of a document: null when it passes, else the code of the refusal. */
function refusal(source: string, limits: GraphqlLimits = defaults, schema = portalSchema): string | null {
  try {
    const document = parse(source, { maxTokens: limits.maxTokens });
    const errors = validate(schema, document, [...specifiedRules, ...limitRules(limits)]);
    if (errors.length > 0) return `invalid: ${errors.map((e) => e.message).join('; ')}`;
    return null;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const original = error.originalError ?? limitErrorOf(error, limits);
    return original instanceof AppError ? original.code : `error: ${error.message}`;
  }
}

/** Cost and root fields of the first operation, as the rules measure them. */
function measure(source: string, schema = portalSchema, defaultListSize = 10): { cost: number; root: number } {
  const found = { cost: -1, root: -1 };
  const rule: ValidationRule = (context) => ({
    OperationDefinition(operation) {
      found.cost = operationCost(context, operation, defaultListSize);
      found.root = rootFieldCount(context, operation);
    },
  });
  validate(schema, parse(source), [rule]);
  return found;
}

const documents = await webGraphqlDocuments();

describe('every GraphQL document the web app sends', () => {
  it('is found in apps/web/src', () => {
    expect(documents.length).toBeGreaterThanOrEqual(15);
    expect(documents.map((d) => d.name)).toContain('features/orders/api/list-orders.ts:LIST_ORDERS');
  });

  // halved limits: the real queries keep at least a 2x margin under every default
  const halved: GraphqlLimits = {
    ...defaults,
    maxTokens: defaults.maxTokens / 2,
    maxAliases: Math.floor(defaults.maxAliases / 2),
    maxRootFields: Math.floor(defaults.maxRootFields / 2),
    maxDepth: Math.floor(defaults.maxDepth / 2),
    maxCost: defaults.maxCost / 2,
  };
  it.each(documents.map((d) => [d.name, d.source] as const))(
    '%s passes the limits with a 2x margin',
    (_name, source) => {
      expect(refusal(source)).toBeNull();
      expect(refusal(source, halved)).toBeNull();
      expect(refusal(source, { ...halved, production: true })).toBeNull();
    },
  );
});

describe('request cost', () => {
  const schema = buildSchema(
    composeSchema([
      {
        typeDefs: /* GraphQL */ `
          type Item {
            id: Int!
            tags: [String!]!
            parts: [Item!]!
          }
          type Page {
            items: [Item!]! @listSize(assumedSize: 20)
            total: Int!
          }
          extend type Query {
            items(max: Int = 5): [Item!]! @listSize(assumedSize: 40, slicingArguments: ["max"])
            page(max: Int): Page!
            one: Item
          }
        `,
        resolvers: {},
      },
    ]).schema,
  );
  const cost = (source: string) => measure(source, schema).cost;

  it.each([
    ['a scalar of an object', '{ one { id } }', 1 + 1],
    ['a list without @listSize counts the default size', '{ one { tags } }', 1 + 10],
    ['nested lists multiply', '{ one { parts { tags } } }', 1 + 10 * (1 + 10)],
    ['a literal max counts as asked', '{ items(max: 3) { id } }', 3 * 2],
    ['a literal beyond the cap counts as asked too', '{ items(max: 1000) { id } }', 1000 * 2],
    ['a variable max counts the cap', 'query ($m: Int) { items(max: $m) { id } }', 40 * 2],
    ['no max counts the cap', '{ items { id } }', 40 * 2],
    ['@listSize on a field of the page', '{ page { items { id } total } }', 1 + 20 * 2 + 1],
    ['aliases add up', '{ a: items(max: 2) { id } b: items(max: 2) { id } }', 2 * (2 * 2)],
    [
      '__typename and introspection count nothing',
      '{ __typename one { __typename id } __schema { types { name } } }',
      2,
    ],
    [
      'fragments and inline fragments count like the fields',
      '{ one { ...F ... on Item { id } } } fragment F on Item { id tags }',
      1 + 1 + 10 + 1,
    ],
  ])('%s', (_case, source, expected) => {
    expect(cost(source)).toBe(expected);
  });

  it('costs a fragment once however often it is spread (no exponential walk)', () => {
    // F30 spreads F29 twice, … F1 spreads F0 twice: 2^30 paths, each fragment costed once
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i + 1} on Item { ...F${i} ...F${i} }`);
    const source = `{ one { ...F30 } } fragment F0 on Item { id } ${fragments.join(' ')}`;
    const started = performance.now();
    expect(cost(source)).toBe(1 + 2 ** 30);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('counts root fields through fragments, __typename aside', () => {
    expect(
      measure(
        '{ __typename a: one { id } ...R ... on Query { c: one { id } } } fragment R on Query { b: one { id } }',
        schema,
      ).root,
    ).toBe(3);
  });
});

describe('limit rules', () => {
  const aliases = (n: number, field = 'sessao { nome }') => aliasedQuery(n, field);

  it.each([
    ['aliases', aliases(16), { maxAliases: 15 }, 'queryTooManyAliases'],
    ['root fields', aliases(6), { maxAliases: 15, maxRootFields: 5 }, 'queryTooManyAliases'],
    [
      'depth',
      '{ pedidoPorId(idPedido: 1) { cargas { agendamentos { portao { nome } } } } }',
      { maxDepth: 4 },
      'queryTooDeep',
    ],
    ['cost', '{ listarPedidos(pagina: 0, max: 40) { id cargas { id } } }', { maxCost: 879 }, 'queryTooCostly'],
    ['tokens', aliases(10), { maxTokens: 50 }, 'queryTooLarge'],
  ])('refuses too many %s with its own code', (_what, source, limits, code) => {
    expect(refusal(source, { ...defaults, ...limits })).toBe(code);
  });

  it('lets a document at each limit through', () => {
    expect(refusal(aliases(10), { ...defaults, maxAliases: 10, maxRootFields: 10 })).toBeNull();
    expect(
      refusal('{ pedidoPorId(idPedido: 1) { cargas { agendamentos { portao { nome } } } } }', {
        ...defaults,
        maxDepth: 5,
      }),
    ).toBeNull();
    expect(
      refusal('{ listarPedidos(pagina: 0, max: 40) { id cargas { id } } }', {
        ...defaults,
        maxCost: 40 * (1 + 1 + 10 * 2),
      }),
    ).toBeNull();
  });

  it('counts depth through fragments without counting the fragment itself', () => {
    const source =
      '{ pedidoPorId(idPedido: 1) { ...C } } fragment C on PedidoDetalhe { cargas { agendamentos { portao { nome } } } }';
    expect(refusal(source, { ...defaults, maxDepth: 5 })).toBeNull();
    expect(refusal(source, { ...defaults, maxDepth: 4 })).toBe('queryTooDeep');
  });

  it("refuses the issue's 1,000 aliases of listarPedidos(max: 1000) by each limit on its own", () => {
    const abusive = aliases(1000, 'listarPedidos(pagina: 0, max: 1000) { id }');
    const open = { ...defaults, maxTokens: 1e6, maxAliases: 1e6, maxRootFields: 1e6, maxDepth: 1e6, maxCost: 1e12 };
    expect(refusal(abusive, open)).toBeNull();
    expect(refusal(abusive, { ...open, maxTokens: defaults.maxTokens })).toBe('queryTooLarge');
    expect(refusal(abusive, { ...open, maxAliases: defaults.maxAliases })).toBe('queryTooManyAliases');
    expect(refusal(abusive, { ...open, maxRootFields: defaults.maxRootFields })).toBe('queryTooManyAliases');
    expect(refusal(abusive, { ...open, maxCost: defaults.maxCost })).toBe('queryTooCostly');
  });

  it('refuses introspection in production only', () => {
    expect(refusal('{ __schema { queryType { name } } }')).toBeNull();
    expect(refusal('{ __type(name: "Pedido") { name } }', { ...defaults, production: true })).toMatch(
      /introspection has been disabled/,
    );
    expect(refusal('{ __typename }', { ...defaults, production: true })).toBeNull();
  });
});

describe('suggestions', () => {
  it('are cut from graphql-js messages', () => {
    expect(withoutSuggestions('Cannot query field "nomee" on type "Sessao". Did you mean "nome"?')).toBe(
      'Cannot query field "nomee" on type "Sessao".',
    );
    expect(
      withoutSuggestions('Field "x" is not defined by type "FiltroPedido". Did you mean "id", "cd", or "status"?'),
    ).toBe('Field "x" is not defined by type "FiltroPedido".');
  });
});
