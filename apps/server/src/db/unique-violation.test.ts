import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolationOf } from './unique-violation';

describe('uniqueViolationOf', () => {
  it('names the index from node-postgres (constraint) and from PGlite (message only), wrapped or not', () => {
    expect(uniqueViolationOf({ code: '23505', constraint: 'gates_cd_name_uq' })).toBe('gates_cd_name_uq');
    const pglite = { code: '23505', message: 'duplicate key value violates unique constraint "gates_cd_name_uq"' };
    expect(uniqueViolationOf(pglite)).toBe('gates_cd_name_uq');
    expect(uniqueViolationOf(new Error('Failed query', { cause: pglite }))).toBe('gates_cd_name_uq');
    expect(uniqueViolationOf({ code: '23505' })).toBe('');
  });

  it('is null for any other error', () => {
    expect(uniqueViolationOf({ code: '23503', constraint: 'fk' })).toBeNull();
    expect(uniqueViolationOf(new Error('boom'))).toBeNull();
    expect(uniqueViolationOf(null)).toBeNull();
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('reads what PGlite really throws', async () => {
    const db = new PGlite();
    try {
      await db.exec('create table t (id int); create unique index t_id_uq on t (id); insert into t values (1);');
      const error = await db.query('insert into t values (1)').catch((e: unknown) => e);
      expect(uniqueViolationOf(error)).toBe('t_id_uq');
      expect(isUniqueViolation(error)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
