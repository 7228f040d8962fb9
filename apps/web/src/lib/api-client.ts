import { isErrorCode, pickLanguageSegment, type ErrorCode } from '@portal/domain';
import { z, type ZodType } from 'zod';
import { currentLanguage, i18n } from '../i18n/i18n';
import { notifyError, notifySuccess, type ToastOptions } from './notify';
import { emitSessionExpired, emitTokenIncomplete } from './session-events';
import { clearSession, readToken, rememberLocation } from './storage';

export const API_BASE = '/api';

/** An error answer (`{ code, message, details }`), a network failure (status 0) or an unreadable answer. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(code: string, status: number, message: string, details?: unknown) {
    super(message || code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** The code as a catalogue code, when it is one. */
  get errorCode(): ErrorCode | undefined {
    return isErrorCode(this.code) ? this.code : undefined;
  }
}

/** The call was answered with this HTTP status (404 not found, 403 forbidden…). */
export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** JSON, or a FormData sent as multipart/form-data (an upload). */
  body?: unknown;
  /** Routing header x-target-service: the area the call belongs to (auth, orders, loads…). */
  service: string;
  /**
   * The answer's contract (the domain's zod schema, or a pick of it): every answer is parsed, so a drifted
   * answer fails here with the generic error rather than as `undefined` deep in a screen. A call answered
   * with no body (204) passes `noContent`.
   */
  schema: ZodType<T>;
  /** Red toast on error (default true). Callers that show the error inline pass false. */
  notify?: boolean;
  /** Sends the bearer token when one is stored (default true). Sign-in calls pass false. */
  auth?: boolean;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

/** Codes that answer 401 for a reason other than an expired session. */
const NOT_SESSION_401 = new Set<string>(['wrongLoginOrPassword', 'invalidKey']);
const GENERIC_CODES = new Set<string>(['default', 'internalError']);

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'sessionExpired';
  if (status === 403) return 'withoutPermission';
  if (status === 404) return 'notFound';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'tooManyAttempts';
  return 'default';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldOf(details: unknown): string | undefined {
  return isRecord(details) && typeof details.field === 'string' ? details.field : undefined;
}

/** The details' texts and numbers, the message's {{placeholders}} (as the server fills them in its own message). */
function detailParams(details: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (!isRecord(details)) return params;
  for (const [key, value] of Object.entries(details))
    if (typeof value === 'string' || typeof value === 'number') params[key] = String(value);
  return params;
}

/**
 * The text shown for an error: the catalogue text of its code, its placeholders filled from the details
 * (requiredField names the field);
 * a server message with a segment for the current language wins over the generic codes;
 * otherwise the server message's segment, the raw message, or the internal-error text.
 */
export function errorText(error: { code?: string; message?: string; details?: unknown }): string {
  const language = currentLanguage();
  const internal = i18n.t('internalError', { ns: 'errors' });
  const message = error.message && error.message !== error.code ? error.message : '';
  const segment = pickLanguageSegment(message, language, internal);
  const hasSegment = message !== '' && segment !== message;
  if (error.code && isErrorCode(error.code) && !(GENERIC_CODES.has(error.code) && hasSegment)) {
    const field = fieldOf(error.details);
    const fieldLabel = field ? i18n.t(`fields.${field}`, { defaultValue: field }) : '';
    return i18n.t(error.code, { ns: 'errors', ...detailParams(error.details), field: fieldLabel });
  }
  return segment;
}

/** Red toast with the translated text of an error (ApiError or anything thrown). */
export function notifyApiError(error: unknown, options?: ToastOptions): void {
  if (error instanceof ApiError) notifyError(errorText(error), options);
  else notifyError(i18n.t('default', { ns: 'errors' }), options);
}

/** Green toast with the translated text of a success code (register03, gate001, saveSuccess…). */
export function notifySuccessCode(code: ErrorCode, options?: ToastOptions): void {
  notifySuccess(i18n.t(code, { ns: 'errors' }), options);
}

/**
 * The 401 flow: the session goes, the current location is remembered for after the next sign-in,
 * and the expired-session alert is raised (it then leads to /login).
 */
export function expireSession(): void {
  clearSession();
  const { pathname, search, hash } = window.location;
  rememberLocation(`${pathname}${search}${hash}`);
  emitSessionExpired();
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const url = path.startsWith('/api') ? path : `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function errorFromBody(status: number, body: unknown): ApiError {
  // a GraphQL error without data comes with the error's own status (platform/graphql.ts): read its first error
  const firstGraphqlError =
    isRecord(body) && Array.isArray(body.errors) ? (body.errors[0] as GraphqlError | undefined) : undefined;
  if (firstGraphqlError && typeof firstGraphqlError.extensions?.code === 'string') {
    const { code, details } = firstGraphqlError.extensions;
    return new ApiError(code, status, firstGraphqlError.message ?? '', details);
  }
  if (isRecord(body) && typeof body.code === 'string') {
    return new ApiError(body.code, status, typeof body.message === 'string' ? body.message : '', body.details);
  }
  const message =
    isRecord(body) && typeof body.message === 'string' ? body.message : typeof body === 'string' ? body : '';
  return new ApiError(fallbackCode(status), status, message);
}

/** The body of an error answer: JSON whatever its content type (a file endpoint may label it otherwise). */
async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Raises the right side effects for an error and returns it for throwing. */
function settleError(error: ApiError, sentToken: boolean, notify: boolean): ApiError {
  const expired =
    (error.status === 401 && sentToken && !NOT_SESSION_401.has(error.code)) || error.code === 'sessionExpired';
  if (expired) expireSession();
  // the account lacks its supplier, CD or company: the registration, not a toast, is the answer
  else if (error.code === 'tokenIncomplete') emitTokenIncomplete();
  else if (notify) notifyApiError(error);
  return error;
}

/** The answer of a call that returns no body (204, or an empty 200). */
export const noContent = z.unknown().transform((): void => undefined);

function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    // the reader sees the generic error; the message and details name the field that left its contract
    const first = parsed.error.issues[0];
    const where = first ? `: ${first.path.join('.') || '(root)'} ${first.message}` : '';
    throw new ApiError('default', 200, `unexpected answer${where}`, parsed.error.issues);
  }
  return parsed.data;
}

/** A cancelled call (AbortSignal): never toasted, never a session matter. */
export function isAbortError(error: unknown): boolean {
  return isRecord(error) && (error as { name?: unknown }).name === 'AbortError';
}

export type FetchOptions = Pick<
  RequestOptions<unknown>,
  'method' | 'body' | 'service' | 'notify' | 'auth' | 'query' | 'signal'
> & {
  /** Accept header; JSON calls send application/json, file downloads send none. */
  accept?: string;
};

/**
 * The one way to the API: bearer token, Accept-Language and routing header on the way out; on the way
 * back a network failure or an error answer becomes an ApiError after the 401 flow or the translated
 * toast. Resolves with the successful Response, its body unread. An aborted call rejects with the
 * AbortError untouched.
 */
export async function apiFetch(path: string, options: FetchOptions): Promise<Response> {
  const { method = 'GET', body, service, notify = true, auth = true, query, signal, accept } = options;
  const token = auth ? readToken() : null;
  const headers: Record<string, string> = {
    'Accept-Language': currentLanguage(),
    'x-target-service': service,
  };
  if (accept) headers.Accept = accept;
  if (token) headers.Authorization = `Bearer ${token}`;
  // a FormData body (a file upload) is sent as multipart/form-data, its boundary set by the browser
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    signal?.throwIfAborted();
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    throw settleError(new ApiError('default', 0, ''), false, notify);
  }
  if (!response.ok) {
    const payload = await readErrorBody(response);
    throw settleError(errorFromBody(response.status, payload), token !== null, notify);
  }
  return response;
}

/** One call to the portal's API: JSON in and out, bearer token, Accept-Language and the routing header. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { schema, notify = true, ...rest } = options;
  const response = await apiFetch(path, { ...rest, notify, accept: 'application/json' });
  try {
    return parseWith(schema, await readBody(response));
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw settleError(error instanceof ApiError ? error : new ApiError('default', response.status, ''), false, notify);
  }
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions<T>, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

interface GraphqlError {
  message?: string;
  extensions?: { code?: unknown; details?: unknown; status?: unknown };
}

/**
 * POST /api/graphql with `{ query, variables }`; `schema` parses the answer's `data` (picks of the domain's
 * schemas, the same fields the query selects: app/__tests__/graphql-contracts.test.ts checks they agree). A GraphQL error with
 * a catalogue code in its extensions is raised like a REST error (sessionExpired starts the 401 flow).
 */
export async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: Omit<RequestOptions<T>, 'method' | 'body' | 'query'>,
): Promise<T> {
  const { schema, notify = true, ...rest } = options;
  const answer = await apiRequest('/graphql', {
    ...rest,
    notify,
    method: 'POST',
    body: { query, variables },
    schema: z.unknown(),
  });
  const errors = isRecord(answer) && Array.isArray(answer.errors) ? (answer.errors as GraphqlError[]) : [];
  const first = errors[0];
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'default';
    const status = typeof first.extensions?.status === 'number' ? first.extensions.status : 200;
    const sentToken = rest.auth !== false && readToken() !== null;
    throw settleError(new ApiError(code, status, first.message ?? '', first.extensions?.details), sentToken, notify);
  }
  const data = isRecord(answer) ? answer.data : undefined;
  try {
    return parseWith(schema, data);
  } catch (error) {
    throw settleError(error instanceof ApiError ? error : new ApiError('default', 200, ''), false, notify);
  }
}
