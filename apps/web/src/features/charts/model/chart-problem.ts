import { isErrorCode } from '@portal/domain';
import { ApiError, errorText } from '../../../lib/api-client';
import type { ChartFileRefusal } from './chart-file';

/** The reasons explained under a refusal (charts.reasons.*): the client's own checks. */
export type ChartProblemReason = ChartFileRefusal['reason'];

/** A refusal shown in place: kept as a code (translated when shown, so a language switch follows). */
export interface ChartProblem {
  code: string;
  /** Interpolation values of the explanation (count, name, size, max). */
  params: Record<string, string | number>;
  reason: ChartProblemReason | null;
  /** The text of a code outside the catalogue (the server's message, or its language segment). */
  fallback: string;
  /** Refused by the server (the file was sent) rather than by the page's own checks. */
  server: boolean;
}

export function problemFromRefusal(refusal: ChartFileRefusal): ChartProblem {
  const { code, reason, ...params } = refusal;
  return { code, reason, params, fallback: '', server: false };
}

/** An upload's error (ApiError from the client, or anything thrown). */
export function problemFromError(error: unknown): ChartProblem {
  if (!(error instanceof ApiError)) return { code: 'default', params: {}, reason: null, fallback: '', server: true };
  return {
    code: error.code,
    params: {},
    reason: null,
    fallback: isErrorCode(error.code) ? '' : errorText(error),
    server: true,
  };
}
