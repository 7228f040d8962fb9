import { describe, expect, it } from 'vitest';
import { needsProducerDeclaration } from '../conciliation/sample-routing';
import {
  declarationAuditProblem,
  declarationStatusName,
  declarationVerdict,
  FECOMERCIO_STATUS_NAMES,
  FECOMERCIO_STATUSES,
  fecomercioStatusName,
  normChoiceAllowed,
} from './declaration-rules';

describe('declarationVerdict', () => {
  it.each([
    [1, 'awaiting'],
    [2, 'approved'],
    [3, 'rejected'],
  ] as const)('%i is %s', (status, verdict) => {
    expect(declarationVerdict(status)).toBe(verdict);
  });
});

describe('status names', () => {
  it('names the three statuses and the ten Fecomercio states in every language', () => {
    expect(declarationStatusName(3, 'pt-BR')).toBe('Reprovada');
    expect(declarationStatusName(2, 'en-US')).toBe('Approved');
    expect(declarationStatusName(9, 'es-ES')).toBe('9');
    for (const language of ['pt-BR', 'en-US', 'es-ES'] as const)
      expect(Object.keys(FECOMERCIO_STATUS_NAMES[language])).toHaveLength(FECOMERCIO_STATUSES.length);
    expect(fecomercioStatusName(10, 'en-US')).toBe('Integration error');
    expect(fecomercioStatusName(11, 'en-US')).toBe('11');
  });
});

describe('declarationAuditProblem', () => {
  const facts = { itemFOBMin: null, itemFOBMax: null, dataDeclaracao: null, dataValidade: null };
  it.each([
    [{}, null],
    [{ itemFOBMin: '10.5', itemFOBMax: '10.50' }, null],
    [{ itemFOBMin: '10.51', itemFOBMax: '10.5' }, 'validation'],
    [{ itemFOBMin: '9', itemFOBMax: '10' }, null],
    [{ itemFOBMin: '100' }, null],
    [{ dataDeclaracao: '2026-11-01', dataValidade: '2026-11-01' }, null],
    [{ dataDeclaracao: '2026-11-01', dataValidade: '2026-10-31' }, 'documentDatesReversed'],
    [{ dataValidade: '2020-01-01' }, null],
  ] as const)('%o gives %s', (over, code) => {
    expect(declarationAuditProblem({ ...facts, ...over })?.code ?? null).toBe(code);
  });
});

describe('normChoiceAllowed', () => {
  it('keeps the current norm even when inactive, takes a new one only when active', () => {
    expect(normChoiceAllowed({ id: 4, active: false }, 4)).toBe(true);
    expect(normChoiceAllowed({ id: 4, active: false }, 1)).toBe(false);
    expect(normChoiceAllowed({ id: 4, active: false }, null)).toBe(false);
    expect(normChoiceAllowed({ id: 5, active: true }, 1)).toBe(true);
  });
});

describe('needsProducerDeclaration', () => {
  const order = (naturezaPedido: string, supplier: boolean, company: boolean) =>
    ({
      naturezaPedido,
      fornecedor: { exigirDeclProdutor: supplier },
      empresa: { exigirDeclProdutor: company, exigirCertSustentabilidade: false },
    }) as Parameters<typeof needsProducerDeclaration>[0];
  it.each([
    ['Normal', true, true, true],
    ['Normal', false, true, false],
    ['Normal', true, false, false],
    ['Importado', true, true, false],
    ['Amostra', true, true, false],
  ] as const)('%s, supplier %s, company %s: %s', (nature, supplier, company, needs) => {
    expect(needsProducerDeclaration(order(nature, supplier, company))).toBe(needs);
  });
});
