import { permissionsOf, profileByKey, type MeResponse, type ProfileKey, type TokenPayload } from '@portal/domain';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { vi, type Mock } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { createSessionStore, type SessionStore } from '../features/auth/session/session-store';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the client never verifies signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** The claims the server issues for a profile, linked to a supplier, CD or company as that profile needs. */
export function payloadFor(profile: ProfileKey, overrides: Partial<TokenPayload> = {}): TokenPayload {
  const definition = profileByKey(profile);
  return {
    sub: profile,
    chapa: `C-${profile}`,
    name: `Nome ${profile}`,
    perfis: definition.name,
    idFornecedor: definition.needs === 'supplier' ? 10 : null,
    idCd: definition.needs === 'cd' ? 20 : null,
    idEmpresa: definition.needs === 'nothing' ? 1 : null,
    admin: definition.admin ? 1 : 0,
    permissions: permissionsOf(profile),
    ...overrides,
  };
}

export function tokenFor(profile: ProfileKey, overrides: Partial<TokenPayload> = {}): string {
  return makeToken({ ...payloadFor(profile, overrides), exp: Math.floor(Date.now() / 1000) + 3600 });
}

/** Puts a signed-in session in local storage, as a previous visit would have left it. */
export function storeSession(profile: ProfileKey, overrides: Partial<TokenPayload> = {}): string {
  const token = tokenFor(profile, overrides);
  const payload = payloadFor(profile, overrides);
  localStorage.setItem('token', token);
  localStorage.setItem('perfis', payload.perfis);
  localStorage.setItem('chapa', payload.chapa);
  localStorage.setItem('nome', payload.name);
  return token;
}

export interface MockRoute {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown;
}

/** The path fetch was asked for, its query kept and the origin dropped. */
export function requestPath(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** One fetch call as the tests read it: method (upper case), path (see requestPath) and the JSON body (or FormData) sent. */
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

export function fetchCallOf(input: RequestInfo | URL, init?: RequestInit): FetchCall {
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: requestPath(input),
    // an upload's FormData is kept as it is (its fields and files read by the test); anything else is JSON
    body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

/** The operation name of a GraphQL document (`query pedidoCabecalho(…)` → pedidoCabecalho). */
export const graphqlOperation = (query: string): string | undefined => /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];

/** A JSON answer; no body for undefined or 204. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const NOT_FOUND = { code: 'notFound', message: 'not found' };

/** Replaces fetch with canned answers; unmatched calls answer 404 notFound. */
export function mockApi(routes: MockRoute[]): Mock<typeof fetch> {
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = requestPath(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET').toUpperCase() === method &&
        (typeof r.path === 'string' ? path.split('?')[0] === r.path : r.path.test(path)),
    );
    return route ? jsonResponse(route.body, route.status ?? 200) : jsonResponse(NOT_FOUND, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A call the handlers see: a GraphQL one also carries its operation name and variables. */
export interface HandledCall extends FetchCall {
  operation?: string;
  variables?: Record<string, unknown>;
}
/** A handler's answer: status (200) and JSON body, or a whole response. */
export type HandlerAnswer = { status?: number; body?: unknown; response?: () => Response };
export type FetchHandler = (call: HandledCall) => HandlerAnswer | undefined;

/**
 * fetch answering with the handlers (the first that answers wins), /api/auth/me (the layout's) with the
 * profile, and anything else with 404 notFound. Every call is recorded, GraphQL ones with their operation.
 */
export function mockHandledApi(
  profile: ProfileKey,
  handlers: FetchHandler[],
): { fetch: Mock<typeof fetch>; calls: HandledCall[] } {
  const calls: HandledCall[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const call: HandledCall = fetchCallOf(input, init);
    if (call.path === '/api/graphql') {
      const { query, variables } = call.body as { query: string; variables: Record<string, unknown> };
      call.operation = graphqlOperation(query);
      call.variables = variables;
    }
    calls.push(call);
    let answer: HandlerAnswer | undefined = call.path === '/api/auth/me' ? { body: meAnswer(profile) } : undefined;
    for (const handler of answer ? [] : handlers) {
      answer = handler(call);
      if (answer) break;
    }
    if (answer?.response) return answer.response();
    return answer ? jsonResponse(answer.body, answer.status ?? 200) : jsonResponse(NOT_FOUND, 404);
  });
  vi.stubGlobal('fetch', fn);
  return { fetch: fn, calls };
}

/** Answers one method and path (exact, without the query, or a pattern) with a body or a function of the call. */
export function route(
  method: string,
  path: string | RegExp,
  answer: HandlerAnswer | ((call: HandledCall) => HandlerAnswer),
): FetchHandler {
  return (call) => {
    const bare = call.path.split('?')[0]!;
    const matches = typeof path === 'string' ? bare === path : path.test(bare);
    if (call.method !== method || !matches) return undefined;
    return typeof answer === 'function' ? answer(call) : answer;
  };
}

export function renderWithProviders(ui: ReactNode, store?: SessionStore): RenderResult {
  return render(
    <StrictMode>
      <AppProviders env="test" queryClient={createQueryClient()} sessionStore={store}>
        {ui}
      </AppProviders>
    </StrictMode>,
  );
}

export interface AppHarness extends RenderResult {
  router: DataRouter;
  store: SessionStore;
  user: ReturnType<typeof userEvent.setup>;
}

/** The whole app (real routes, lazy pages) at a path, with the session that local storage holds. */
export function renderApp(path: string): AppHarness {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(appRoutes);
  const store = createSessionStore();
  const result = renderWithProviders(<RouterProvider router={router} />, store);
  return { ...result, router, store, user: userEvent.setup() };
}

/** The whole app at `path`, signed in as `profile`, with the handlers answering (mockHandledApi's calls kept). */
export function openHandledApp(
  path: string,
  handlers: FetchHandler[],
  profile: ProfileKey = 'admin',
): AppHarness & { calls: HandledCall[] } {
  storeSession(profile);
  const { calls } = mockHandledApi(profile, handlers);
  return { ...renderApp(path), calls };
}

/** The answer of GET /api/auth/me for a profile, as the server builds it from the token. */
export function meAnswer(profile: ProfileKey, overrides: Partial<MeResponse> = {}): MeResponse {
  const payload = payloadFor(profile);
  return {
    chapa: payload.chapa,
    nome: payload.name,
    perfis: payload.perfis,
    permissions: payload.permissions,
    idFornecedor: payload.idFornecedor,
    nomeFornecedor: payload.idFornecedor == null ? null : 'Malharia Exemplo Ltda',
    idCd: payload.idCd,
    nomeCd: payload.idCd == null ? null : 'CD Cabreúva',
    idEmpresa: payload.idEmpresa,
    nomeEmpresa: payload.idEmpresa == null ? null : 'Renner',
    admin: payload.admin,
    ...overrides,
  };
}

/** Answers one GraphQL operation with `data.<operation>`: the value `data` makes of the call's variables. */
export function graphqlRoute(operation: string, data: (variables: Record<string, unknown>) => unknown): FetchHandler {
  return (call) =>
    call.operation === operation ? { body: { data: { [operation]: data(call.variables ?? {}) } } } : undefined;
}

/** Answers one GraphQL operation with an error as the server formats it (code, message, status, details). */
export function graphqlErrorRoute(
  operation: string,
  error: { code: string; message: string; status: number; details?: unknown },
): FetchHandler {
  return (call) =>
    call.operation === operation
      ? {
          body: {
            data: null,
            errors: [
              {
                message: error.message,
                extensions: { code: error.code, status: error.status, details: error.details },
              },
            ],
          },
        }
      : undefined;
}

/** The /api/graphql route of mockApi answering one error with no data; `extensions` as the server writes them. */
export function graphqlErrorAnswer(extensions: { code: string; status?: number; details?: unknown }): MockRoute {
  return {
    method: 'POST',
    path: '/api/graphql',
    ...(extensions.status ? { status: extensions.status } : {}),
    body: { data: null, errors: [{ message: 'x', extensions }] },
  };
}

/** The variables of every call of a GraphQL operation, in order. */
export function operationVariables(calls: readonly HandledCall[], operation: string): Record<string, unknown>[] {
  return calls.filter((call) => call.operation === operation).map((call) => call.variables ?? {});
}
