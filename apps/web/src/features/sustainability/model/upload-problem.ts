import { isErrorCode } from '@portal/domain';
import { ApiError, errorText } from '../../../lib/api-client';
import type { PdfFileRefusal } from '../../../lib/pdf-file';

/** A refusal shown in place on the upload page: kept as a code (translated when shown, so a language switch follows). */
export interface UploadProblem {
  code: string;
  /** the page's own check that refused the file (sustainability.upload.reasons.*), or null */
  reason: PdfFileRefusal['reason'] | null;
  params: Record<string, string | number>;
  /** the server's text for a code outside the catalogue */
  fallback: string;
  server: boolean;
}

export function problemFromRefusal(refusal: PdfFileRefusal): UploadProblem {
  const { code, reason, ...params } = refusal;
  return { code, reason, params, fallback: '', server: false };
}

/** An upload's error: the server's code (and its field) or the generic one. */
export function problemFromError(error: unknown): UploadProblem {
  if (!(error instanceof ApiError)) return { code: 'default', reason: null, params: {}, fallback: '', server: true };
  const details = (error.details ?? {}) as Record<string, unknown>;
  const params = Object.fromEntries(
    Object.entries(details).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  ) as Record<string, string | number>;
  return {
    code: error.code,
    reason: null,
    params,
    fallback: isErrorCode(error.code) ? '' : errorText(error),
    server: true,
  };
}
