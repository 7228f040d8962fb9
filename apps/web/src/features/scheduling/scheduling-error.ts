import { pickLanguageSegment } from '@portal/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { ApiError, errorText } from '../../lib/api-client';

/**
 * The text of a scheduling error (spec 000 §8): a catalogue code (scheduling010…014, notFound) in the
 * current language; a free-places refusal may instead carry one segment per language
 * ("[pt-br]…;[en-us]…;"), in details.segments or the message, and the current language's one is shown.
 */
export function schedulingErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('default', { ns: 'errors' });
  const details = error.details as { segments?: unknown } | null | undefined;
  if (typeof details?.segments === 'string' && details.segments.trim() !== '') {
    return pickLanguageSegment(details.segments, currentLanguage(), i18n.t('internalError', { ns: 'errors' }));
  }
  return errorText(error);
}
