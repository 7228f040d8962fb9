import {
  CODE_STATUS,
  errorMessage,
  resolveLanguage,
  type ApiErrorBody,
  type ErrorCode,
  type Language,
} from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

export type ErrorDetails = Record<string, unknown>;

/**
 * The one error type of the server: a code of the specification's catalogue, the HTTP status it
 * answers with (CODE_STATUS unless overridden) and details the client may show or act on.
 * Services throw it; the Fastify error handler and the GraphQL formatter turn it into { code, message, details }.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, details?: ErrorDetails, options: { status?: number; cause?: unknown } = {}) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? CODE_STATUS[code];
    this.details = details;
  }

  static notFound(details?: ErrorDetails): AppError {
    return new AppError('notFound', details);
  }

  static sessionExpired(): AppError {
    return new AppError('sessionExpired');
  }

  static withoutPermission(permission: string): AppError {
    return new AppError('withoutPermission', { permission });
  }

  static requiredField(field: string): AppError {
    return new AppError('requiredField', { field });
  }

  static validation(details?: ErrorDetails): AppError {
    return new AppError('validation', details);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export interface FieldIssue {
  field: string;
  code: string;
  message: string;
}

/** What any thrown value is, for the purpose of answering a client. */
type Classified =
  | { kind: 'app'; error: AppError }
  | { kind: 'validation'; issues: FieldIssue[]; missing: string | undefined; status: number }
  | { kind: 'http'; status: number }
  | { kind: 'internal' };

export interface ApiErrorResponse {
  status: number;
  body: ApiErrorBody;
  /** 5xx: logged at error with their stack. Client errors are logged at info, code and message only. */
  internal: boolean;
}

function assertUnreachable(value: never): never {
  throw new Error(`unhandled error kind ${JSON.stringify(value)}`);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function pathOf(parts: readonly PropertyKey[]): string {
  return parts.map(String).join('.');
}

/**
 * A missing field is an invalid_type issue whose value is absent. With the input at hand we look
 * the value up; without it (a ZodError thrown by a service) zod's "received undefined" message tells.
 */
function missingField(
  issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[],
  input: unknown,
  hasInput: boolean,
): string | undefined {
  const missing = issues.find(
    (issue) =>
      issue.code === 'invalid_type' &&
      issue.path.length > 0 &&
      (hasInput ? valueAt(input, issue.path) === undefined : /received undefined$/.test(issue.message)),
  );
  return missing ? pathOf(missing.path) : undefined;
}

function classify(error: unknown, request?: FastifyRequest): Classified {
  if (error instanceof AppError) return { kind: 'app', error };
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ field: pathOf(i.path), code: i.code, message: i.message }));
    return { kind: 'validation', issues, missing: missingField(error.issues, undefined, false), status: 400 };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const input = request && context ? (request as unknown as Record<string, unknown>)[context] : undefined;
    const raw = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter((p) => p !== ''),
      code: v.keyword,
      message: v.message ?? v.keyword,
    }));
    const prefix = context && context !== 'body' ? `${context}.` : '';
    const issues = raw.map((i) => ({ field: prefix + pathOf(i.path), code: i.code, message: i.message }));
    const missing = missingField(raw, input, request !== undefined);
    return { kind: 'validation', issues, missing: missing === undefined ? undefined : prefix + missing, status: 400 };
  }
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const validation = (error as Partial<FastifyError>).validation;
    if (Array.isArray(validation)) {
      // Ajv validation (routes that keep JSON schemas, such as GraphQL's)
      const issues = validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        code: v.keyword,
        message: v.message ?? v.keyword,
      }));
      return { kind: 'validation', issues, missing: undefined, status: 400 };
    }
    return { kind: 'http', status };
  }
  return { kind: 'internal' };
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'sessionExpired';
    case 403:
      return 'withoutPermission';
    case 404:
      return 'notFound';
    case 413:
      return 'payloadTooLarge';
    case 429:
      return 'tooManyAttempts';
    default:
      // other client errors (malformed JSON, unsupported media type, …) are invalid input
      return 'validation';
  }
}

/** String-valued details become message parameters ({{field}} in "requiredField"). */
function messageParams(details: ErrorDetails | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = String(value);
  }
  return params;
}

function body(code: ErrorCode, language: Language, details: ErrorDetails | undefined): ApiErrorBody {
  const answer: ApiErrorBody = { code, message: errorMessage(code, language, messageParams(details)) };
  if (details !== undefined) answer.details = details;
  return answer;
}

/** Turns anything thrown into the answer a client sees. Shared by the REST handler and the GraphQL formatter. */
export function toApiError(error: unknown, language: Language, request?: FastifyRequest): ApiErrorResponse {
  const classified = classify(error, request);
  switch (classified.kind) {
    case 'app':
      return {
        status: classified.error.status,
        body: body(classified.error.code, language, classified.error.details),
        internal: classified.error.status >= 500,
      };
    case 'validation':
      if (classified.missing !== undefined) {
        return {
          status: 400,
          body: body('requiredField', language, { field: classified.missing, fields: classified.issues }),
          internal: false,
        };
      }
      return {
        status: classified.status,
        body: body('validation', language, { fields: classified.issues }),
        internal: false,
      };
    case 'http': {
      const code = codeForStatus(classified.status);
      return { status: classified.status, body: body(code, language, undefined), internal: false };
    }
    case 'internal':
      return { status: 500, body: body('internalError', language, undefined), internal: true };
    default:
      return assertUnreachable(classified);
  }
}

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return resolveLanguage(Array.isArray(header) ? header[0] : header);
}

/**
 * Logs an error as answered: a 5xx at error with its stack (something is wrong with the server); a refusal of
 * the client's request (4xx: validation, permission, limits) at info with its code and message, no stack — it
 * is the client's mistake, and a stack per typo would bury the real failures. Shared with the GraphQL formatter.
 */
export function logAnsweredError(
  log: Pick<FastifyRequest['log'], 'error' | 'info'>,
  error: unknown,
  answer: ApiErrorResponse,
): void {
  if (answer.internal) {
    log.error({ err: error }, 'request failed');
    return;
  }
  log.info(
    { code: answer.body.code, status: answer.status, reason: error instanceof Error ? error.message : String(error) },
    'request refused',
  );
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = toApiError(error, requestLanguage(request), request);
  logAnsweredError(request.log, error, answer);
  const retryAfter = isAppError(error) ? error.details?.retryAfterSeconds : undefined;
  if (answer.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/** The one Fastify error handler, plus the JSON 404 of unknown /api routes. */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { spaFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> } = {},
): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (options.spaFallback && (await options.spaFallback(request, reply))) return reply;
    return sendError(AppError.notFound({ method: request.method, url: request.url.split('?')[0] }), request, reply);
  });
}
