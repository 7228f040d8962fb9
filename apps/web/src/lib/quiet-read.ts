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

/**
 * The fetch of one row (or one row's list) by its id for `useIdQuery`: `askField` with the id as the document's one
 * variable, cancelled with the query.
 */
export function askFieldById<S extends ZodObject>(
  query: string,
  idVariable: string,
  options: Omit<FieldOptions<S>, 'notify' | 'signal'>,
) {
  return (id: number, { signal }: { readonly signal: AbortSignal }): Promise<RootField<S>> =>
    askField(query, { [idVariable]: id }, { ...options, signal });
}
