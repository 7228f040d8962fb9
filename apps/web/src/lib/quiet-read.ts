import type { ZodObject, ZodType } from 'zod';
import { graphql } from './api-client';
import { graphqlField, type FieldOptions, type RootField } from './graphql-field';

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

/**
 * `graphqlField` asked quietly: a document of one root field whose value comes back, for a screen that shows the
 * failure in place.
 */
export function askField<S extends ZodObject>(
  query: string,
  variables: Record<string, unknown>,
  options: Omit<FieldOptions<S>, 'notify'>,
): Promise<RootField<S>> {
  return graphqlField(query, variables, { ...options, notify: false });
}
