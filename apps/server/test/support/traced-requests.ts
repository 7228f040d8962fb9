import { REQUEST_ID_HEADER } from '../../src/platform/http';
import type { TestApp } from './test-app';

/**
 * A GET under a request id the test chooses (x-request-id), so that it can find the request's log lines; answered as
 * `app.inject` answers.
 */
export function getTraced(t: TestApp, url: string, requestId: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers, [REQUEST_ID_HEADER]: requestId } });
}

/** The lines the app logged for one request, by its id. */
export function requestLines(t: TestApp, requestId: string): Record<string, unknown>[] {
  return t.logs.filter((line) => line.reqId === requestId);
}
