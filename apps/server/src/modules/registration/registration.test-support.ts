import { eq } from 'drizzle-orm';
import { auditRows } from '../../../test/support/audit-rows';
import { bindFirst } from '../../../test/support/bind-first';
import { useTestApp, type TestApp } from '../../../test/support/test-app';
import { registerRequests, suppliers, users } from '../../db/schema/index';
import { DEMO_USERS } from '../../db/seed/index';

export const chapaOf = (login: string) => DEMO_USERS.find((u) => u.login === login)!.chapa;

/** The test app of a registration test file and the helpers below, bound to it. */
export function useRegistrationTestApp() {
  const t = useTestApp();
  return {
    t,
    ...bindFirst(t, { call, sendRequest, sendOwnRequest, userRow, requestsOf, auditRows, cnpjOf, ordersSeenWith }),
  };
}

/** A REST call with the token of `login` (signed in on the way) or the token given. */
async function call(
  t: TestApp,
  who: string | { token: string } | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const token = who === null ? null : typeof who === 'string' ? await t.login(who) : who.token;
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** POST /api/register/ as `login`. */
function sendRequest(t: TestApp, login: string, body: Record<string, unknown>) {
  return call(t, login, 'POST', '/api/register/', body);
}

/** A registration request of `login` with its own chapa (the usual case), plus the fields given. */
function sendOwnRequest(t: TestApp, login: string, body: Record<string, unknown> = {}) {
  return sendRequest(t, login, { chapa: chapaOf(login), ...body });
}

async function userRow(t: TestApp, login: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.login, login));
  return row!;
}

async function requestsOf(t: TestApp, login: string) {
  const user = await userRow(t, login);
  return t.database.db.select().from(registerRequests).where(eq(registerRequests.userId, user.id));
}

async function cnpjOf(t: TestApp, supplierId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ cnpj: suppliers.cnpj })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row!.cnpj;
}

const LIST_ORDERS = /* GraphQL */ `
  query ($pagina: Int!) {
    listarPedidos(pagina: $pagina) {
      id
      fornecedor {
        id
      }
    }
  }
`;

/** The first page of listarPedidos with a token: the suppliers of its orders, or the error code. */
async function ordersSeenWith(
  t: TestApp,
  token: string,
): Promise<{ suppliers: number[]; count: number } | { code: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: { query: LIST_ORDERS, variables: { pagina: 0 } },
  });
  const body = response.json<{
    data?: { listarPedidos: { id: number; fornecedor: { id: number } }[] } | null;
    errors?: { extensions: { code: string } }[];
  }>();
  if (body.errors?.length) return { code: body.errors[0]!.extensions.code };
  const rows = body.data!.listarPedidos;
  return { suppliers: [...new Set(rows.map((r) => r.fornecedor.id))], count: rows.length };
}
