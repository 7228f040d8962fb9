import { isErrorCode } from '@portal/domain';
import { ApiError, errorText } from '../../../lib/api-client';
import type { FileRefusal } from './reconcile-file';

/**
 * The reasons /reconcile explains under a refusal (reconcile.reasons.*): the server's details.reason of
 * mustBeXML and fileIsNotNFe (apps/server nfe-xml.ts, platform/files.ts, the base64 check), and the
 * client's own file checks (several, type, size). Any other reason reads as 'other'.
 */
export const EXPLAINED_REASONS = [
  'doctype',
  'root',
  'namespace',
  'namespacePrefix',
  'version',
  'missingNFe',
  'missingProtNFe',
  'missingField',
  'repeatedField',
  'tooManyItems',
  'tooDeep',
  'tooManyElements',
  'noItems',
  'empty',
  'content',
  'encoding',
  'binary',
  'malformed',
  'base64',
  'mimetype',
  'type',
  'several',
  'size',
  'other',
] as const;
export type ExplainedReason = (typeof EXPLAINED_REASONS)[number];

/** Codes that refuse the file itself: the "file validation" step fails and the form asks for another file. */
const FILE_CODES = new Set(['sendInvoice', 'mustBeXML', 'fileIsNotNFe', 'fileSizeExceeded', 'payloadTooLarge']);

export interface ReconcileProblem {
  /** A catalogue code (translated when shown, so a language switch follows) or a foreign one. */
  code: string;
  /** Interpolation values: the details' pedido, pedidoNota, status, field, reason, sizes… */
  params: Record<string, string | number>;
  reason: ExplainedReason | null;
  /** The text for a code outside the catalogue (the server's message in the request's language). */
  fallback: string;
}

export function isFileProblem(problem: Pick<ReconcileProblem, 'code'>): boolean {
  return FILE_CODES.has(problem.code);
}

/**
 * The message key above a refusal when the catalogue's text of its code would contradict the explanation: a file
 * in ISO-8859-1 is XML, so mustBeXML's "The file must be XML" does not fit; its encoding is what is refused.
 * null: the catalogue's text of the code.
 */
export function problemHeadingKey(problem: Pick<ReconcileProblem, 'code' | 'reason'>): string | null {
  if (problem.code === 'mustBeXML' && problem.reason === 'encoding') return 'conciliation.reconcile.headings.encoding';
  return null;
}

function isExplained(value: string): value is ExplainedReason {
  return (EXPLAINED_REASONS as readonly string[]).includes(value);
}

function paramsOf(details: unknown): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (typeof details !== 'object' || details === null) return params;
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  if (typeof params.maxBytes === 'number') params.max = params.maxBytes;
  return params;
}

function reasonOf(code: string, params: Record<string, string | number>): ExplainedReason | null {
  const reason = typeof params.reason === 'string' ? params.reason : null;
  if (reason) return isExplained(reason) ? reason : 'other';
  if (code === 'fileSizeExceeded' && typeof params.size === 'number' && typeof params.max === 'number') return 'size';
  if (code === 'mustBeXML' && typeof params.mimetype === 'string' && params.mimetype !== '') return 'mimetype';
  return null;
}

/** A refusal of the picker or the drop zone. */
export function problemFromRefusal(refusal: FileRefusal): ReconcileProblem {
  const { code, reason, ...params } = refusal;
  return { code, reason, params, fallback: '' };
}

/** An error of a check (ApiError from the client, or anything thrown). */
export function problemFromError(error: unknown): ReconcileProblem {
  if (!(error instanceof ApiError)) return { code: 'default', params: {}, reason: null, fallback: '' };
  const params = paramsOf(error.details);
  return {
    code: error.code,
    params,
    reason: isFileProblem(error) ? reasonOf(error.code, params) : null,
    fallback: isErrorCode(error.code) ? '' : errorText(error),
  };
}

/** Refusals because of the order's current conciliation (approved, or still running): the status page shows it. */
const ORDER_CONCILIATION_CODES = new Set(['reconcileInProgress', 'reconcileAlreadyApproved']);

export function isOrderConciliationProblem(problem: Pick<ReconcileProblem, 'code'>): boolean {
  return ORDER_CONCILIATION_CODES.has(problem.code);
}
