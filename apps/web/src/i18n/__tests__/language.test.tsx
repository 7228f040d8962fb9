import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { renderWithProviders } from '../../test/helpers';
import { changeLanguage, convertDetectedLanguage, currentLanguage, i18n, loadLanguageResources } from '../i18n';

describe('language', () => {
  it.each([
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['es', 'es-ES'],
    ['es-AR', 'es-ES'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['fr-FR', 'fr-FR'],
  ])('maps the detected %s to %s (other languages fall back to pt-BR in i18next)', (tag, expected) => {
    expect(convertDetectedLanguage(tag)).toBe(expected);
  });

  it('falls back to pt-BR for an unsupported language', async () => {
    await i18n.changeLanguage('fr-FR');
    expect(currentLanguage()).toBe('pt-BR');
    expect(i18n.t('layout.signOut')).toBe('Sair');
  });

  it('switches with the flag buttons, remembers the choice and updates <html lang>', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />);
    const group = screen.getByRole('group', { name: 'Idioma' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Português (Brasil)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English (United States)' }));
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('lang')).toBe('en-US');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English (United States)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Español (España)' }));
    expect(document.documentElement.lang).toBe('es-ES');
    expect(i18n.t('layout.signOut')).toBe('Salir');
  });

  it('downloads each language from a module of its own', async () => {
    const [pt, en, es] = await Promise.all([
      loadLanguageResources('pt-BR'),
      loadLanguageResources('en-US'),
      loadLanguageResources('es-ES'),
    ]);
    expect([pt.translation.layout.signOut, en.translation.layout.signOut, es.translation.layout.signOut]).toEqual([
      'Sair',
      'Sign out',
      'Salir',
    ]);
    expect(es.errors.notFound).toBe('Registro no encontrado.');
  });

  it('needs only the catalogue of the language in use (no Portuguese fallback under English)', async () => {
    await i18n.changeLanguage('en-US');
    expect(i18n.languages).toEqual(['en-US']);
  });

  it('downloads a catalogue not loaded yet before switching to it', async () => {
    i18n.removeResourceBundle('es-ES', 'translation').removeResourceBundle('es-ES', 'errors');
    const switching = changeLanguage('es-ES');
    // the screen keeps its language while the catalogue arrives
    expect(i18n.t('layout.signOut')).toBe('Sair');
    await switching;
    expect(document.documentElement.lang).toBe('es-ES');
    expect(localStorage.getItem('lang')).toBe('es-ES');
    expect(i18n.t('layout.signOut')).toBe('Salir');
    expect(i18n.t('notFound', { ns: 'errors' })).toBe('Registro no encontrado.');
  });

  it('ends in the language of the last flag clicked while catalogues download', async () => {
    for (const language of ['en-US', 'es-ES'] as const)
      i18n.removeResourceBundle(language, 'translation').removeResourceBundle(language, 'errors');
    await Promise.all([changeLanguage('en-US'), changeLanguage('es-ES')]);
    expect(currentLanguage()).toBe('es-ES');
    expect(localStorage.getItem('lang')).toBe('es-ES');
    expect(i18n.t('layout.signOut')).toBe('Salir');
  });
});
