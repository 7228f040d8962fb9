import type { LoadListItemDto, LoadListPageDto } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { suppliers } from '../../db/schema/index';
import { LOGINS, SUPPLIER_A, SUPPLIER_B, call, type Login } from './loads.test-support';

const t = useTestApp();
const tokens = useTokens(t, LOGINS);

/** The spec's route, every load (with optional filters). */
const all = async (login: Login, path: string, query = '') => {
  const answer = await call<LoadListItemDto[]>(t, tokens[login], 'GET', `/api/carga/listar/${path}${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
/** /load's paged route. */
const page = (login: Login, path: string, query: string) =>
  call<LoadListPageDto>(t, tokens[login], 'GET', `/api/carga/listarpaginado/${path}?${query}`);

/** Every page of a filter, walked with temMais: the rows in order, and how many pages it took. */
async function walk(login: Login, path: string, query: string, max: number) {
  const rows: LoadListItemDto[] = [];
  for (let pagina = 0; ; pagina += 1) {
    const answer = await page(login, path, `${query}&pagina=${pagina}&max=${max}`);
    expect(answer.status).toBe(200);
    expect(answer.body.pagina).toBe(pagina);
    expect(answer.body.itens.length).toBeLessThanOrEqual(max);
    rows.push(...answer.body.itens);
    if (!answer.body.temMais) return { rows, pages: pagina + 1 };
  }
}

const ids = (rows: readonly LoadListItemDto[]) => rows.map((row) => row.idCarga);

async function supplierName(id: number): Promise<string> {
  const [row] = await t.database.db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
  return row!.name;
}

describe('GET /api/carga/listarpaginado/{type}/{id}: pages', () => {
  it('pages the same loads as the full list, newest first, none twice and none left out', async () => {
    const full = await all('admin', 'cd/2');
    expect(full.length).toBeGreaterThan(20);
    const first = await page('admin', 'cd/2', 'max=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pagina: 0, temMais: true });
    expect(ids(first.body.itens)).toEqual(ids(full).slice(0, 5));
    // the default page size is 20
    expect((await page('admin', 'cd/2', '')).body.itens).toHaveLength(20);
    const walked = await walk('admin', 'cd/2', '', 7);
    expect(ids(walked.rows)).toEqual(ids(full));
    expect(walked.pages).toBe(Math.ceil(full.length / 7));
    // the page after the last is empty
    const beyond = await page('admin', 'cd/2', `pagina=${walked.pages}&max=7`);
    expect(beyond.body).toEqual({ itens: [], pagina: walked.pages, temMais: false });
  });

  it('refuses a page size over 20, a negative page and odd filters (400)', async () => {
    for (const query of ['max=21', 'max=0', 'pagina=-1', 'status=CANCELADA', 'idCarga=x', 'dtEntregaIni=2026-13']) {
      expect([query, (await page('admin', 'cd/2', query)).status]).toEqual([query, 400]);
    }
    const backwards = await page('admin', 'cd/2', 'dtEntregaIni=2026-05-10&dtEntregaFim=2026-05-01');
    expect(backwards.status).toBe(400);
  });
});

describe('GET /api/carga/listarpaginado/{type}/{id}: filters', () => {
  it('by status: booked loads (AGENDADA) and open ones (ABERTA)', async () => {
    const full = await all('admin', 'cd/2');
    for (const status of ['AGENDADA', 'ABERTA'] as const) {
      const expected = full.filter((row) => row.status === status);
      expect(expected.length, status).toBeGreaterThan(0);
      expect(ids((await walk('admin', 'cd/2', `status=${status}`, 20)).rows), status).toEqual(ids(expected));
      // the spec's route takes the same filters
      expect(ids(await all('admin', 'cd/2', `?status=${status}`))).toEqual(ids(expected));
    }
  });

  it('by load number, supplier (part of the name, any case, or the code) and booked days', async () => {
    const full = await all('admin', 'cd/2');
    const target = full[3]!;
    expect(ids((await page('admin', 'cd/2', `idCarga=${target.idCarga}`)).body.itens)).toEqual([target.idCarga]);

    const nameB = await supplierName(SUPPLIER_B);
    const ofB = ids(full.filter((row) => row.idFornecedor === SUPPLIER_B));
    expect(ofB.length).toBeGreaterThan(0);
    const part = nameB.slice(1, 7).toLowerCase();
    const byName = await walk('admin', 'cd/2', `fornecedor=${encodeURIComponent(part)}`, 20);
    expect(ids(byName.rows)).toEqual(ids(full.filter((row) => row.nomeFornecedor.toLowerCase().includes(part))));
    expect(ids(byName.rows)).toEqual(expect.arrayContaining(ofB));
    expect(ids((await walk('admin', 'cd/2', `fornecedor=${SUPPLIER_B}`, 20)).rows)).toEqual(ofB);

    const booked = full.filter((row) => row.dtEntrega !== null).map((row) => row.dtEntrega!);
    const days = [...new Set(booked)].sort();
    expect(days.length).toBeGreaterThan(1);
    const [from, to] = [days[0]!, days[Math.floor(days.length / 2)]!];
    const inRange = full.filter((row) => row.dtEntrega !== null && row.dtEntrega >= from && row.dtEntrega <= to);
    const answer = await walk('admin', 'cd/2', `dtEntregaIni=${from}&dtEntregaFim=${to}`, 20);
    expect(ids(answer.rows)).toEqual(ids(inRange));
    // one end only
    expect(ids((await walk('admin', 'cd/2', `dtEntregaIni=${to}`, 20)).rows)).toEqual(
      ids(full.filter((row) => row.dtEntrega !== null && row.dtEntrega >= to)),
    );
  });
});

describe('GET /api/carga/listarpaginado/{type}/{id}: two suppliers', () => {
  it("gives each supplier its own loads only, whatever the filter, and refuses another supplier's list", async () => {
    const nameB = await supplierName(SUPPLIER_B);
    const full = await all('admin', 'cd/2');
    for (const [login, own, other] of [
      ['fornecedor', SUPPLIER_A, SUPPLIER_B],
      ['fornecedor2', SUPPLIER_B, SUPPLIER_A],
    ] as const) {
      const expected = ids(full.filter((row) => row.idFornecedor === own));
      expect(ids((await walk(login, 'cd/2', '', 20)).rows), login).toEqual(expected);
      expect(ids((await walk(login, `fornecedor/${own}`, '', 20)).rows)).toEqual(
        ids(await all(login, `fornecedor/${own}`)),
      );
      // the other supplier's code or a load number of theirs finds nothing
      expect((await page(login, 'cd/2', `fornecedor=${other}`)).body.itens, login).toEqual([]);
      const theirs = full.find((row) => row.idFornecedor === other)!;
      expect((await page(login, 'cd/2', `idCarga=${theirs.idCarga}`)).body.itens).toEqual([]);
      const refused = await page(login, `fornecedor/${other}`, '');
      expect([refused.status, refused.error.code]).toEqual([403, 'withoutPermission']);
    }
    expect((await page('fornecedor', 'cd/2', `fornecedor=${encodeURIComponent(nameB)}`)).body.itens).toEqual([]);
  });

  it('needs a signed-in user and a known list type', async () => {
    expect((await call(t, null, 'GET', '/api/carga/listarpaginado/cd/2')).status).toBe(401);
    expect((await page('admin', 'empresa/1', '')).status).toBe(400);
  });
});
