import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_PAGE_MAX, listPageOf, pageIndexQuerySchema, pageSizeQuerySchema } from './paging';

describe('the paging arguments of a listing', () => {
  it('reads pagina from a query string: 0 when left out, refused below 0, past LIST_PAGE_MAX or fractional', () => {
    expect(pageIndexQuerySchema.parse(undefined)).toBe(0);
    expect(pageIndexQuerySchema.parse('3')).toBe(3);
    expect(pageIndexQuerySchema.parse(String(LIST_PAGE_MAX))).toBe(LIST_PAGE_MAX);
    for (const bad of ['-1', String(LIST_PAGE_MAX + 1), '1.5', 'x'])
      expect(pageIndexQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('reads max from 1 to the page size, the page size when left out', () => {
    const max = pageSizeQuerySchema(20);
    expect(max.parse(undefined)).toBe(20);
    expect(max.parse('1')).toBe(1);
    for (const bad of ['0', '21', '2.5']) expect(max.safeParse(bad).success).toBe(false);
  });
});

describe('a page of a listing', () => {
  it('carries its rows, its number and whether another page follows', () => {
    const page = listPageOf(z.object({ id: z.number() }), 2);
    expect(page.parse({ itens: [{ id: 1 }], pagina: 0, temMais: true })).toEqual({
      itens: [{ id: 1 }],
      pagina: 0,
      temMais: true,
    });
    expect(page.safeParse({ itens: [{ id: 1 }], pagina: 0.5, temMais: false }).success).toBe(false);
    expect(page.safeParse({ itens: [{ id: 'x' }], pagina: 0, temMais: false }).success).toBe(false);
  });

  it('holds at most the page size', () => {
    const page = listPageOf(z.object({ id: z.number() }), 2);
    expect(page.safeParse({ itens: [{ id: 1 }, { id: 2 }, { id: 3 }], pagina: 0, temMais: true }).success).toBe(false);
  });
});
