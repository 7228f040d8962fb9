import { describe, expect, it } from 'vitest';
import { expectMissingField, issuesReader } from '../shared/zod-issues.test-support';
import { canSaveNorm, NORM_LIMITS, normInputSchema, normListSchema, sameNormCode } from './norm-contracts';

const issuesOf = issuesReader(normInputSchema);

describe('the norm form (spec 001 §2 "Norm details")', () => {
  it('trims code and description and reads the radio', () => {
    expect(normInputSchema.parse({ codigo: ' ABNT NBR 15800 ', descricao: ' Vestuário ', ativo: 'Não' })).toEqual({
      codigo: 'ABNT NBR 15800',
      descricao: 'Vestuário',
      ativo: false,
    });
    expect(normInputSchema.parse({ codigo: 'ISO 9001', descricao: 'Qualidade', ativo: true }).ativo).toBe(true);
    expect(normInputSchema.parse({ codigo: 'ISO 9001', descricao: 'Qualidade' }).ativo).toBe(true);
    expect(normInputSchema.parse({ codigo: 'ISO 9001', descricao: 'Qualidade', ativo: 'Sim' }).ativo).toBe(true);
  });

  it.each(['codigo', 'descricao'] as const)('refuses a blank %s as missing', (field) => {
    expectMissingField(issuesOf({ codigo: 'X', descricao: 'Y', ativo: true, [field]: '   ' }), field);
    expectMissingField(issuesOf({ codigo: 'X', descricao: 'Y', ativo: true, [field]: null }), field);
  });

  it.each([
    ['codigo', NORM_LIMITS.codigo],
    ['descricao', NORM_LIMITS.descricao],
  ] as const)('refuses %s over %i characters', (field, max) => {
    expect(issuesOf({ codigo: 'X', descricao: 'Y', [field]: 'a'.repeat(max) })).toEqual([]);
    expect(issuesOf({ codigo: 'X', descricao: 'Y', [field]: 'a'.repeat(max + 1) })).toMatchObject([
      { field, message: 'tooLong' },
    ]);
  });

  it('refuses an active value that is no yes/no', () => {
    expect(issuesOf({ codigo: 'X', descricao: 'Y', ativo: 'talvez' })).toMatchObject([{ field: 'ativo' }]);
  });
});

describe('canSaveNorm', () => {
  it.each([
    ['', '', false],
    ['ISO', '', false],
    ['', 'Qualidade', false],
    ['  ', 'Qualidade', false],
    ['ISO', '  ', false],
    ['ISO', 'Qualidade', true],
  ])('%j and %j: %s', (codigo, descricao, can) => {
    expect(canSaveNorm({ codigo, descricao })).toBe(can);
  });
});

describe('sameNormCode and listarNormas arguments', () => {
  it('compares codes ignoring case and blanks around', () => {
    expect(sameNormCode('ISO 9001', ' iso 9001')).toBe(true);
    expect(sameNormCode('ISO 9001', 'ISO 9002')).toBe(false);
  });
  it('lists every norm unless ativas is true', () => {
    expect(normListSchema.parse({})).toEqual({ ativas: false });
    expect(normListSchema.parse({ ativas: null })).toEqual({ ativas: false });
    expect(normListSchema.parse({ ativas: true })).toEqual({ ativas: true });
  });
});
