import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { graphqlShapeOf, selectionOf, shapeSignature } from './graphql-shape';

const status = z.object({ id: z.number().int(), descricao: z.string() });

describe('selectionOf: every field of an answer schema, as a GraphQL selection set', () => {
  it('asks for scalars by name and for nested objects (in lists too) with their own fields', () => {
    const order = z.object({
      id: z.number().int(),
      nome: z.string().nullable(),
      status,
      cargas: z.array(z.object({ id: z.number().int(), agendamentos: z.array(status) })),
    });
    expect(selectionOf(order)).toBe('{ id nome status { id descricao } cargas { id agendamentos { id descricao } } }');
    expect(selectionOf(z.array(order.pick({ id: true })))).toBe('{ id }');
  });

  it('reads through the wrappers a contract uses (optional, default, transforms, preprocess)', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.number().int().default(0),
      c: z.string().transform((s) => s.length),
      d: z.preprocess((v) => v, z.boolean()),
    });
    const shape = graphqlShapeOf(schema);
    expect(shape.kind === 'object' && Object.values(shape.fields).map((f) => [f.kind, f.nullable])).toEqual([
      ['scalar', true],
      ['scalar', false],
      ['scalar', false],
      ['scalar', false],
    ]);
    expect(selectionOf(schema)).toBe('{ a b c d }');
  });
});

describe('shapeSignature', () => {
  it('is equal for two schemas that answer the same fields, whatever their descriptions', () => {
    const twin = z.object({ id: z.number().int().describe('the id'), descricao: z.string() });
    expect(shapeSignature(graphqlShapeOf(twin))).toBe(shapeSignature(graphqlShapeOf(status)));
    expect(shapeSignature(graphqlShapeOf(status.extend({ id: z.number() })))).not.toBe(
      shapeSignature(graphqlShapeOf(status)),
    );
  });
});
