import { buildSchema, printType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPageOf } from '@portal/domain';
import { answerTypesSdl } from './graphql-types';

const status = z.object({ id: z.number().int(), descricao: z.string() });
const row = z.object({
  id: z.number().int(),
  nome: z.string().describe('trade name'),
  email: z.string().nullable(),
  nota: z.string().optional(),
  percentual: z.number(),
  ativo: z.boolean(),
  tipo: z.enum(['A', 'B']),
  situacao: z.union([z.literal(1), z.literal(2)]),
  status,
  historico: z.array(status.nullable()).nullable(),
  tamanho: z.string().transform((s) => s.length),
});

describe('answerTypesSdl: the SDL object types written from the domain schemas', () => {
  it('writes scalars, nullability, lists, descriptions and nested named types', () => {
    const sdl = answerTypesSdl({ Linha: row, Status: status });
    const schema = buildSchema(`type Query { x: Int }\n${sdl}`);
    expect(printType(schema.getType('Linha')!)).toBe(
      [
        'type Linha {',
        '  id: Int!',
        '',
        '  """trade name"""',
        '  nome: String!',
        '  email: String',
        '  nota: String',
        '  percentual: Float!',
        '  ativo: Boolean!',
        '  tipo: String!',
        '  situacao: Int!',
        '  status: Status!',
        '  historico: [Status]',
        '  tamanho: String!',
        '}',
      ].join('\n'),
    );
  });

  it("writes a described object's text on its type, not again on the fields that hold it", () => {
    const described = status.describe('1 open, 2 closed');
    const sdl = answerTypesSdl({
      Status: described,
      Linha: z.object({ status: described, anterior: described.nullable() }),
    });
    const schema = buildSchema(`type Query { x: Int }\n${sdl}`);
    expect(schema.getType('Status')!.description).toBe('1 open, 2 closed');
    const fields = (schema.getType('Linha') as GraphQLObjectType).getFields();
    expect([fields.status!.description, fields.anterior!.description]).toEqual([undefined, undefined]);
  });

  it("writes a page's size as the list's @listSize", () => {
    const sdl = answerTypesSdl({ Pagina: listPageOf(status, 20), Status: status });
    expect(sdl).toContain('itens: [Status!]! @listSize(assumedSize: 20)');
  });

  it('names a nested copy of a schema after the one type with its fields', () => {
    const copy = z.object({ id: z.number().int(), descricao: z.string() });
    expect(answerTypesSdl({ Status: status, Linha: z.object({ status: copy }) })).toContain('status: Status!');
  });

  it('refuses a nested object without a type, one answered alike by two types, and one schema under two names', () => {
    expect(() => answerTypesSdl({ Linha: row })).toThrow('Linha.status: an object no GraphQL type answers');
    const twin = z.object({ id: z.number().int(), descricao: z.string() });
    const nested = z.object({ status: z.object({ id: z.number().int(), descricao: z.string() }) });
    expect(() => answerTypesSdl({ A: status, B: twin, Linha: nested })).toThrow('answered alike by A, B');
    expect(() => answerTypesSdl({ A: status, B: status })).toThrow('GraphQL types A and B name the same schema');
  });

  it('refuses what GraphQL cannot answer', () => {
    expect(() => answerTypesSdl({ X: z.object({ quando: z.date() }) })).toThrow('X.quando: a zod date');
  });
});
