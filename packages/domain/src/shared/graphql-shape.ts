import type { z } from 'zod';

/**
 * An answer contract as GraphQL sees it. The domain's zod schema of an answer is its one definition: the server
 * writes the SDL's object types from it (apps/server platform/graphql-types.ts) and the web app asks for its fields
 * with `selectionOf`, so the shape is never written again by hand.
 */
export type GraphqlScalar = 'Int' | 'Float' | 'String' | 'Boolean';

export type GraphqlShape = { nullable: boolean; description?: string } & (
  | { kind: 'scalar'; scalar: GraphqlScalar }
  | { kind: 'list'; of: GraphqlShape; maxItems?: number }
  | { kind: 'object'; schema: z.ZodObject; fields: Record<string, GraphqlShape> }
);

type Def = { type: string; [key: string]: unknown };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function literalScalar(values: readonly unknown[], path: string): GraphqlScalar {
  if (values.every((v) => typeof v === 'string')) return 'String';
  if (values.every((v) => typeof v === 'boolean')) return 'Boolean';
  if (values.every((v) => typeof v === 'number')) return values.every(Number.isInteger) ? 'Int' : 'Float';
  throw new Error(`${path}: literals of mixed kinds have no GraphQL scalar`);
}

function unionScalar(options: readonly z.ZodType[], path: string): GraphqlScalar {
  const values = options.map((option) => {
    const def = defOf(option);
    if (def.type !== 'literal') throw new Error(`${path}: only unions of literals have a GraphQL scalar`);
    return def.values as unknown[];
  });
  return literalScalar(values.flat(), path);
}

function shapeOf(schema: z.ZodType, path: string, nullable: boolean, description?: string): GraphqlShape {
  const described = description ?? schema.description;
  const def = defOf(schema);
  const scalar = (name: GraphqlScalar): GraphqlShape => ({
    kind: 'scalar',
    scalar: name,
    nullable,
    description: described,
  });
  switch (def.type) {
    case 'nullable':
    case 'optional':
      return shapeOf(def.innerType as z.ZodType, path, true, described);
    // a default, a read-only or a non-optional wrapper answers as what it wraps
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapeOf(def.innerType as z.ZodType, path, nullable, described);
    // a pipe answers on the wire what enters it (a preprocess: what it hands on)
    case 'pipe': {
      const input = def.in as z.ZodType;
      return shapeOf(defOf(input).type === 'transform' ? (def.out as z.ZodType) : input, path, nullable, described);
    }
    case 'lazy':
      return shapeOf((def.getter as () => z.ZodType)(), path, nullable, described);
    case 'string':
    case 'enum':
      return scalar('String');
    case 'boolean':
      return scalar('Boolean');
    case 'number':
      return scalar((schema as z.ZodNumber).isInt ? 'Int' : 'Float');
    case 'literal':
      return scalar(literalScalar(def.values as unknown[], path));
    case 'union':
      return scalar(unionScalar(def.options as z.ZodType[], path));
    case 'array': {
      // `.max(n)` on the contract's array: the most items the list answers (the SDL's @listSize)
      const checks = (def.checks ?? []) as { _zod: { def: { check: string; maximum?: number } } }[];
      const maxItems = checks.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;
      const of = shapeOf(def.element as z.ZodType, `${path}[]`, false);
      return { kind: 'list', of, nullable, description: described, ...(maxItems === undefined ? {} : { maxItems }) };
    }
    case 'object': {
      const object = schema as z.ZodObject;
      const fields: Record<string, GraphqlShape> = {};
      for (const [name, field] of Object.entries(object.shape)) fields[name] = shapeOf(field, `${path}.${name}`, false);
      return { kind: 'object', schema: object, fields, nullable, description: described };
    }
    default:
      throw new Error(`${path}: a zod ${def.type} has no GraphQL shape`);
  }
}

/** The GraphQL shape of an answer schema; throws (naming the field) on what GraphQL cannot answer. */
export function graphqlShapeOf(schema: z.ZodType, name = 'answer'): GraphqlShape {
  return shapeOf(schema, name, false);
}

function selectionOfShape(shape: GraphqlShape): string {
  if (shape.kind === 'list') return selectionOfShape(shape.of);
  if (shape.kind === 'scalar') return '';
  const fields = Object.entries(shape.fields).map(([name, field]) => `${name} ${selectionOfShape(field)}`.trim());
  return `{ ${fields.join(' ')} }`;
}

/**
 * The selection set that asks for every field of an answer schema, nested objects included
 * (`{ id nome fornecedor { id nome } }`): what a client writes after the operation's field.
 */
export function selectionOf(schema: z.ZodType): string {
  return selectionOfShape(graphqlShapeOf(schema));
}

/** The shape without descriptions or schema instances: equal for two schemas that answer the same fields. */
export function shapeSignature(shape: GraphqlShape): string {
  const core = (s: GraphqlShape): unknown => {
    const nullable = s.nullable ? '' : '!';
    if (s.kind === 'scalar') return `${s.scalar}${nullable}`;
    if (s.kind === 'list') return [core(s.of), nullable];
    return [Object.fromEntries(Object.entries(s.fields).map(([name, field]) => [name, core(field)])), nullable];
  };
  return JSON.stringify(core(shape));
}
