import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { renderWithProviders } from '../../test/helpers';
import { convertDetectedLanguage, currentLanguage, i18n } from '../i18n';

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
});
