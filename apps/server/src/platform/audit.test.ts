import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('keeps only the fields whose value changed', () => {
    expect(changedFields({ supplierId: null, cdId: 2, name: 'A' }, { supplierId: 10, cdId: 2, name: 'A' })).toEqual({
      supplierId: { from: null, to: 10 },
    });
  });

  it('lists every field on create and on delete', () => {
    expect(changedFields(null, { a: 1, b: 'x' })).toEqual({ a: { from: null, to: 1 }, b: { from: null, to: 'x' } });
    expect(changedFields({ a: 1 }, undefined)).toEqual({ a: { from: 1, to: null } });
  });

  it('compares dates, objects and undefined sensibly', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(changedFields({ at, tags: ['a'], gone: undefined }, { at: new Date(at), tags: ['a'], gone: null })).toEqual(
      {},
    );
    expect(changedFields({ at }, { at: new Date('2026-01-03T00:00:00.000Z') })).toEqual({
      at: { from: '2026-01-02T03:04:05.000Z', to: '2026-01-03T00:00:00.000Z' },
    });
  });
});
