import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app';
import { expectAnswer } from '../../test/support/answers';

const LIMIT = 64 * 1024;

/** A body of `size` bytes that counts what the server pulled from it. */
function countingBody(size: number): { stream: Readable; read: () => number } {
  let sent = 0;
  const chunk = Buffer.alloc(16 * 1024, 'a');
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      this.push(part);
    },
  });
  return { stream, read: () => sent };
}

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await t.login('fornecedor');
});

describe('anonymous body limit', () => {
  it('refuses an anonymous body declared above the limit with 413, before reading it', async () => {
    const size = 5 * 1024 * 1024;
    const body = countingBody(size);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': String(size), 'accept-language': 'en-US' },
      payload: body.stream,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'payloadTooLarge',
      message: 'The content sent is too large.',
      details: { max: LIMIT },
    });
    expect(response.headers.connection).toBe('close');
    // a stream's first chunks may be buffered on their way in; the megabytes behind them are never pulled
    expect(body.read()).toBeLessThan(LIMIT);
  });

  it('refuses it on GraphQL as a GraphQL error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ __typename }', variables: { padding: 'x'.repeat(LIMIT) } },
    });
    expectAnswer(response, 413, {
      data: null,
      errors: [{ extensions: { code: 'payloadTooLarge', status: 413 } }],
    });
  });

  it('cuts an anonymous chunked body as soon as it passes the limit', async () => {
    const body = countingBody(5 * 1024 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: body.stream,
    });
    expectAnswer(response, 413, { code: 'payloadTooLarge', details: { max: LIMIT } });
    expect(body.read()).toBeLessThan(LIMIT + 64 * 1024);
  });

  it('lets small anonymous bodies through (a sign-in)', async () => {
    await expect(t.login('fornecedor')).resolves.toMatch(/^ey/);
  });

  it('keeps the signed-in limit for a valid token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: '{ sessao { chapa } }', variables: { padding: 'x'.repeat(2 * 1024 * 1024) } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sessao: { chapa: expect.any(String) } } });
  });

  it('answers 401 sessionExpired, not 413, for a large body with a token that does not verify', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` },
      payload: { query: '{ sessao { chapa } }', variables: { padding: 'x'.repeat(LIMIT) } },
    });
    expectAnswer(response, 401, { errors: [{ extensions: { code: 'sessionExpired' } }] });
  });
});
