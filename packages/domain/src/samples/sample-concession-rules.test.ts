import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  concessionChangeProblems,
  erpSampleStatusId,
  isSampleConcessionStatus,
  SAMPLE_CONCESSION_FIRST_PAGE,
  SAMPLE_CONCESSION_PAGE_SIZE,
  SAMPLE_CONCESSION_STATUS_NAMES,
  SAMPLE_CONCESSION_TEXT_MAX,
  SAMPLE_CONCESSION_TRUNCATE,
  sampleConcessionStatusName,
} from './sample-concession-rules';

describe('the constants of spec 001 §9', () => {
  it('pages 10 from page 1, texts of 255, truncation at 200', () => {
    expect([SAMPLE_CONCESSION_PAGE_SIZE, SAMPLE_CONCESSION_FIRST_PAGE]).toEqual([10, 1]);
    expect(SAMPLE_CONCESSION_TEXT_MAX).toBe(255);
    expect(SAMPLE_CONCESSION_TRUNCATE).toBe(200);
  });
});

describe('the status', () => {
  it('is 1, 2 or 3', () => {
    for (const value of [1, 2, 3]) expect(isSampleConcessionStatus(value)).toBe(true);
    for (const value of [0, 4, -1, 1.5, '1', null, undefined]) expect(isSampleConcessionStatus(value)).toBe(false);
  });

  it('has its name in three languages, the spec naming the pt-BR ones', () => {
    expect(SAMPLE_CONCESSION_STATUS_NAMES['pt-BR']).toEqual({ 1: 'Em Aprovação', 2: 'Aprovado', 3: 'Reprovado' });
    for (const language of LANGUAGES) {
      const names = [1, 2, 3].map((id) => sampleConcessionStatusName(id, language));
      expect(new Set(names).size, language).toBe(3);
      expect(sampleConcessionStatusName(9, language)).toBe('9');
    }
    expect(sampleConcessionStatusName(3, 'en-US')).toBe('Rejected');
    expect(sampleConcessionStatusName(1, 'es-ES')).toBe('En aprobación');
  });

  it.each([
    ['Em Aprovação', 1],
    ['Aprovado', 2],
    ['Reprovado', 3],
    [' Aprovado ', 2],
    ['APROVADO', null],
    ['Cancelada', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('reads the ERP sample status %j as %j', (text, id) => {
    expect(erpSampleStatusId(text)).toBe(id);
  });
});

describe('concessionChangeProblems (spec 001 §4: a new one starts at 1; the keys are locked on edit)', () => {
  const stored = { pedido: 4_200_100, pedidoAmostra: 4_200_200 };

  it.each([
    [1, []],
    [2, [{ field: 'status', code: 'sampleConcessionStartsPending' }]],
    [3, [{ field: 'status', code: 'sampleConcessionStartsPending' }]],
  ] as const)('a new concession with status %i', (status, problems) => {
    expect(concessionChangeProblems(null, { ...stored, status })).toEqual(problems);
  });

  it.each([
    ['any status, same keys', { ...stored, status: 3 }, []],
    ['status back to 1', { ...stored, status: 1 }, []],
    [
      'another sample order',
      { ...stored, pedidoAmostra: 4_200_201, status: 2 },
      [{ field: 'pedidoAmostra', code: 'sampleConcessionKeysLocked' }],
    ],
    [
      'another original order',
      { ...stored, pedido: 4_200_101, status: 2 },
      [{ field: 'pedido', code: 'sampleConcessionKeysLocked' }],
    ],
    [
      'both keys',
      { pedido: 1, pedidoAmostra: 2, status: 1 },
      [
        { field: 'pedidoAmostra', code: 'sampleConcessionKeysLocked' },
        { field: 'pedido', code: 'sampleConcessionKeysLocked' },
      ],
    ],
  ] as const)('an edit: %s', (_what, input, problems) => {
    expect(concessionChangeProblems(stored, input)).toEqual(problems);
  });
});
