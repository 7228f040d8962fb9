import { graphqlShapeOf, shapeSignature, type GraphqlShape } from '@portal/domain';
import type { z } from 'zod';

/** The answer types an area names: GraphQL type name → the domain's zod schema of that answer. */
export type AnswerTypes = Readonly<Record<string, z.ZodObject>>;

interface Named {
  name: string;
  shape: Extract<GraphqlShape, { kind: 'object' }>;
}

function description(text: string | undefined, indent: string): string {
  return text ? `${indent}${JSON.stringify(text)}\n` : '';
}

/**
 * The SDL object types of every area's answer types, written from the domain's schemas (one contract per shape:
 * the SDL never restates a field). A nested object is written as the named type whose schema it is, or failing that
 * the one named type with the same fields; a nested object no type answers, or that two types answer, is a start-up
 * error that says which name to give.
 */
export function answerTypesSdl(types: AnswerTypes): string {
  const named: Named[] = Object.entries(types).map(([name, schema]) => {
    const shape = graphqlShapeOf(schema, name);
    if (shape.kind !== 'object') throw new Error(`GraphQL type ${name} is not an object schema`);
    return { name, shape };
  });
  const byInstance = new Map<z.ZodObject, string>();
  const bySignature = new Map<string, string[]>();
  for (const { name, shape } of named) {
    const earlier = byInstance.get(shape.schema);
    if (earlier) throw new Error(`GraphQL types ${earlier} and ${name} name the same schema: keep one`);
    byInstance.set(shape.schema, name);
    const signature = shapeSignature({ ...shape, nullable: false });
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), name]);
  }

  const typeNameOf = (shape: Extract<GraphqlShape, { kind: 'object' }>, path: string): string => {
    const byIdentity = byInstance.get(shape.schema);
    if (byIdentity) return byIdentity;
    const candidates = bySignature.get(shapeSignature({ ...shape, nullable: false })) ?? [];
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length === 0) throw new Error(`${path}: an object no GraphQL type answers; name its schema`);
    throw new Error(`${path}: answered alike by ${candidates.join(', ')}; nest the schema of one of them`);
  };

  const typeOf = (shape: GraphqlShape, path: string): string => {
    const inner =
      shape.kind === 'scalar'
        ? shape.scalar
        : shape.kind === 'list'
          ? `[${typeOf(shape.of, `${path}[]`)}]`
          : typeNameOf(shape, path);
    return shape.nullable ? inner : `${inner}!`;
  };

  return named
    .map(({ name, shape }) => {
      const fields = Object.entries(shape.fields).map(([field, fieldShape]) => {
        // a field of a described object type says only what the field itself describes, not the type's text again
        const own =
          fieldShape.kind === 'object' && fieldShape.description === fieldShape.schema.description
            ? undefined
            : fieldShape.description;
        const listSize =
          fieldShape.kind === 'list' && fieldShape.maxItems !== undefined
            ? ` @listSize(assumedSize: ${fieldShape.maxItems})`
            : '';
        return `${description(own, '  ')}  ${field}: ${typeOf(fieldShape, `${name}.${field}`)}${listSize}`;
      });
      return `${description(shape.description, '')}type ${name} {\n${fields.join('\n')}\n}`;
    })
    .join('\n\n');
}
