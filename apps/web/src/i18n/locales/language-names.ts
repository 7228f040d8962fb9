/** Each language's name in its own words: the language switcher shows the same names whatever the screen's language. */
export const LANGUAGE_NAMES = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (United States)',
  'es-ES': 'Español (España)',
};
