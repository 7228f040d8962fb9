import { describe, expect, it } from 'vitest';
import {
  expiringDocumentOf,
  expiryWindowOf,
  roadDocumentPasses,
  roadDocumentState,
  roadDocumentStates,
} from './road-document';

describe('roadDocumentState', () => {
  const today = '2026-11-29';
  it.each([
    [null, 'missing', false],
    [{ verdict: 'rejected', validUntil: '2030-01-01' }, 'rejected', false],
    [{ verdict: 'approved', validUntil: '2026-11-28' }, 'expired', false],
    [{ verdict: 'awaiting', validUntil: '2026-11-28' }, 'expired', false],
    [{ verdict: 'awaiting', validUntil: null }, 'awaitingAudit', true],
    [{ verdict: 'approved', validUntil: '2026-11-29' }, 'approved', true],
  ] as const)('%o is %s', (latest, state, passes) => {
    expect(roadDocumentState(latest, today)).toBe(state);
    expect(roadDocumentPasses(roadDocumentState(latest, today))).toBe(passes);
  });
});

describe('roadDocumentStates', () => {
  it('reads each asked order from its latest document, missing when it has none', () => {
    const states = roadDocumentStates([1, 2, 3], [{ orderId: 2, verdict: 'approved', validUntil: null }], '2026-11-29');
    expect([...states]).toEqual([
      [1, 'missing'],
      [2, 'approved'],
      [3, 'missing'],
    ]);
  });
});

describe('expiry warnings', () => {
  it('look 30 days either side of today', () => {
    expect(expiryWindowOf('2026-11-29')).toEqual({ from: '2026-10-30', to: '2026-12-29' });
  });

  it.each([
    ['2026-11-28', 'expired'],
    ['2026-11-29', 'expiring'],
    ['2026-12-29', 'expiring'],
  ] as const)('a document valid until %s is %s', (validUntil, situacao) => {
    expect(expiringDocumentOf('declaracaoProdutor', { id: 7, orderId: 42, validUntil }, '2026-11-29')).toEqual({
      tipo: 'declaracaoProdutor',
      idDocumento: 7,
      idPedido: 42,
      numeroPedido: '42',
      dataValidade: validUntil,
      situacao,
    });
  });
});
