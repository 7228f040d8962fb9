import type { z, ZodObject, ZodType } from 'zod';
import { graphql } from './api-client';

interface ReadOptions<T> {
  service: string;
  schema: ZodType<T>;
  signal?: AbortSignal;
}

/**
 * A GraphQL question asked by a screen that shows a failure in place, with its own retry: without a toast (a 401
 * still runs the session-expired flow), and checked against the answer's schema.
 */
export function askQuietly<T>(query: string, variables: Record<string, unknown>, options: ReadOptions<T>): Promise<T> {
  return graphql(query, variables, { ...options, notify: false });
}

/** The one root field of an answer schema such as `z.object({ pedidoPorId: … })`: its value's type. */
type RootField<S extends ZodObject> = z.output<S>[keyof z.output<S>];

/**
 * `askQuietly` for a document of one root field (most are): the answer schema names that field, and its value is
 * what comes back, so a fetcher is the document, its variables and its schema.
 */
export async function askField<S extends ZodObject>(
  query: string,
  variables: Record<string, unknown>,
  options: { service: string; schema: S; signal?: AbortSignal },
): Promise<RootField<S>> {
  const data = (await askQuietly(query, variables, options)) as z.output<S>;
  const [field] = Object.keys(options.schema.shape) as (keyof z.output<S>)[];
  return data[field!];
}
