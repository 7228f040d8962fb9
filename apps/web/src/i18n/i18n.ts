import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage, type ErrorCode, type Language } from '@portal/domain';
import i18next, { type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { AREA_TEXTS, type LazyArea } from './area-texts';
export type { LazyArea } from './area-texts';
import type { Catalogue } from './locales/pt-BR';

/** localStorage key holding the language the user picked with a flag. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** One language's texts: "translation" is the portal's own catalogue; "errors" is the domain's error catalogue, shared with the server. */
export type LanguageResources = { translation: Catalogue; errors: Record<ErrorCode, string> };

/**
 * One chunk per language (src/i18n/bundles), downloaded only when that language is used: the first screen
 * carries a single catalogue, and a flag loads another on demand. The paths are literal so that Vite splits them.
 */
const BUNDLES: Record<Language, () => Promise<{ default: LanguageResources }>> = {
  'pt-BR': () => import('./bundles/pt-BR'),
  'en-US': () => import('./bundles/en-US'),
  'es-ES': () => import('./bundles/es-ES'),
};

/** Downloads (once; the module cache keeps it) the texts of a language. */
export async function loadLanguageResources(language: Language): Promise<LanguageResources> {
  return (await BUNDLES[language]()).default;
}

function isLanguage(tag: string): tag is Language {
  return (LANGUAGES as readonly string[]).includes(tag);
}

// The callback form on purpose: with the promise form the library unwraps a `default` property, and the
// error catalogue has a `default` key (the generic message).
const backend = resourcesToBackend((language: string, namespace: string, callback: ReadCallback) => {
  if (!isLanguage(language) || (namespace !== 'translation' && namespace !== 'errors')) {
    callback(new Error(`no catalogue ${language}/${namespace}`), false);
    return;
  }
  loadLanguageResources(language).then(
    (resources) => callback(null, resources[namespace]),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
  );
});

/**
 * Maps a detected tag to a supported one: "en" → en-US, "es-AR" → es-ES, "pt-PT" → pt-BR.
 * Tags of other languages are kept as they are so that a later, supported browser language
 * can still win; when none is supported i18next falls back to pt-BR.
 */
export function convertDetectedLanguage(tag: string): string {
  const base = tag.split('-')[0]?.toLowerCase() ?? '';
  return ['pt', 'en', 'es'].includes(base) ? resolveLanguage(tag) : tag;
}

/**
 * Unsupported languages fall back to pt-BR (`default`); the supported ones need no fallback (the catalogues have
 * the same keys, which the types enforce), so English or Spanish does not download the Portuguese catalogue too.
 */
const FALLBACK_LANGUAGES: Record<Language | 'default', Language[]> = {
  'pt-BR': [],
  'en-US': [],
  'es-ES': [],
  default: [DEFAULT_LANGUAGE],
};

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();
i18n.use(LanguageDetector).use(initReactI18next).use(backend);
i18n.on('languageChanged', syncDocumentLanguage);

let initialised: Promise<unknown> | undefined;

/**
 * Detects the language (the flag stored in localStorage, then the browser's; pt-BR by default) and downloads
 * its catalogue. main.tsx renders the app only once this resolves, so the first paint is already in the right
 * language, with no missing keys. Languages in `preloaded` are not downloaded (the unit tests pass all three,
 * which keeps i18n synchronous there). Calling it again returns the first call's promise.
 */
export function initI18n(preloaded?: Partial<Record<Language, LanguageResources>>): Promise<unknown> {
  initialised ??= i18n.init({
    // i18next keeps and edits the object it is given: a copy leaves the catalogue modules untouched
    resources:
      preloaded && Object.fromEntries(Object.entries(preloaded).map(([language, bundle]) => [language, { ...bundle }])),
    partialBundledLanguages: true,
    fallbackLng: FALLBACK_LANGUAGES,
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
  return initialised;
}

/** The current language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

function hasCatalogue(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation') && i18n.hasResourceBundle(language, 'errors');
}

let requestedLanguage: Language | undefined;

/**
 * Switches the language and remembers the choice. A catalogue not yet downloaded is downloaded first, while the
 * screen keeps its current texts; if the download fails the promise rejects and the language stays as it is (no
 * screen of bare keys). Only the last of quick successive clicks wins.
 */
export async function changeLanguage(language: Language): Promise<void> {
  requestedLanguage = language;
  if (!hasCatalogue(language)) {
    const resources = await loadLanguageResources(language);
    if (requestedLanguage !== language) return;
    i18n.addResourceBundle(language, 'translation', resources.translation);
    i18n.addResourceBundle(language, 'errors', resources.errors);
  }
  // the area texts of the screens already visited, so the screen on display switches whole
  await loadAreaTextsFor(language, [...wantedAreas]);
  if (requestedLanguage !== language) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
  await i18n.changeLanguage(language);
}

/** Areas whose texts a visited screen needed: a language switch loads them too. */
const wantedAreas = new Set<LazyArea>();

async function loadAreaTextsFor(language: Language, areas: readonly LazyArea[]): Promise<void> {
  const missing = areas.filter((area) => i18n.getResource(language, 'translation', area) === undefined);
  const texts = await Promise.all(missing.map((area) => AREA_TEXTS[area][language]()));
  missing.forEach((area, i) => i18n.addResourceBundle(language, 'translation', { [area]: texts[i] }, true, true));
}

/**
 * A screen's module together with its area texts in the current language (routes.tsx): the screen renders only
 * once both are there, so it never shows bare keys. A failed download rejects, and the route shows its error page.
 */
export async function withAreaTexts<T>(areas: readonly LazyArea[], load: () => Promise<T>): Promise<T> {
  areas.forEach((area) => wantedAreas.add(area));
  const [module] = await Promise.all([load(), areaTextsAfterInit(areas)]);
  return module;
}

/**
 * The router starts on the first page's chunk before main.tsx initialises i18n: an area bundle added before the
 * language's catalogue would make i18next take the language as loaded, so the catalogue comes first.
 */
async function areaTextsAfterInit(areas: readonly LazyArea[]): Promise<void> {
  await initI18n();
  await loadAreaTextsFor(currentLanguage(), areas);
}
