import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** A REST answer as the tests read it. */
export interface RestAnswer<T> {
  status: number;
  /** The JSON body (null when the answer is not JSON: a file, or nothing). */
  body: T;
  /** The body read as a refusal's error. */
  error: { code: string; message: string; details?: Record<string, unknown> };
  /** The refusal's code, when the answer is a JSON error; null otherwise. */
  code: string | null;
  raw: Buffer;
  headers: Record<string, unknown>;
}

/** One REST call as a signed-in user (token null: anonymous), in the language given (Accept-Language). */
export async function restCall<T = Record<string, unknown>>(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  language?: string,
): Promise<RestAnswer<T>> {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  return restAnswerOf<T>(response);
}

/** An `app.inject` answer as the tests read it: its JSON body and refusal code, when JSON. */
export function restAnswerOf<T = Record<string, unknown>>(response: LightMyRequestResponse): RestAnswer<T> {
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const body = json ? response.json() : null;
  return {
    status: response.statusCode,
    body: body as T,
    error: body as RestAnswer<T>['error'],
    code: json && body && typeof body === 'object' && 'code' in body ? String(body.code) : null,
    raw: response.rawPayload,
    headers: response.headers,
  };
}

/** A GET as a signed-in user, answered as `app.inject` answers (status, headers and body read by the test). */
export function getAs(t: TestApp, token: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}
