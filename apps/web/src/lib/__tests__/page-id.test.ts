import { describe, expect, it } from 'vitest';
import { MAX_PAGE_ID, pageIdFrom, type PageId } from '../page-id';

const ok = (id: number): PageId => ({ id, problem: null });
const missing: PageId = { id: null, problem: 'missing' };
const invalid: PageId = { id: null, problem: 'invalid' };

/**
 * The eight order and load screens read their id here. Before, /reconcile, /conciliation-status and
 * /load-details read the address first while /price-tag, /box-tag and /import-chart read the state first, with
 * 9-, 10- and 12-digit limits; now the address wins everywhere and the limit is the database's integer.
 */
describe('pageIdFrom', () => {
  it.each<[string, unknown, string, PageId]>([
    ['the address alone', null, 'id=4500001', ok(4500001)],
    ['the state alone (a number)', { idPedido: 12 }, '', ok(12)],
    ['the state alone (a text)', { idPedido: '34' }, '', ok(34)],
    [
      'both: the address wins (the labels and chart pages read the state first before)',
      { idPedido: 12 },
      'id=34',
      ok(34),
    ],
    ['both, the same', { idPedido: 56 }, 'id=56', ok(56)],
    ['a wrong address falls back on a good state', { idPedido: '78' }, 'id=abc', ok(78)],
    ['a wrong state falls back on a good address', { idPedido: 'x' }, 'id=7', ok(7)],
    ['nothing at all', undefined, '', missing],
    ['an empty ?id=', null, 'id=', missing],
    ['a state without the key', { other: 1 }, '', missing],
    ['zero', null, 'id=0', invalid],
    ['negative', null, 'id=-1', invalid],
    ['a fraction', null, 'id=1.5', invalid],
    ['letters', null, 'id=abc', invalid],
    ['spaces', null, 'id=%2012', invalid],
    ['a number in exponent form', null, 'id=1e3', invalid],
    ['the largest integer', null, `id=${MAX_PAGE_ID}`, ok(MAX_PAGE_ID)],
    ['one past the largest integer', null, `id=${MAX_PAGE_ID + 1}`, invalid],
    ['eleven digits', null, 'id=99999999999', invalid],
    ['a state of zero', { idPedido: 0 }, '', invalid],
    ['a state of -1', { idPedido: -1 }, '', invalid],
    ['a state of 1.5', { idPedido: 1.5 }, '', invalid],
    ['a state that is an object', { idPedido: { id: 3 } }, '', invalid],
  ])('%s: state %j and ?%s', (_, state, search, expected) => {
    expect(pageIdFrom(state, new URLSearchParams(search))).toEqual(expected);
  });

  it('reads the key the page names (loads use idCarga)', () => {
    expect(pageIdFrom({ idCarga: 80, idPedido: 4 }, new URLSearchParams(), 'idCarga')).toEqual(ok(80));
    expect(pageIdFrom({ idPedido: 4 }, new URLSearchParams(), 'idCarga')).toEqual(missing);
  });

  it('ignores a state that is not an object', () => {
    expect(pageIdFrom('12', new URLSearchParams())).toEqual(missing);
    expect(pageIdFrom(12, new URLSearchParams('id=3'))).toEqual(ok(3));
  });
});
