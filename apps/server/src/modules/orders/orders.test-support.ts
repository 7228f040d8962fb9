import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '../../../test/support/test-app';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; extensions: { code: string; status: number; details: Record<string, unknown> | null } }[];
}

/** A GraphQL call as the web app makes it. */
export async function graphql<T = Record<string, unknown>>(
  t: TestApp,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, variables },
  });
  const body = response.json<{ data?: T | null; errors?: GraphqlAnswer['errors'] }>();
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] };
}

export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function ids(t: TestApp, query: SQL): Promise<number[]> {
  return (await rows<{ id: number | string }>(t, query)).map((r) => Number(r.id));
}

export { sql };
