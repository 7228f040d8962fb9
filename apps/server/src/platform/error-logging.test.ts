import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../test/support/test-app';
import { getTraced, requestLines } from '../../test/support/traced-requests';

const t = useTestApp();
beforeAll(() => {
  t.app.get('/api/test/log-boom', async () => {
    throw new Error('the disk is on fire');
  });
});
const tokens = useTokens(t, ['fornecedor'] as const);

const INFO = 30;
const ERROR = 50;

/** The lines logged for one request that speak of an error (not the request/response lines). */
function errorLines(requestId: string) {
  return requestLines(t, requestId).filter(
    (line) => line.msg !== 'incoming request' && line.msg !== 'request completed',
  );
}

function expectLoggedAsRefusal(requestId: string, code: string) {
  const lines = errorLines(requestId);
  expect(lines.length, JSON.stringify(requestLines(t, requestId))).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.level, JSON.stringify(line)).toBe(INFO);
    expect(JSON.stringify(line)).not.toMatch(/"stack"|\\n\s+at /);
  }
  expect(lines).toContainEqual(expect.objectContaining({ code, msg: 'request refused' }));
}

describe('error log levels', () => {
  it('a REST validation error is logged at info, without a stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'log-validation-1' },
      payload: { login: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expectLoggedAsRefusal('log-validation-1', 'requiredField');
  });

  it('a refused session and an unknown route are logged at info, without a stack', async () => {
    await getTraced(t, '/api/auth/me', 'log-401');
    expectLoggedAsRefusal('log-401', 'sessionExpired');
    await getTraced(t, '/api/nowhere', 'log-404');
    expectLoggedAsRefusal('log-404', 'notFound');
  });

  it('a GraphQL argument the contract refuses is logged at info, without a stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${tokens.fornecedor}`, 'x-request-id': 'log-graphql-1' },
      payload: { query: '{ listarPedidos(pagina: 0, filtro: { anoSemanaComercial: "not-a-week" }) { id } }' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expectLoggedAsRefusal('log-graphql-1', 'validation');
  });

  it('a 5xx is logged at error with its stack', async () => {
    const response = await getTraced(t, '/api/test/log-boom', 'log-500');
    expect(response.statusCode).toBe(500);
    const line = errorLines('log-500').find((l) => l.level === ERROR);
    expect(line).toBeDefined();
    expect((line!.err as { stack?: string }).stack).toContain('the disk is on fire');
  });
});
