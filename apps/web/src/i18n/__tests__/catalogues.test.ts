import { ERROR_CODES, LANGUAGES, MENU, ROUTE_PERMISSIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ALL_RESOURCES as resources } from '../../test/i18n-resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const catalogues = LANGUAGES.map((language) => [language, leaves(resources[language].translation as Tree)] as const);

function has(language: (typeof LANGUAGES)[number], key: string): boolean {
  return leaves(resources[language].translation as Tree).some(([k]) => k === key);
}

describe('translation catalogues', () => {
  it('have exactly the same keys in the three languages', () => {
    const [, reference] = catalogues[0]!;
    const referenceKeys = reference.map(([key]) => key).sort();
    for (const [, entries] of catalogues) expect(entries.map(([key]) => key).sort()).toEqual(referenceKeys);
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const empty = leaves(resources[language].translation as Tree).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('%s names every menu entry and every screen', (language) => {
    for (const item of MENU) expect(has(language, item.labelKey), item.labelKey).toBe(true);
    for (const group of new Set(MENU.map((item) => item.group)))
      expect(has(language, `menuGroups.${group}`), group).toBe(true);
    for (const route of ROUTE_PERMISSIONS) expect(has(language, `screens.${route}`), route).toBe(true);
  });

  it.each(LANGUAGES)('%s has the text of every error code', (language) => {
    const errors = resources[language].errors;
    for (const code of ERROR_CODES) {
      expect(typeof errors[code], code).toBe('string');
      expect(errors[code].trim(), code).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s names each supplier link', (language) => {
    const keys = [
      'financePanel',
      'solutionsPortal',
      'knowledgeBase',
      'news',
      'productLifecycle',
      'testingLab',
      'rfid',
      'hangerSupplier',
      'socialAudit',
      'supplierRelations',
      'workplaceGroup',
    ];
    for (const key of keys) expect(has(language, `links.${key}`), key).toBe(true);
  });

  it('knows every literal key the source code asks for', () => {
    const sources = import.meta.glob(['../../**/*.tsx', '../../**/*.ts', '!../../**/__tests__/**', '!../../test/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const missing: string[] = [];
    const pattern = /\bt\(\s*'([^'$`{}]+)'(\s*,\s*\{[^}]*ns:\s*'errors')?/g;
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1]!;
        // i18next plurals: t('a.b', { count }) reads a.b_one / a.b_other
        const known = match[2]
          ? (ERROR_CODES as readonly string[]).includes(key)
          : has('pt-BR', key) || (has('pt-BR', `${key}_one`) && has('pt-BR', `${key}_other`));
        if (!known) missing.push(`${file}: ${key}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('es-ES calls pre-scheduling "cita previa" (issue 18), never "precita" nor "preprogramación"', () => {
    const spanish = JSON.stringify(resources['es-ES']);
    expect(spanish).toMatch(/cita previa/i);
    expect(spanish.match(/pre-?citas?|pre-?programaci[oó]n(es)?/gi)).toBeNull();
  });
});
