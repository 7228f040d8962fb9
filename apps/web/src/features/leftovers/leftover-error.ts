import { pickLanguageSegment } from '@portal/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';

/**
 * The text of a leftover refusal (spec 000 §8, 001 §8): the current language's segment of the server's
 * message (details.segments, else the message), else the raw message, else the internal-error text.
 */
export function leftoverErrorText(error: unknown): string {
  const internal = i18n.t('internalError', { ns: 'errors' });
  if (!(error instanceof ApiError)) return internal;
  const details = error.details as { segments?: unknown } | null | undefined;
  const segments = typeof details?.segments === 'string' ? details.segments : undefined;
  const message = error.message && error.message !== error.code ? error.message : '';
  return pickLanguageSegment(segments ?? message, currentLanguage(), internal);
}
