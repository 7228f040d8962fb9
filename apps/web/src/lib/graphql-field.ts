import type { z, ZodObject } from 'zod';
import { graphql } from './api-client';

/** The one root field of an answer schema such as `z.object({ pedidoPorId: … })`: its value's type. */
export type RootField<S extends ZodObject> = z.output<S>[keyof z.output<S>];

export interface FieldOptions<S extends ZodObject> {
  service: string;
  /** the answer's schema, naming its one root field */
  schema: S;
  signal?: AbortSignal;
  /** a red toast on failure (default true); a screen that words the failure itself passes false */
  notify?: boolean;
}

/**
 * A GraphQL document of one root field (most are), checked against the answer's schema: that field's value is what
 * comes back, so a fetcher or a mutation is the document, its variables and its schema.
 */
export async function graphqlField<S extends ZodObject>(
  query: string,
  variables: Record<string, unknown>,
  options: FieldOptions<S>,
): Promise<RootField<S>> {
  const data = (await graphql(query, variables, options)) as z.output<S>;
  const [field] = Object.keys(options.schema.shape) as (keyof z.output<S>)[];
  return data[field!];
}
