import { pickLanguageSegment } from '@portal/domain';
import { currentLanguage, i18n } from '../../../i18n/i18n';
import { ApiError, errorText, isAbortError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

/**
 * The server's own text of a refusal (spec 000 §8: shown for the invoice XML download, the cancellation and
 * the observation). The server writes it in the request's language with the details filled in; a network
 * failure or an unreadable answer falls back to the catalogue text.
 */
export function serverErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const own = error.message && error.message !== error.code && error.status > 0 && error.code !== 'default';
    return own ? pickLanguageSegment(error.message, currentLanguage(), error.message) : errorText(error);
  }
  return i18n.t('default', { ns: 'errors' });
}

/** A red toast with the server's text; nothing for a cancelled call or an expired session (its own alert). */
export function notifyServerError(error: unknown): void {
  if (isAbortError(error)) return;
  if (error instanceof ApiError && (error.status === 401 || error.code === 'sessionExpired')) return;
  notifyError(serverErrorText(error));
}
