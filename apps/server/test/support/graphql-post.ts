import type { TestApp } from './test-app';

export interface GraphqlPostAnswer {
  status: number;
  data: unknown;
  errors: { message: string; extensions: { code: string; status: number; details: Record<string, unknown> | null } }[];
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

/** `{ a0: field a1: field … }`: n aliases of one field, the shape of the abusive request. */
export const aliasedQuery = (n: number, field: string): string =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
