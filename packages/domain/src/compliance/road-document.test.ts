import { describe, expect, it } from 'vitest';
import { roadDocumentPasses, roadDocumentState } from './road-document';

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
