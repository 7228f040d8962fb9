import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '../../../test/support/test-app';

/** A GraphQL call as the web app makes it (shared with the other areas' tests). */
export { graphql, type GraphqlAnswer } from '../../../test/support/graphql-post';

export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function ids(t: TestApp, query: SQL): Promise<number[]> {
  return (await rows<{ id: number | string }>(t, query)).map((r) => Number(r.id));
}

export { sql };
