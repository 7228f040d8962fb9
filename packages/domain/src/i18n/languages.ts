export const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** A text catalogue: for each language, the text of each key (a status, a column, a filter…). */
export type TextsByLanguage<Key extends PropertyKey> = Readonly<Record<Language, Readonly<Record<Key, string>>>>;

/** Picks a supported language from a tag such as "en", "es-AR" or an Accept-Language header. */
export function resolveLanguage(tag: string | null | undefined): Language {
  if (!tag) return DEFAULT_LANGUAGE;
  for (const part of tag.split(',')) {
    const code = part.split(';')[0]!.trim().toLowerCase();
    const exact = LANGUAGES.find((l) => l.toLowerCase() === code);
    if (exact) return exact;
    const base = code.split('-')[0];
    const byBase = LANGUAGES.find((l) => l.toLowerCase().startsWith(`${base}-`));
    if (byBase) return byBase;
  }
  return DEFAULT_LANGUAGE;
}
