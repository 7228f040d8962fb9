import { readFile } from 'node:fs/promises';
import {
  ORDER_PAGE_SIZE,
  ORDER_STATUS_NAMES,
  formatDateBr,
  leftoverItemsAnswerSchema,
  type LeftoverItemDto,
  type OrderFilter,
} from '@portal/domain';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { pdfText } from '../apps/server/test/support/pdf-text';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { apiToken, CATALOGUES, errorMessage, rest, switchLanguage } from './support/portal';
import { signInToMain, useBrowser, withJourney } from './support/journeys';
import { graphql, listOrders, type ApiOrder, type GraphqlAnswer } from './support/orders-api';
import { GRID_COLUMNS } from '../apps/web/src/features/orders/model/grid-columns';

/* ------------------------------------------------------------------------------------------------ */
/* The API, to pick concrete seeded orders (never hard-coded ids) and to probe the other routes.    */
/* ------------------------------------------------------------------------------------------------ */

async function leftoverItems(token: string, orderId: number) {
  const response = await rest(token, `/restos-sobras/itens/${orderId}`);
  expect(response.status).toBe(200);
  return leftoverItemsAnswerSchema.parse(await response.json());
}

/* ------------------------------------------------------------------------------------------------ */
/* The browser side of /main.                                                                       */
/* ------------------------------------------------------------------------------------------------ */

/** Column index of the grid (0 is the checkbox), spec 000 §2 order. */
const COL = { order: 1, issueDate: 3, status: 4, nature: 5, weekYear: 7, dc: 8, loads: 10, delivery: 11 } as const;
/** The grid's columns in that order: a column the person did not choose reads as '' (cells carry data-column). */
const COLUMN_KEYS = ['select', ...GRID_COLUMNS];

/** The cells of every visible row, full texts (a truncated cell keeps its full text in data-full-text). */
async function gridRows(page: Page, lang: Lang): Promise<string[][]> {
  const table = page.getByRole('table', { name: CATALOGUES[lang].orders.inquiry.gridLabel });
  return table.locator('tbody tr').evaluateAll(
    (rows, keys) =>
      rows.map((row) => {
        const cells = keys.map(() => '');
        for (const cell of Array.from(row.querySelectorAll('td'))) {
          const full = cell.querySelector('[data-full-text]');
          cells[keys.indexOf(cell.getAttribute('data-column') ?? 'select')] = (
            full?.getAttribute('data-full-text') ??
            cell.textContent ??
            ''
          ).trim();
        }
        return cells;
      }),
    COLUMN_KEYS,
  );
}

async function visibleIds(page: Page, lang: Lang): Promise<number[]> {
  return (await gridRows(page, lang)).map((cells) => Number(cells[COL.order]));
}

function footer(page: Page, lang: Lang, key: 'end' | 'noData' | 'loadMore') {
  const t = CATALOGUES[lang].orders.inquiry.list;
  if (key === 'loadMore') return page.getByRole('button', { name: t.loadMore, exact: true });
  return page.getByRole('status').filter({ hasText: t[key] });
}

/**
 * The end-of-results message. A short page does not end the list by itself (the next page is asked
 * for until an empty one comes), so a load more may stand in between.
 */
async function reachEnd(page: Page, lang: Lang): Promise<void> {
  const end = footer(page, lang, 'end');
  const more = footer(page, lang, 'loadMore');
  await end.or(more).waitFor();
  if (await more.isVisible()) await more.click();
  await end.waitFor();
}

function filterForm(page: Page, lang: Lang) {
  return page.getByRole('form', { name: CATALOGUES[lang].orders.inquiry.filters.title });
}

/** Opens a Mantine select of the filter form and picks the option (typing first when searchable). */
async function pick(page: Page, lang: Lang, label: string, option: string, typed?: string): Promise<void> {
  const input = filterForm(page, lang).getByRole('textbox', { name: label, exact: true });
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Presses Enter in the order-number field: the form submits (every field searches on Enter). */
async function pressEnter(page: Page, lang: Lang): Promise<void> {
  await filterForm(page, lang)
    .getByRole('textbox', { name: CATALOGUES[lang].orders.inquiry.filters.order, exact: true })
    .press('Enter');
}

async function clearFilters(page: Page, lang: Lang): Promise<void> {
  await filterForm(page, lang)
    .getByRole('button', { name: CATALOGUES[lang].orders.inquiry.filters.clear, exact: true })
    .click();
}

/**
 * After Clear: the default search again. The pages loaded before for it come back (the list keeps
 * them and refreshes them), so only its first page is compared.
 */
async function expectDefaultGrid(page: Page, lang: Lang, first: readonly { id: number }[]): Promise<void> {
  const ids = first.map((o) => o.id);
  await expect.poll(async () => (await visibleIds(page, lang)).slice(0, ids.length), { timeout: 15_000 }).toEqual(ids);
}

/** Waits until the grid shows exactly the first page the API gives for the same filter. */
async function expectGridOf(page: Page, lang: Lang, ids: number[]): Promise<string[][]> {
  expect(ids.length).toBeGreaterThan(0);
  await expect.poll(() => visibleIds(page, lang), { timeout: 15_000 }).toEqual(ids);
  return gridRows(page, lang);
}

/** Clicks a menu entry of the downloads menu and returns the file the browser received. */
async function downloadFromMenu(page: Page, lang: Lang, item: string): Promise<{ download: Download; body: Buffer }> {
  const t = CATALOGUES[lang].orders.inquiry.downloads;
  await page.getByRole('button', { name: t.title, exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('menuitem', { name: item, exact: true }).click(),
  ]);
  return { download, body: await bodyOf(download) };
}

async function bodyOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

const BOM = '\uFEFF';
const DATE_BR = /\b\d{2}\/\d{2}\/\d{4}\b/;

function expectCsv(body: Buffer, header: string[] | null, minRows: number): string[] {
  const content = body.toString('utf8');
  expect(content.startsWith(BOM)).toBe(true);
  const lines = content
    .slice(1)
    .split(/\r?\n/)
    .filter((l) => l !== '');
  if (header) expect(lines[0]).toBe(header.join(';'));
  expect(lines[0]!.split(';').length).toBeGreaterThan(5);
  expect(lines.length - 1).toBeGreaterThanOrEqual(minRows);
  for (const line of lines.slice(1, 6)) expect(line).toMatch(DATE_BR);
  return lines;
}

function expectPdf(body: Buffer, minBytes = 1000): void {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(minBytes);
}

/** A catalogue text with {{placeholders}} as a whole-text pattern, each placeholder given as a regex. */
function templatePattern(template: string, values: Record<string, string>): RegExp {
  const parts = template.split(/(\{\{\w+\}\})/);
  const source = parts
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name ? (values[name] ?? '.*') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** yyyy-mm-dd → dd/mm/yyyy */
const brDate = (iso: string) => formatDateBr(iso);
/** dd/mm/yyyy → yyyymmdd, comparable */
const sortable = (br: string) => br.replace(/^(\d{2})\/(\d{2})\/(\d{4}).*$/, '$3$2$1');

/* ------------------------------------------------------------------------------------------------ */

const browser = useBrowser();
let tokenA: string;
let tokenB: string;
/** the newest N order of supplier A: accepted by the acceptance journey */
let toAccept: ApiOrder;
/** another N order of supplier A: the one supplier B tries to reach */
let guarded: ApiOrder;

beforeAll(async () => {
  tokenA = await apiToken('fornecedor');
  tokenB = await apiToken('fornecedor2');
  const newOrders = await listOrders(tokenA, { ordenacao: 'pedido', status: 'N' });
  expect(newOrders.length).toBeGreaterThanOrEqual(2);
  [toAccept, guarded] = [newOrders[0]!, newOrders[1]!];
});

describe('orders: the inquiry of /main', () => {
  test('fornecedor finds orders by each filter, pages through, and sees the end of the results', async () => {
    const lang: Lang = 'pt-BR';
    const f = CATALOGUES[lang].orders.inquiry.filters;
    await withJourney(browser, lang, async ({ page }) => {
      const first = await listOrders(tokenA, { ordenacao: 'pedido' });
      expect(first).toHaveLength(ORDER_PAGE_SIZE);
      expect(first.every((o) => o.fornecedor.id === DEMO_SUPPLIER_A_ID)).toBe(true);

      await signInToMain(page, 'fornecedor', lang);
      await expectGridOf(
        page,
        lang,
        first.map((o) => o.id),
      );
      await screenshot(page, 'orders-main', 'pt-BR');

      // load more: the next page is appended
      const second = await listOrders(tokenA, { ordenacao: 'pedido' }, { pagina: 1 });
      expect(second.length).toBeGreaterThan(0);
      await footer(page, lang, 'loadMore').click();
      await expect.poll(() => visibleIds(page, lang)).toEqual([...first, ...second].map((o) => o.id));

      const form = filterForm(page, lang);
      const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
      const sample = first.find((o) => o.cargas.some((c) => c.agendamentos.length > 0)) ?? first[0]!;

      // order number: one row, and the end-of-results message
      await box(f.order).fill(String(sample.id));
      await box(f.order).press('Enter');
      await expectGridOf(page, lang, [sample.id]);
      await reachEnd(page, lang);
      expect(await visibleIds(page, lang)).toEqual([sample.id]);
      await clearFilters(page, lang);
      await expectDefaultGrid(page, lang, first);

      const check = async (
        name: string,
        filter: OrderFilter,
        set: () => Promise<void>,
        matches: (cells: string[]) => boolean,
      ) => {
        const expected = await listOrders(tokenA, { ordenacao: 'pedido', ...filter });
        await set();
        await pressEnter(page, lang);
        const rows = await expectGridOf(
          page,
          lang,
          expected.map((o) => o.id),
        );
        const wrong = rows.filter((cells) => !matches(cells));
        expect(wrong, `rows not matching the ${name} filter`).toEqual([]);
        await clearFilters(page, lang);
        await expectDefaultGrid(page, lang, first);
      };

      const { semanaComercial: week, ano: year } = sample.calendarioComercial;
      const ww = String(week).padStart(2, '0');
      await check(
        'week',
        { calendarioComercial: { semanaComercial: week } },
        () => box(f.week).fill(String(week)),
        (cells) => cells[COL.weekYear]!.startsWith(`${ww}/`),
      );
      await check(
        'year-week',
        { anoSemanaComercial: `${year}-${ww}` },
        () => box(f.yearWeek).fill(`${year}-${ww}`),
        (cells) => cells[COL.weekYear] === `${ww}/${year}`,
      );
      const statusN = `N - ${ORDER_STATUS_NAMES[lang].N}`;
      await check(
        'status',
        { status: 'N' },
        () => pick(page, lang, f.status, statusN),
        (cells) => cells[COL.status] === statusN,
      );
      const nature = first.find((o) => o.naturezaPedido !== 'Normal')?.naturezaPedido ?? 'Normal';
      await check(
        'nature',
        { naturezaPedido: nature as OrderFilter['naturezaPedido'] },
        () => pick(page, lang, f.nature, nature),
        (cells) => cells[COL.nature] === nature,
      );
      const dc = sample.localizacaoFisica;
      await check(
        'DC',
        { cd: dc.id },
        () => pick(page, lang, f.dc, `${dc.codigo} - ${dc.nome}`, dc.codigo),
        (cells) => cells[COL.dc] === dc.nome,
      );
      const load = sample.cargas[0];
      if (!load) throw new Error(`the seeded first page of supplier A has no order in a load`);
      await check(
        'load',
        { carga: load.id },
        () => box(f.load).fill(String(load.id)),
        (cells) => cells[COL.loads]!.includes(String(load.id)),
      );
      const day = load.agendamentos[0]!.dtEntrega;
      await check(
        'scheduling from/to',
        { dataAgendamentoInicial: day, dataAgendamentoFinal: day },
        async () => {
          await form.getByLabel(f.scheduledFrom, { exact: true }).fill(day);
          await form.getByLabel(f.scheduledTo, { exact: true }).fill(day);
        },
        (cells) => cells[COL.delivery]!.startsWith(brDate(day)),
      );
      // sort by issue date: latest first
      const bySort = await listOrders(tokenA, { ordenacao: 'emissao' });
      await pick(page, lang, f.sort, CATALOGUES[lang].orders.inquiry.sorts.emissao);
      await pressEnter(page, lang);
      const sorted = await expectGridOf(
        page,
        lang,
        bySort.map((o) => o.id),
      );
      const dates = sorted.map((cells) => sortable(cells[COL.issueDate]!));
      expect(dates).toEqual([...dates].sort().reverse());

      // a filter that finds nothing says so (typed once the cleared list is back, as a person would)
      await clearFilters(page, lang);
      await expectDefaultGrid(page, lang, first);
      await box(f.order).fill('999999999');
      await box(f.order).press('Enter');
      // polled as texts, so that a failure says what the footer shows instead
      await expect
        .poll(async () => (await page.getByRole('status').allInnerTexts()).map((t) => t.trim()))
        .toContain(CATALOGUES[lang].orders.inquiry.list.noData);
      expect(await visibleIds(page, lang)).toEqual([]);

      // the English screen
      await clearFilters(page, lang);
      await expectDefaultGrid(page, lang, first);
      await switchLanguage(page, 'pt-BR', 'en-US');
      await page.getByRole('table', { name: CATALOGUES['en-US'].orders.inquiry.gridLabel }).waitFor();
      await screenshot(page, 'orders-main', 'en-US');
      // last, so that an accessibility failure never hides a broken filter
      await checkA11y(page, 'main orders en-US');
    });
  });

  test('fornecedor downloads the CSV, the detailed report, the A3 PDF, all orders and a PO report', async () => {
    const lang: Lang = 'pt-BR';
    const t = CATALOGUES[lang].orders.inquiry;
    await withJourney(browser, lang, async ({ page }) => {
      await signInToMain(page, 'fornecedor', lang);
      const first = await listOrders(tokenA, { ordenacao: 'pedido' });
      await expectGridOf(
        page,
        lang,
        first.map((o) => o.id),
      );
      const columns = t.columns;
      const header = [
        columns.order,
        columns.parts,
        columns.issueDate,
        columns.status,
        columns.nature,
        columns.sampleOrigin,
        columns.weekYear,
        columns.dc,
        columns.brand,
        columns.loads,
        columns.delivery,
        columns.provider,
        columns.commercial,
        columns.fiscal,
      ];

      const csv = await downloadFromMenu(page, lang, t.downloads.csv);
      expect(csv.download.suggestedFilename()).toBe('pedidos.csv');
      const csvLines = expectCsv(csv.body, header, first.length);
      expect(csvLines).toHaveLength(first.length + 1);
      expect(csvLines.slice(1).map((l) => Number(l.split(';')[0]))).toEqual(first.map((o) => o.id));

      const report = await downloadFromMenu(page, lang, t.downloads.report);
      expect(report.download.suggestedFilename()).toBe('relatorio-detalhado-pedidos.csv');
      const reportLines = expectCsv(report.body, null, first.length);
      expect(reportLines[0]!.startsWith(`${columns.order};`)).toBe(true);

      const pdf = await downloadFromMenu(page, lang, t.downloads.pdf);
      expect(pdf.download.suggestedFilename()).toBe('pedidos.pdf');
      expectPdf(pdf.body);
      // A3 landscape: 1190.55 × 841.89 points
      expect(pdf.body.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 1190\.\d+ 841\.\d+\s*\]/);

      const all = await downloadFromMenu(page, lang, t.downloads.all.replace('{{max}}', '1000'));
      expect(all.download.suggestedFilename()).toBe('pedidos-todos.csv');
      const allLines = expectCsv(all.body, header, first.length + 1);
      expect(allLines.length - 1).toBeGreaterThan(first.length);

      // the purchase-order report of one selected approved order
      const approved = first.find((o) => o.status === 'A');
      if (!approved) throw new Error('no approved order on the first page of supplier A');
      await page.getByRole('checkbox', { name: t.selectOrder.replace('{{order}}', String(approved.id)) }).check();
      const [po] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: t.actions.exportPoReport, exact: true }).click(),
      ]);
      expect(po.suggestedFilename()).toBe(`pedido-${approved.id}.pdf`);
      const poBody = await bodyOf(po);
      expectPdf(poBody, 2048);
      expect(pdfText(poBody)).toContain(String(approved.id));
    });
  });
});

describe('orders: /order-options', () => {
  test('fornecedor opens a new order from the grid, is reminded, and accepts it', async () => {
    const lang: Lang = 'pt-BR';
    const t = CATALOGUES[lang].orders;
    await withJourney(browser, lang, async ({ page }) => {
      await signInToMain(page, 'fornecedor', lang);
      const order = filterForm(page, lang).getByRole('textbox', { name: t.inquiry.filters.order, exact: true });
      await order.fill(String(toAccept.id));
      await order.press('Enter');
      await expectGridOf(page, lang, [toAccept.id]);
      await page.getByRole('button', { name: t.inquiry.openOrder.replace('{{order}}', String(toAccept.id)) }).click();
      await page.waitForURL((url) => url.pathname === '/order-options' && url.search === `?id=${toAccept.id}`);
      await page.getByRole('heading', { name: t.options.title.replace('{{id}}', String(toAccept.id)) }).waitFor();

      const reminder = page.getByRole('dialog', { name: t.options.accept.reminderTitle });
      await reminder.getByText(t.options.accept.reminderNew).waitFor();
      await reminder.getByRole('button', { name: t.options.accept.reminderOk, exact: true }).click();
      await reminder.waitFor({ state: 'hidden' });
      await page.getByText(`N · ${ORDER_STATUS_NAMES[lang].N}`, { exact: true }).waitFor();
      await checkA11y(page, 'order-options new order pt-BR');

      await page.getByRole('button', { name: t.options.accept.button, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t.options.accept.confirmTitle });
      await confirm.getByText(t.options.accept.confirmText.replace('{{id}}', String(toAccept.id))).waitFor();
      await confirm.getByRole('button', { name: t.options.accept.confirm, exact: true }).click();

      await page.getByText(errorMessage(lang, 'orderAccepted')).first().waitFor();
      await page.getByText(`A · ${ORDER_STATUS_NAMES[lang].A}`, { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: t.options.accept.button, exact: true }).count()).toBe(0);
      await screenshot(page, 'order-options', 'pt-BR');

      // the server agrees: the order is approved and who accepted it is recorded
      const answer = await graphql<{
        pedidoPorId: { status: string; aceitePor: string | null; dtAceite: string | null };
      }>(tokenA, 'query ($id: ID!) { pedidoPorId(idPedido: $id) { status aceitePor dtAceite } }', {
        id: String(toAccept.id),
      });
      expect(answer.data?.pedidoPorId.status).toBe('A');
      expect(answer.data?.pedidoPorId.aceitePor).toBeTruthy();
      expect(answer.data?.pedidoPorId.dtAceite).toBeTruthy();

      await switchLanguage(page, 'pt-BR', 'en-US');
      await page.getByText(`A · ${ORDER_STATUS_NAMES['en-US'].A}`, { exact: true }).waitFor();
      await screenshot(page, 'order-options', 'en-US');
      // with the order-accepted toast still on screen
      await checkA11y(page, 'order-options accepted en-US');
    });
  });

  test('fornecedor records a leftover on an order with items, then sees it read-only', async () => {
    const lang: Lang = 'pt-BR';
    const l = CATALOGUES[lang].leftovers;
    // an approved order of supplier A with an item that allows at least 2 pieces of leftover
    let target: { order: ApiOrder; item: LeftoverItemDto } | undefined;
    for (const order of await listOrders(tokenA, { ordenacao: 'pedido', status: 'A' })) {
      const { registro, itens } = await leftoverItems(tokenA, order.id);
      const item = itens.find((i) => i.qtMaxResto >= 2 && itens.filter((x) => x.codItem === i.codItem).length === 1);
      if (!registro && item) {
        target = { order, item };
        break;
      }
    }
    if (!target) throw new Error('no approved order of supplier A with an item that allows a leftover');
    const { order, item } = target;

    await withJourney(browser, lang, async ({ page }) => {
      await signInToMain(page, 'fornecedor', lang);
      await page.goto(`/order-options?id=${order.id}`);
      await page.getByText(`A · ${ORDER_STATUS_NAMES[lang].A}`, { exact: true }).waitFor();

      await page.getByRole('button', { name: l.button, exact: true }).click();
      const modal = page.getByRole('dialog', { name: l.title.replace('{{id}}', String(order.id)) });
      await modal.getByRole('table', { name: l.itemsTable }).waitFor();
      const save = modal.getByRole('button', { name: l.save, exact: true });
      expect(await save.isDisabled()).toBe(true);

      await modal.getByRole('checkbox', { name: l.selectItem.replace('{{code}}', item.codItem), exact: true }).check();
      const quantity = modal.getByRole('textbox', {
        name: l.quantityOf.replace('{{code}}', item.codItem),
        exact: true,
      });
      await quantity.fill(String(item.qtMaxResto + 1));
      const aboveMax = modal.getByText(l.aboveMax.replace('{{max}}', String(item.qtMaxResto)), { exact: true });
      await aboveMax.waitFor();
      expect(await save.isDisabled()).toBe(true);
      // letters are not taken
      await quantity.pressSequentially('x');
      expect(await quantity.inputValue()).toBe(String(item.qtMaxResto + 1));

      const leftover = item.qtMaxResto - 1;
      await quantity.fill(String(leftover));
      await aboveMax.waitFor({ state: 'hidden' });
      await screenshot(page, 'leftover-modal', 'pt-BR');
      await save.click();
      await page.getByText(l.saved, { exact: true }).first().waitFor();
      await modal.waitFor({ state: 'hidden' });

      // reopened: the record, read-only
      await page.getByRole('button', { name: l.button, exact: true }).click();
      const record = modal.getByRole('table', { name: l.recordTable });
      await record.waitFor();
      await modal
        .getByText(templatePattern(l.recordedBy, { name: '.+', date: '\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}' }))
        .waitFor();
      const cells = await record.locator('tbody tr').first().locator('td').allInnerTexts();
      expect(cells[0]).toBe(item.codItem);
      expect(cells.at(-1)).toBe(String(leftover));
      expect(await modal.getByRole('textbox').count()).toBe(0);
      expect(await modal.getByRole('button', { name: l.save, exact: true }).count()).toBe(0);
      await screenshot(page, 'leftover-record', 'pt-BR');

      // and once only: a second record of the same order is refused
      const again = await rest(tokenA, '/restos-sobras', {
        method: 'POST',
        body: JSON.stringify({ restoSobra: { pedidoId: order.id, itens: [{ id: item.id, qtResto: 1 }] } }),
      });
      expect(again.status).toBe(409);

      // last: the modal (with the record) on screen
      await checkA11y(page, 'leftover record pt-BR');
    });
  });
});

describe('orders: isolation between suppliers', () => {
  test('fornecedor2 cannot reach an order of supplier A by any route', async () => {
    const lang: Lang = 'pt-BR';
    const t = CATALOGUES[lang].orders;
    const id = guarded.id;

    // supplier B's own list never holds A's orders
    const own = await listOrders(tokenB, { ordenacao: 'pedido' });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((o) => o.fornecedor.id === DEMO_SUPPLIER_B_ID)).toBe(true);
    expect(await listOrders(tokenB, { ordenacao: 'pedido', id })).toEqual([]);

    await withJourney(browser, lang, async ({ page }) => {
      // (a) searching A's order number finds nothing
      await signInToMain(page, 'fornecedor2', lang);
      const order = filterForm(page, lang).getByRole('textbox', { name: t.inquiry.filters.order, exact: true });
      await order.fill(String(id));
      await order.press('Enter');
      await footer(page, lang, 'noData').waitFor();
      expect(await visibleIds(page, lang)).toEqual([]);

      // (b) opening its options by the address shows the fetch error
      await page.goto(`/order-options?id=${id}`);
      await page
        .getByRole('alert')
        .filter({ hasText: errorMessage(lang, 'orderFetchError') })
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: t.options.accept.button }).count()).toBe(0);
      expect(await page.getByRole('button', { name: CATALOGUES[lang].leftovers.button }).count()).toBe(0);
      await screenshot(page, 'order-options-other-supplier', lang);
    });

    // (c) every API route answers not found with B's token
    const notFound = (answer: GraphqlAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
    expect(
      notFound(await graphql(tokenB, 'query ($id: ID!) { pedidoPorId(idPedido: $id) { id } }', { id: String(id) })),
    ).toBe('notFound');
    expect(
      notFound(
        await graphql(tokenB, 'mutation ($id: ID!) { confirmarCienciaPedido(idPedido: $id) }', { id: String(id) }),
      ),
    ).toBe('notFound');
    expect(
      notFound(
        await graphql(
          tokenB,
          'mutation ($id: ID!) { alterarUtilizaSubcontratado(idPedido: $id, utilizaSubcontratado: true) }',
          { id: String(id) },
        ),
      ),
    ).toBe('notFound');
    expect((await rest(tokenB, `/restos-sobras/itens/${id}`)).status).toBe(404);
    const items = await leftoverItems(tokenA, id);
    const post = await rest(tokenB, '/restos-sobras', {
      method: 'POST',
      body: JSON.stringify({ restoSobra: { pedidoId: id, itens: [{ id: items.itens[0]!.id, qtResto: 1 }] } }),
    });
    expect(post.status).toBe(404);
    const pdf = await rest(tokenB, `/report/relatorio/Reports/${guarded.empresa.codigo}_pedido.pdf?idPedido=${id}`);
    expect(pdf.status).toBe(404);
    expect((await pdf.json()) as { code: string }).toMatchObject({ code: 'notFound' });
    const report = await rest(tokenB, `/pedido/relatorio-detalhado?id=${id}`);
    expect(report.status).toBe(200);
    const reportLines = (await report.text())
      .replace(BOM, '')
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(reportLines).toHaveLength(1); // the header only

    // and nothing changed for supplier A
    const after = await graphql<{ pedidoPorId: { status: string } }>(
      tokenA,
      'query ($id: ID!) { pedidoPorId(idPedido: $id) { status } }',
      { id: String(id) },
    );
    expect(after.data?.pedidoPorId.status).toBe('N');
    expect((await leftoverItems(tokenA, id)).registro).toBeNull();
  });
});
