import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';

/** Codes whose message says nothing about what went wrong: the screen's own "could not register / delete" instead. */
const GENERIC = new Set(['default', 'internalError']);

/**
 * What a failed save or delete says (spec 001 §8: for subcontractor invoices the server's message is shown): the
 * message the server wrote in the request's language (with its numbers: "the subcontractor would receive 1000
 * pieces…"); registerError or deleteError when there is none (a network failure, an internal error).
 */
export function serverMessage(error: unknown, fallback: 'registerError' | 'deleteError'): string {
  if (error instanceof ApiError && error.status > 0 && !GENERIC.has(error.code) && error.message !== error.code)
    return error.message;
  return i18n.t(fallback, { ns: 'errors' });
}
