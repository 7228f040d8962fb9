import type { Language } from '@portal/domain';
import { messagesEnUS } from '@portal/domain/errors/messages.en-US';
import { messagesEsES } from '@portal/domain/errors/messages.es-ES';
import { messagesPtBR } from '@portal/domain/errors/messages.pt-BR';
import type { LanguageResources } from '../i18n/i18n';
import { COMPLETE_CATALOGUES } from '../i18n/locales/complete-catalogues';

/**
 * The three languages at once, area texts included, for tests only: the app downloads one language at a time and
 * each area's texts with its screens (see initI18n and withAreaTexts); importing this from app code would put
 * every text back on the first screen.
 */
export const ALL_RESOURCES: Record<Language, LanguageResources> = {
  'pt-BR': { translation: COMPLETE_CATALOGUES['pt-BR'], errors: messagesPtBR },
  'en-US': { translation: COMPLETE_CATALOGUES['en-US'], errors: messagesEnUS },
  'es-ES': { translation: COMPLETE_CATALOGUES['es-ES'], errors: messagesEsES },
};
