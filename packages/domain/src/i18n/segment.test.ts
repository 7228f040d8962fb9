import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages';
import { pickLanguageSegment } from './segment';

const INTERNAL = 'Ocorreu um erro interno.';

describe('pickLanguageSegment', () => {
  const message = '[pt-br]Quantidade inválida;[en-us]Invalid quantity;[es-es]Cantidad no válida;';

  it.each([
    ['pt-BR', 'Quantidade inválida'],
    ['en-US', 'Invalid quantity'],
    ['es-ES', 'Cantidad no válida'],
  ])('picks the %s segment', (language, expected) => {
    expect(pickLanguageSegment(message, language, INTERNAL)).toBe(expected);
  });

  it('accepts a last segment without the closing semicolon', () => {
    expect(pickLanguageSegment('[pt-br]Um;[en-us]One', 'en-US', INTERNAL)).toBe('One');
  });

  it('falls back to the raw message when the language has no segment', () => {
    expect(pickLanguageSegment('[pt-br]Somente português;', 'es-ES', INTERNAL)).toBe('[pt-br]Somente português;');
    expect(pickLanguageSegment('Plain server text', 'en-US', INTERNAL)).toBe('Plain server text');
  });

  it('falls back to the internal-error text when there is no message', () => {
    expect(pickLanguageSegment(undefined, 'pt-BR', INTERNAL)).toBe(INTERNAL);
    expect(pickLanguageSegment(null, 'pt-BR', INTERNAL)).toBe(INTERNAL);
    expect(pickLanguageSegment('   ', 'pt-BR', INTERNAL)).toBe(INTERNAL);
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['es-AR', 'es-ES'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['fr-FR', 'pt-BR'],
    ['fr-FR,es;q=0.8', 'es-ES'],
    ['', 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('%s → %s', (tag, expected) => {
    expect(resolveLanguage(tag)).toBe(expected);
  });
});
