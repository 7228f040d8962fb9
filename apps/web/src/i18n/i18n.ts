import { DEFAULT_LANGUAGE, ERROR_MESSAGES, LANGUAGES, resolveLanguage, type Language } from '@portal/domain';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US';
import { esES } from './locales/es-ES';
import { ptBR, type Catalogue } from './locales/pt-BR';

/** localStorage key holding the language the user picked with a flag. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** "translation" is the portal's own catalogue; "errors" is the domain's error catalogue, shared with the server. */
export const resources: Record<Language, { translation: Catalogue; errors: (typeof ERROR_MESSAGES)[Language] }> = {
  'pt-BR': { translation: ptBR, errors: ERROR_MESSAGES['pt-BR'] },
  'en-US': { translation: enUS, errors: ERROR_MESSAGES['en-US'] },
  'es-ES': { translation: esES, errors: ERROR_MESSAGES['es-ES'] },
};

/**
 * Maps a detected tag to a supported one: "en" → en-US, "es-AR" → es-ES, "pt-PT" → pt-BR.
 * Tags of other languages are kept as they are so that a later, supported browser language
 * can still win; when none is supported i18next falls back to pt-BR.
 */
export function convertDetectedLanguage(tag: string): string {
  const base = tag.split('-')[0]?.toLowerCase() ?? '';
  return ['pt', 'en', 'es'].includes(base) ? resolveLanguage(tag) : tag;
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['translation', 'errors'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
    showSupportNotice: false,
    // The user's explicit choice (flag) wins over the browser; nothing is cached automatically so that
    // the browser language keeps applying until the user picks a flag.
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
      convertDetectedLanguage,
    },
  });

i18n.on('languageChanged', syncDocumentLanguage);
syncDocumentLanguage(i18n.language);

/** The current language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
  await i18n.changeLanguage(language);
}
