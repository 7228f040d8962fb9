import {
  addDays,
  commercialWeekOf,
  formatWeekKey,
  ORDER_STATUS_NAMES,
  yearWeekKey,
  type LoadDetailDto,
  type LoadListItemDto,
} from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { checkA11y, newJourney, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiToken, CATALOGUES, errorMessage, switchLanguage } from './support/portal';
import { signInToMain, useBrowser, withJourney } from './support/journeys';
import { listOrders, type ApiOrder } from './support/orders-api';

/* ------------------------------------------------------------------------------------------------ */
/* The API, to pick free seeded orders (never hard-coded ids) and to check what the screens did.    */
/* The loads journeys use supplier `fornecedor` at CD 2 (Palhoça) or CD 4 (Extrema) only.           */
/* ------------------------------------------------------------------------------------------------ */

const LOAD_CDS = [2, 4] as const;
/** The header the load screens send with their requests. */
const LOADS = { service: 'loads' };

async function rest(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-target-service': 'loads',
      ...init.headers,
    },
  });
}

async function loadDetail(token: string, id: number): Promise<{ status: number; load?: LoadDetailDto }> {
  const response = await rest(token, `/carga/detalhe/${id}`);
  return response.status === 200
    ? { status: 200, load: (await response.json()) as LoadDetailDto }
    : { status: response.status };
}

const weekKey = (o: ApiOrder) =>
  `${o.calendarioComercial.ano}-${String(o.calendarioComercial.semanaComercial).padStart(2, '0')}`;

/**
 * Approved orders of supplier A in no load at CD 2 (else 4): three of next week (to assemble and add) and one of
 * the week after. The demo data promises at least four such orders at both CDs in every week of the booking
 * horizon (apps/server/src/db/seed/demo-guarantees.ts, "free approved orders").
 */
async function freeOrders(token: string): Promise<{
  cd: ApiOrder['localizacaoFisica'];
  sameWeek: ApiOrder[];
  otherWeek: ApiOrder;
}> {
  const weekOf = (weeksAhead: number) => yearWeekKey(commercialWeekOf(addDays(journeyToday(), 7 * weeksAhead)));
  for (const cd of LOAD_CDS) {
    const free = async (anoSemanaComercial: string) =>
      (await listOrders(token, { ordenacao: 'pedido', cd, status: 'A', anoSemanaComercial }, LOADS)).filter(
        (o) => o.cargas.length === 0,
      );
    const [week, other] = [await free(weekOf(1)), await free(weekOf(2))];
    if (week.length >= 3 && other.length >= 1)
      return { cd: week[0]!.localizacaoFisica, sameWeek: week.slice(0, 3), otherWeek: other[0]! };
  }
  throw new Error('supplier A has no 3 free approved orders next week and 1 the week after at CD 2 or 4');
}

/** Whether every order of a load is approved (only such a load may be booked, moved or cancelled). */
async function allApproved(token: string, idCarga: number): Promise<boolean> {
  const { load } = await loadDetail(token, idCarga);
  return load !== undefined && load.pedidos.length > 0 && load.pedidos.every((p) => p.status === 'A');
}

/* ------------------------------------------------------------------------------------------------ */
/* The browser side.                                                                                */
/* ------------------------------------------------------------------------------------------------ */

async function visibleOrderIds(page: Page, lang: Lang): Promise<number[]> {
  const table = page.getByRole('table', { name: CATALOGUES[lang].orders.inquiry.gridLabel });
  const ids = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  return ids.map((id) => Number(id.trim()));
}

/**
 * Signs supplier A in to /main, filters the grid by CD, status A and (optionally) year-week, and waits for the
 * API's rows (`expected`, as listOrders answers them).
 */
async function openFilteredGrid(
  page: Page,
  lang: Lang,
  cd: ApiOrder['localizacaoFisica'],
  expected: readonly ApiOrder[],
  yearWeek?: string,
) {
  await signInToMain(page, 'fornecedor', lang);
  const f = CATALOGUES[lang].orders.inquiry.filters;
  const form = page.getByRole('form', { name: f.title });
  const pick = async (label: string, option: string, typed?: string) => {
    const input = form.getByRole('textbox', { name: label, exact: true });
    await input.click();
    if (typed !== undefined) await input.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await pick(f.dc, `${cd.codigo} - ${cd.nome}`, cd.codigo);
  await pick(f.status, `A - ${ORDER_STATUS_NAMES[lang].A}`);
  if (yearWeek) await form.getByRole('textbox', { name: f.yearWeek, exact: true }).fill(yearWeek);
  await form.getByRole('button', { name: f.search, exact: true }).click();
  await expect.poll(() => visibleOrderIds(page, lang), { timeout: 15_000 }).toEqual(expected.map((o) => o.id));
}

/** The grid's checkbox of an order on /main. */
function orderBox(page: Page, lang: Lang, id: number) {
  return page.getByRole('checkbox', {
    name: CATALOGUES[lang].orders.inquiry.selectOrder.replace('{{order}}', String(id)),
  });
}

async function tickOrders(page: Page, lang: Lang, ids: readonly number[]): Promise<void> {
  for (const id of ids) await orderBox(page, lang, id).check();
}

/** On /main: presses "assemble load" for the ticked orders and waits for /load (its assemble panel). */
async function pressAssembleLoad(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: CATALOGUES[lang].orders.inquiry.actions.assembleLoad, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/load');
}

function loadsText(lang: Lang) {
  return CATALOGUES[lang].loads;
}

/** The totals shown on /load-details. */
async function totals(page: Page): Promise<{ pieces: string; volumes: string }> {
  return {
    pieces: (await page.getByTestId('total-pieces').innerText()).trim(),
    volumes: (await page.getByTestId('total-volumes').innerText()).trim(),
  };
}

const sum = (orders: readonly ApiOrder[], lang: Lang) => ({
  pieces: orders.reduce((s, o) => s + o.qtPecas, 0).toLocaleString(lang),
  volumes: orders.reduce((s, o) => s + o.qtVolumes, 0).toLocaleString(lang),
});

async function toast(page: Page, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor();
}

/** A toast opens below the header: the Sign-out button stays uncovered and clickable (issue 18). */
async function expectToastBelowHeader(page: Page, lang: Lang, message: string): Promise<void> {
  const toastBox = await page.getByText(message, { exact: true }).first().boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  const signOut = await page.getByRole('button', { name: CATALOGUES[lang].layout.signOut, exact: true }).boundingBox();
  expect(toastBox && header && signOut).toBeTruthy();
  expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(toastBox!.y).toBeGreaterThan(signOut!.y + signOut!.height);
}

/* ------------------------------------------------------------------------------------------------ */

const browser = useBrowser();
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  tokenA = await apiToken('fornecedor');
  tokenB = await apiToken('fornecedor2');
});

describe('loads: from /main to /load-details and back', () => {
  test('fornecedor assembles a load, adds and removes orders, another supplier cannot see it, and deletes it', async () => {
    const lang: Lang = 'pt-BR';
    const l = loadsText(lang);
    const { cd, sameWeek } = await freeOrders(tokenA);
    const [first, second, third] = sameWeek as [ApiOrder, ApiOrder, ApiOrder];
    const yearWeek = weekKey(first);
    const gridOrders = await listOrders(
      tokenA,
      {
        ordenacao: 'pedido',
        cd: cd.id,
        status: 'A',
        anoSemanaComercial: yearWeek,
      },
      LOADS,
    );

    const { context, page } = await newJourney(browser, lang);
    let loadId = 0;
    try {
      // /main: the week's approved orders at the CD, two of them ticked, "assemble load"
      await openFilteredGrid(page, lang, cd, gridOrders, yearWeek);
      await tickOrders(page, lang, [first.id, second.id]);
      // /load: the panel summarises the selection; confirming opens the new load
      await pressAssembleLoad(page, lang);
      const panel = page.getByRole('region', { name: l.assemble.title });
      await panel.getByText(l.assemble.summary.replace('{{count}}', '2'), { exact: true }).waitFor();
      await panel.getByRole('button', { name: l.assemble.confirm, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/load-details');
      loadId = Number(new URL(page.url()).searchParams.get('id'));
      expect(loadId).toBeGreaterThan(0);
      await page.getByRole('heading', { level: 1, name: l.details.title.replace('{{id}}', String(loadId)) }).waitFor();
      await toast(page, l.assemble.success.replace('{{id}}', String(loadId)));
      await expectToastBelowHeader(page, lang, l.assemble.success.replace('{{id}}', String(loadId)));
      const ordersTable = page.getByRole('table', { name: l.details.orders.tableLabel });
      await ordersTable.waitFor();
      expect(await totals(page)).toEqual(sum([first, second], lang));
      const cards = page.getByRole('list', { name: l.details.cards.label });
      // the one week format of the screens (calendar/week-format.ts): 13/2026, not the API's key 2026-13
      await cards.getByText(formatWeekKey(yearWeek), { exact: true }).waitFor();
      await cards.getByText(cd.nome, { exact: true }).waitFor();
      await cards.getByText(l.details.cards.notScheduled, { exact: true }).waitFor();

      // the server agrees
      const created = await loadDetail(tokenA, loadId);
      expect(created.load?.pedidos.map((p) => p.numero).sort()).toEqual([first.id, second.id].sort());

      // add the third order of the week through the modal
      await page.getByRole('button', { name: l.details.actions.add, exact: true }).click();
      const addDialog = page.getByRole('dialog', { name: l.details.add.title.replace('{{id}}', String(loadId)) });
      await addDialog.getByRole('table', { name: l.details.add.tableLabel }).waitFor();
      const include = addDialog.getByRole('button', { name: l.details.add.include, exact: true });
      expect(await include.isDisabled()).toBe(true);
      await addDialog.getByRole('checkbox', { name: l.details.add.select.replace('{{id}}', String(third.id)) }).check();
      await screenshot(page, 'load-details-add', lang);
      await checkA11y(page, 'load-details add modal pt-BR');
      await include.click();
      await toast(page, errorMessage(lang, 'loadDetails001'));
      await addDialog.waitFor({ state: 'hidden' });
      await expect.poll(() => totals(page)).toEqual(sum([first, second, third], lang));

      // remove the first order
      await page.getByRole('checkbox', { name: l.details.orders.select.replace('{{id}}', String(first.id)) }).check();
      await page.getByRole('button', { name: l.details.actions.remove, exact: true }).click();
      const removeDialog = page.getByRole('dialog', { name: l.details.remove.title });
      await removeDialog.getByRole('button', { name: l.details.remove.confirm, exact: true }).click();
      await toast(page, errorMessage(lang, 'loadDetails003'));
      await removeDialog.waitFor({ state: 'hidden' });
      await expect.poll(() => totals(page)).toEqual(sum([second, third], lang));
      await ordersTable
        .getByRole('checkbox', { name: l.details.orders.select.replace('{{id}}', String(first.id)) })
        .waitFor({ state: 'detached' });
      const kept = await loadDetail(tokenA, loadId);
      expect(kept.load?.pedidos.map((p) => p.numero).sort()).toEqual([second.id, third.id].sort());
      await screenshot(page, 'load-details', lang);
      await checkA11y(page, 'load-details pt-BR');

      // /load lists it
      await page.goto('/load');
      const loadLink = page.getByRole('link', { name: l.list.openLoad.replace('{{id}}', String(loadId)) });
      await loadLink.waitFor();
      const cells = await loadLink.locator('xpath=ancestor::tr').locator('td').allInnerTexts();
      // status, delivery and gate lead (on screen at 1024 px), the totals close the row
      expect(cells.map((c) => c.trim())).toEqual([
        String(loadId),
        l.status.ABERTA,
        '',
        '',
        formatWeekKey(yearWeek),
        cd.nome,
        '2',
        sum([second, third], lang).pieces,
        sum([second, third], lang).volumes,
      ]);
      await screenshot(page, 'load', lang);
      await checkA11y(page, 'load pt-BR');

      // in English
      await switchLanguage(page, 'pt-BR', 'en-US');
      const en = loadsText('en-US');
      await page.getByRole('table', { name: en.list.tableLabel }).waitFor();
      await screenshot(page, 'load', 'en-US');
      await page.getByRole('link', { name: en.list.openLoad.replace('{{id}}', String(loadId)) }).click();
      await page.getByRole('heading', { level: 1, name: en.details.title.replace('{{id}}', String(loadId)) }).waitFor();
      await page.getByRole('table', { name: en.details.orders.tableLabel }).waitFor();
      expect(await totals(page)).toEqual(sum([second, third], 'en-US'));
      await screenshot(page, 'load-details', 'en-US');
      await checkA11y(page, 'load-details en-US');

      // a seeded load booked a few days ahead: update and cancel instead of schedule (looked at, not changed)
      const today = journeyToday();
      const mine = (await (
        await rest(tokenA, `/carga/listar/fornecedor/${DEMO_SUPPLIER_A_ID}`)
      ).json()) as LoadListItemDto[];
      // the demo data promises one ("a booked load", apps/server/src/db/seed/demo-guarantees.ts)
      let booked: LoadListItemDto | undefined;
      for (const row of mine)
        if (
          row.status === 'AGENDADA' &&
          (row.dtEntrega ?? '') >= addDays(today, 3) &&
          (await allApproved(tokenA, row.idCarga))
        ) {
          booked = row;
          break;
        }
      if (!booked) throw new Error('supplier A has no all-approved load booked 3 or more days ahead');
      await page.goto(`/load-details?id=${booked.idCarga}`);
      await page.getByRole('table', { name: en.details.orders.tableLabel }).waitFor();
      const bookedOn = en.details.cards.dateTime
        .replace('{{date}}', booked.dtEntrega!.split('-').reverse().join('/'))
        .replace('{{time}}', booked.horaEntrega!.slice(0, 5));
      await page.getByRole('list', { name: en.details.cards.label }).getByText(bookedOn, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: en.details.actions.schedule, exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: en.details.actions.updateSchedule, exact: true }).waitFor();
      await page.getByRole('button', { name: en.details.actions.cancelSchedule, exact: true }).click();
      const cancelDialog = page.getByRole('dialog', { name: en.details.cancelSchedule.title });
      await cancelDialog.getByRole('button', { name: en.details.cancelSchedule.keep, exact: true }).waitFor();
      // the modal's opening transition (200 ms) ends before the picture
      await page.waitForTimeout(400);
      await screenshot(page, 'load-details-scheduled', 'en-US');
      await checkA11y(page, 'load-details scheduled, cancel confirmation en-US');
      await page.keyboard.press('Escape');
      await cancelDialog.waitFor({ state: 'hidden' });
      expect((await loadDetail(tokenA, booked.idCarga)).load?.idAgendamento).toBe(booked.idAgendamento);
      await page.goto(`/load-details?id=${loadId}`);
      await page.getByRole('table', { name: en.details.orders.tableLabel }).waitFor();
      await switchLanguage(page, 'en-US', 'pt-BR');
      await page.getByRole('table', { name: l.details.orders.tableLabel }).waitFor();

      // supplier B does not see it: not found on screen and by the API
      await withJourney(browser, lang, async (other) => {
        await signInToMain(other.page, 'fornecedor2', lang);
        await other.page.goto(`/load-details?id=${loadId}`);
        await other.page.getByRole('heading', { name: l.details.notFoundTitle }).waitFor();
        expect(await other.page.getByRole('button', { name: l.details.actions.delete }).count()).toBe(0);
        await screenshot(other.page, 'load-details-other-supplier', lang);
        expect((await loadDetail(tokenB, loadId)).status).toBe(404);
        expect((await rest(tokenB, `/carga/apagar/${loadId}`, { method: 'DELETE' })).status).toBe(404);
        const own = (await (await rest(tokenB, `/carga/listar/fornecedor/${DEMO_SUPPLIER_B_ID}`)).json()) as {
          idCarga: number;
        }[];
        expect(own.some((row) => row.idCarga === loadId)).toBe(false);
      });

      // delete: confirmation, toast, /main half a second later, and the load is gone
      await page.getByRole('button', { name: l.details.actions.delete, exact: true }).click();
      const deleteDialog = page.getByRole('dialog', { name: l.details.delete.title });
      await deleteDialog.getByText(l.details.delete.text.replace('{{id}}', String(loadId)), { exact: true }).waitFor();
      await deleteDialog.getByRole('button', { name: l.details.delete.confirm, exact: true }).click();
      await toast(page, l.details.delete.success.replace('{{id}}', String(loadId)));
      await page.waitForURL((url) => url.pathname === '/main');
      expect((await loadDetail(tokenA, loadId)).status).toBe(404);

      // its address now says it no longer exists
      await page.goto(`/load-details?id=${loadId}`);
      await page.getByRole('heading', { name: l.details.notFoundTitle }).waitFor();
    } catch (error) {
      await screenshot(page, 'load-journey-failure', lang).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });

  test('orders of two weeks are refused with the translated message, before and by the server', async () => {
    const lang: Lang = 'en-US';
    const l = loadsText(lang);
    const { cd, sameWeek, otherWeek } = await freeOrders(tokenA);
    const first = sameWeek[0]!;
    const gridOrders = await listOrders(tokenA, { ordenacao: 'pedido', cd: cd.id, status: 'A' }, LOADS);

    // the server says the same
    const refused = await rest(tokenA, '/carga/montarcarga/', {
      method: 'POST',
      body: JSON.stringify({ idPedidos: [first.id, otherWeek.id] }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe('errorDeliverWeek');

    await withJourney(browser, lang, async ({ page }) => {
      await openFilteredGrid(page, lang, cd, gridOrders);
      await tickOrders(page, lang, [first.id, otherWeek.id]);
      await pressAssembleLoad(page, lang);
      const panel = page.getByRole('region', { name: l.assemble.title });
      await panel.getByRole('alert').getByText(errorMessage(lang, 'errorDeliverWeek'), { exact: true }).waitFor();
      expect(await panel.getByRole('button', { name: l.assemble.confirm, exact: true }).isDisabled()).toBe(true);
      await screenshot(page, 'load-assemble-refused', lang);
      await checkA11y(page, 'load assemble refused en-US');

      // one order of the selection joins a load meanwhile: the server refuses, the screen says why and stays
      // Back finds /main as it was left (lib/use-url-filters.ts): the same filters, rows and ticked orders
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/main');
      const second = sameWeek[1]!;
      await expect.poll(() => visibleOrderIds(page, lang), { timeout: 15_000 }).toEqual(gridOrders.map((o) => o.id));
      const box = (id: number) => orderBox(page, lang, id);
      expect(await box(first.id).isChecked()).toBe(true);
      expect(await box(otherWeek.id).isChecked()).toBe(true);
      await box(otherWeek.id).uncheck();
      await tickOrders(page, lang, [first.id, second.id]);
      const meanwhile = await rest(tokenA, '/carga/montarcarga/', {
        method: 'POST',
        body: JSON.stringify({ idPedidos: [second.id] }),
      });
      expect(meanwhile.status).toBe(201);
      const meanwhileId = ((await meanwhile.json()) as LoadDetailDto).idCarga;
      try {
        await pressAssembleLoad(page, lang);
        const again = page.getByRole('region', { name: l.assemble.title });
        await again.getByRole('button', { name: l.assemble.confirm, exact: true }).click();
        await again.getByRole('alert').getByText(errorMessage(lang, 'errorExistingOrder'), { exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/load');
        // Cancel puts the panel away
        await again.getByRole('button', { name: l.assemble.cancel, exact: true }).click();
        await again.waitFor({ state: 'detached' });
      } finally {
        expect((await rest(tokenA, `/carga/apagar/${meanwhileId}`, { method: 'DELETE' })).status).toBe(204);
      }
    });
  });
});
