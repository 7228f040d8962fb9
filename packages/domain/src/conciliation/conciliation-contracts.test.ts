import { describe, expect, it } from 'vitest';
import { conciliationFilterSchema } from './conciliation-contracts';

describe('conciliationFilterSchema', () => {
  it('defaults to the order ascending', () => {
    expect(conciliationFilterSchema.parse({})).toEqual({ orderBy: 'pedido' });
  });

  it('takes real calendar days and refuses impossible ones', () => {
    expect(conciliationFilterSchema.safeParse({ dataConciliacaoInicial: '2024-02-29' }).success).toBe(true);
    for (const day of ['2001-02-30', '2025-13-01', '2025-00-10', '2025-04-31'])
      expect(conciliationFilterSchema.safeParse({ dataConciliacaoInicial: day }).success).toBe(false);
  });

  it('refuses a range that ends before it starts', () => {
    const result = conciliationFilterSchema.safeParse({
      dataConciliacaoInicial: '2025-03-10',
      dataConciliacaoFinal: '2025-03-09',
    });
    expect(result.success).toBe(false);
  });

  it('keeps statuses within 0-4 and RFM within 0-1', () => {
    expect(conciliationFilterSchema.safeParse({ statusComercial: 9 }).success).toBe(false);
    expect(conciliationFilterSchema.safeParse({ statusRFM: 2 }).success).toBe(false);
    expect(conciliationFilterSchema.parse({ statusFiscal: '4', statusRFM: '1' })).toMatchObject({
      statusFiscal: 4,
      statusRFM: 1,
    });
  });
});
