import { expect } from 'vitest';
import { graphql } from './graphql-post';
import type { ProfileLogin, TestApp } from './test-app';

/** The logins the back-office screens (providers, subcontractors, samples) refuse: suppliers and company users. */
export const NOT_STAFF_LOGINS = ['fornecedor', 'usuario', 'youcom', 'camicado'] as const;

/** One refusal: the first error's code, and that status both as the HTTP answer's and the error's. */
function expectRefused(answer: Awaited<ReturnType<typeof graphql>>, code: string, status: number, who = ''): void {
  expect([who, answer.code, answer.status, answer.errors[0]?.extensions.status]).toEqual([who, code, status, status]);
}

/** The operation a matrix checks: the test app, the file's tokens by login, the query and its variables. */
type Operation = [t: TestApp, as: (login: ProfileLogin) => string, query: string, variables: Record<string, unknown>];

/** A GraphQL operation refuses the anonymous caller (401 sessionExpired) and an incomplete account (403 tokenIncomplete). */
export async function expectSignInRequired(...[t, as, query, variables]: Operation): Promise<void> {
  expectRefused(await graphql(t, null, query, variables), 'sessionExpired', 401);
  expectRefused(await graphql(t, as('novologistica'), query, variables), 'tokenIncomplete', 403);
}

/**
 * A back-office GraphQL operation refuses everyone but Admin and Logistica: suppliers and company users 403
 * withoutPermission with no data, then as expectSignInRequired.
 */
export async function expectStaffOnly(...[t, as, query, variables]: Operation): Promise<void> {
  for (const login of NOT_STAFF_LOGINS) {
    const answer = await graphql(t, as(login), query, variables);
    expectRefused(answer, 'withoutPermission', 403, login);
    expect(answer.data).toBeNull();
  }
  await expectSignInRequired(t, as, query, variables);
}
