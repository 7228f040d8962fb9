import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_TEXTS } from './purchase-order.texts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, v]) => keysOf(v, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe('purchase order texts', () => {
  const reference = keysOf(PURCHASE_ORDER_TEXTS['pt-BR']);

  it.each(LANGUAGES)('%s has exactly the keys of pt-BR, none empty', (language) => {
    const texts = PURCHASE_ORDER_TEXTS[language];
    expect(keysOf(texts)).toEqual(reference);
    for (const key of reference) {
      const value = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], texts);
      expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
    }
  });

  it.each(LANGUAGES)('%s keeps the placeholders of pt-BR', (language) => {
    const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
    const pt = PURCHASE_ORDER_TEXTS['pt-BR'];
    const texts = PURCHASE_ORDER_TEXTS[language];
    for (const key of ['title', 'continued', 'paymentTermDays'] as const) {
      expect(placeholders(texts[key])).toEqual(placeholders(pt[key]));
    }
  });
});
