import { describe, expect, it } from 'vitest';
import { LOAD_LIST_PAGE_SIZE, loadListFilterSchema, loadListPageQuerySchema } from './load-contracts';

describe("/load's list query (GET /api/carga/listarpaginado)", () => {
  it('pages from 0 in pages of 20 by default; filters are optional, blank is no filter', () => {
    expect(loadListPageQuerySchema.parse({})).toEqual({ pagina: 0, max: LOAD_LIST_PAGE_SIZE });
    expect(
      loadListPageQuerySchema.parse({
        pagina: '2',
        max: '5',
        idCarga: '31',
        fornecedor: '  Malharia ',
        status: 'AGENDADA',
        dtEntregaIni: '2026-11-01',
        dtEntregaFim: '2026-11-01',
      }),
    ).toEqual({
      pagina: 2,
      max: 5,
      idCarga: 31,
      fornecedor: 'Malharia',
      status: 'AGENDADA',
      dtEntregaIni: '2026-11-01',
      dtEntregaFim: '2026-11-01',
    });
    expect(loadListFilterSchema.parse({ fornecedor: '   ' })).toEqual({});
  });

  it.each([
    ['a page over 20', { max: '21' }],
    ['an empty page', { max: '0' }],
    ['a page before the first', { pagina: '-1' }],
    ['an unknown status', { status: 'CANCELADA' }],
    ['a load number that is no id', { idCarga: '0' }],
    ['a day that is no date', { dtEntregaIni: '01/11/2026' }],
    ['a period that runs backwards', { dtEntregaIni: '2026-11-02', dtEntregaFim: '2026-11-01' }],
    ['a supplier text over 100', { fornecedor: 'x'.repeat(101) }],
  ])('refuses %s', (_, query) => {
    expect(loadListPageQuerySchema.safeParse(query).success).toBe(false);
  });
});
