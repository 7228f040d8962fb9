import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  formatPhone,
  isSavedSubcontractor,
  isValidPhone,
  normalizePhone,
  PICK_LIST_PLACEHOLDER_ID,
  SUBCONTRACTOR_FIRST_PAGE,
  SUBCONTRACTOR_PAGE_SIZE,
  SUBCONTRACTOR_STATUS,
  subcontractorStatusName,
} from './subcontractor-rules';

describe('subcontractor constants (spec 001 §9)', () => {
  it('pages by 20 from page 0', () => {
    expect(SUBCONTRACTOR_PAGE_SIZE).toBe(20);
    expect(SUBCONTRACTOR_FIRST_PAGE).toBe(0);
  });

  it('has 1 Active and 2 Inactive, named in the three languages', () => {
    expect(SUBCONTRACTOR_STATUS).toEqual({ active: 1, inactive: 2 });
    expect(LANGUAGES.map((l) => [subcontractorStatusName(1, l), subcontractorStatusName(2, l)])).toEqual([
      ['Ativo', 'Inativo'],
      ['Active', 'Inactive'],
      ['Activo', 'Inactivo'],
    ]);
    expect(subcontractorStatusName(9)).toBe('9');
  });
});

describe('isSavedSubcontractor', () => {
  it.each([
    [1, true],
    [4512, true],
    [0, false],
    [PICK_LIST_PLACEHOLDER_ID, false],
    [1.5, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (id, saved) => {
    expect(isSavedSubcontractor(id)).toBe(saved);
  });
});

describe('phones', () => {
  it.each([
    ['(51) 3333-4444', true],
    ['(11) 98765-4321', true],
    ['+55 11 98765-4321', true],
    ['5133334444', true],
    ['(99) 3333-4444', true],
    ['(10) 3333-4444', false],
    ['(01) 3333-4444', false],
    ['(51) 8765-43210', false],
    ['3333-4444', false],
    ['', false],
    [null, false],
  ])('isValidPhone(%j) is %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('normalises and formats', () => {
    expect(normalizePhone('+55 (51) 3333-4444')).toBe('5133334444');
    expect(formatPhone('5133334444')).toBe('(51) 3333-4444');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone(null)).toBe('');
  });
});
