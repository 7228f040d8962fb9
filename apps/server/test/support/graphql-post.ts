import type { TestApp } from './test-app';

export interface GraphqlPostAnswer {
  status: number;
  data: unknown;
  errors: {
    message: string;
    /** The field that failed, from the root. */
    path?: (string | number)[];
    extensions: { code: string; status: number; details: Record<string, unknown> | null };
  }[];
}

/** POST /api/graphql with any body (a query, variables, or something a client should not send). */
export async function postGraphql(
  t: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<GraphqlPostAnswer> {
  const response = await t.app.inject({ method: 'POST', url: '/api/graphql', headers, payload: body as object });
  const json = response.json<{ data?: unknown; errors?: GraphqlPostAnswer['errors'] }>();
  return { status: response.statusCode, data: json.data ?? null, errors: json.errors ?? [] };
}

/** The answer as the server sent it: `errors` is absent when there are none. */
export interface GraphqlRawAnswer<T> {
  status: number;
  data: T | null;
  errors?: GraphqlPostAnswer['errors'];
}

/** A GraphQL call as the web app makes it: bearer token when signed in, accept-language when given. */
export async function graphqlAs<T>(
  t: Pick<TestApp, 'app'>,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  language?: string,
): Promise<GraphqlRawAnswer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: { query, variables },
  });
  return { status: response.statusCode, ...response.json<Omit<GraphqlRawAnswer<T>, 'status'>>() };
}

/** The same call with `data` and `errors` always present, and the first error's code. */
export interface GraphqlAnswer<T = Record<string, unknown>> extends GraphqlPostAnswer {
  data: T | null;
  /** The first error's code, or null. */
  code: string | null;
}

export async function graphql<T = Record<string, unknown>>(
  ...call: Parameters<typeof graphqlAs>
): Promise<GraphqlAnswer<T>> {
  const answer = await graphqlAs<T>(...call);
  const errors = answer.errors ?? [];
  return { status: answer.status, data: answer.data ?? null, errors, code: errors[0]?.extensions.code ?? null };
}

/** `{ a0: field a1: field … }`: n aliases of one field, the shape of the abusive request. */
export const aliasedQuery = (n: number, field: string): string =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
