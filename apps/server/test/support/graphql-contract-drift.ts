import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';

/** A JSON Schema node as z.toJSONSchema writes it (only what the comparison reads). */
interface JsonNode {
  type?: string | string[];
  anyOf?: JsonNode[];
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
}

/** The JSON type each GraphQL scalar answers with. */
const SCALAR_JSON: Record<string, string[]> = {
  Int: ['integer'],
  Float: ['number'],
  String: ['string'],
  ID: ['string'],
  Boolean: ['boolean'],
};

function nullableOf(node: JsonNode): { node: JsonNode; nullable: boolean } {
  if (Array.isArray(node.type) && node.type.includes('null')) {
    const rest = node.type.filter((t) => t !== 'null');
    return { node: { ...node, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  const options = node.anyOf;
  if (options?.some((o) => o.type === 'null')) {
    const rest = options.filter((o) => o.type !== 'null');
    return { node: rest.length === 1 ? rest[0]! : { anyOf: rest }, nullable: true };
  }
  return { node, nullable: false };
}

function jsonTypeOf(node: JsonNode): string {
  if (typeof node.type === 'string') return node.type;
  if (node.enum?.every((v) => typeof v === 'string')) return 'string';
  if (typeof node.const === 'string') return 'string';
  if (typeof node.const === 'number') return Number.isInteger(node.const) ? 'integer' : 'number';
  if (node.anyOf?.every((o) => typeof o.const === 'number' && Number.isInteger(o.const))) return 'integer';
  return JSON.stringify(node);
}

/**
 * Where an SDL object type and the domain's zod schema of the same answer disagree: field names, nullability,
 * lists and scalar kinds (Int = int(), Float = number, String/ID = string or a string enum), nested object types
 * compared the same way. Returns one line per disagreement, empty when they agree; `seen` collects the SDL
 * object types visited.
 */
export function contractDrift(
  schema: GraphQLSchema,
  typeName: string,
  contract: z.ZodType,
  seen: Set<string> = new Set(),
): string[] {
  const json = z.toJSONSchema(contract, { io: 'output', unrepresentable: 'any' }) as JsonNode;
  return objectDrift(schema, typeName, json, seen);
}

function objectDrift(schema: GraphQLSchema, typeName: string, node: JsonNode, seen: Set<string>): string[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return [`${typeName}: not an object type of the SDL`];
  seen.add(typeName);
  const fields = type.getFields();
  const properties = node.properties ?? {};
  const drift: string[] = [];
  for (const name of Object.keys(fields))
    if (!(name in properties)) drift.push(`${typeName}.${name}: not in the domain schema`);
  for (const name of Object.keys(properties)) if (!(name in fields)) drift.push(`${typeName}.${name}: not in the SDL`);
  for (const [name, field] of Object.entries(fields)) {
    const property = properties[name];
    // an optional property answers like a null one
    const optional = !(node.required ?? []).includes(name);
    const effective = property && optional ? { anyOf: [property, { type: 'null' }] } : property;
    if (effective) drift.push(...fieldDrift(schema, `${typeName}.${name}`, field.type, effective, seen));
  }
  return drift;
}

function fieldDrift(
  schema: GraphQLSchema,
  path: string,
  sdl: GraphQLOutputType,
  property: JsonNode,
  seen: Set<string>,
): string[] {
  const { node, nullable } = nullableOf(property);
  const sdlNullable = !isNonNullType(sdl);
  if (sdlNullable !== nullable)
    return [`${path}: ${sdlNullable ? 'nullable' : 'non-null'} in the SDL, not in the domain`];
  const inner = isNonNullType(sdl) ? sdl.ofType : sdl;
  if (isListType(inner)) {
    if (node.type !== 'array' || !node.items) return [`${path}: a list in the SDL, not in the domain`];
    return fieldDrift(schema, `${path}[]`, inner.ofType, node.items, seen);
  }
  if (node.type === 'array') return [`${path}: a list in the domain, not in the SDL`];
  const named = getNamedType(inner);
  if (isScalarType(named)) {
    const expected = SCALAR_JSON[named.name] ?? [];
    const actual = jsonTypeOf(node);
    return expected.includes(actual) ? [] : [`${path}: ${named.name} in the SDL, ${actual} in the domain`];
  }
  if (isObjectType(named)) {
    if (node.type !== 'object') return [`${path}: ${named.name} in the SDL, ${jsonTypeOf(node)} in the domain`];
    return objectDrift(schema, named.name, node, seen);
  }
  return [`${path}: ${named.name} is neither a scalar nor an object type`];
}
