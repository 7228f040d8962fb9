import { LANGUAGES } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_TEXTS, type LazyArea } from '../area-texts';
import { changeLanguage, i18n, withAreaTexts } from '../i18n';
import { COMPLETE_CATALOGUES } from '../locales/complete-catalogues';
import { ptBR } from '../locales/pt-BR';

const AREAS = Object.keys(AREA_TEXTS) as LazyArea[];

/** The tests preload every text; these start as the app does, without the lazily loaded areas. */
function forgetAreaTexts(): void {
  for (const language of LANGUAGES) {
    const translation = i18n.store.data[language]?.translation as Record<string, unknown> | undefined;
    for (const area of AREAS) delete translation?.[area];
  }
}

afterEach(() => {
  for (const language of LANGUAGES)
    for (const area of AREAS)
      i18n.addResourceBundle(language, 'translation', { [area]: COMPLETE_CATALOGUES[language][area] }, true, true);
});

describe('area texts', () => {
  it('are not in the first screen catalogue', () => {
    for (const area of AREAS) expect(ptBR).not.toHaveProperty(area);
  });

  it('load with their screen, and again for a language the user switches to', async () => {
    forgetAreaTexts();
    expect(i18n.exists('labels.priceTag.title')).toBe(false);

    await expect(withAreaTexts(['labels', 'printer'], () => Promise.resolve('screen'))).resolves.toBe('screen');
    expect(i18n.t('labels.priceTag.title')).toBe(COMPLETE_CATALOGUES['pt-BR'].labels.priceTag.title);
    expect(i18n.exists('printer.title')).toBe(true);
    expect(i18n.exists('charts.title')).toBe(false);

    await changeLanguage('en-US');
    expect(i18n.t('labels.priceTag.title')).toBe(COMPLETE_CATALOGUES['en-US'].labels.priceTag.title);
    // an area no screen asked for stays unloaded
    expect(i18n.exists('charts.title', { lng: 'en-US' })).toBe(false);
  });
});
