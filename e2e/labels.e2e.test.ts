import { readFile } from 'node:fs/promises';
import { boxStampItemSchema, boxStampPlan, selectionOf } from '@portal/domain';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { z } from 'zod';
import { checkA11y, newJourney, screenshot, type Lang } from './support/browser';
import { apiGraphql } from './support/invoices';
import { apiToken, CATALOGUES, errorMessage } from './support/portal';
import {
  standInDevice,
  startPrinterStandIn,
  type PrinterStandIn,
  type PrinterStandInOptions,
  type StandInWrite,
} from './support/printer-stand-in';
import { searchAndTickOrder, signInAndWait, useBrowser, withJourney } from './support/journeys';

/*
 * Labels in a real browser, with a stand-in of Zebra Browser Print on the address the web app calls
 * (http://localhost:9100): a supplier prints an order's price tags on the default printer (the printer gets
 * exactly the ZPL the API generates) and downloads them as ZPL and TXT; box stamps refuse a quantity outside
 * the 5 % tolerance and print one stamp per box; Camicado's tags are a PDF; the printer's failures (service
 * gone, no printer, printer forgotten) show translated; another supplier's order is not found.
 */

/** What the journeys read of an order's box stamp items. */
const labelItemSchema = boxStampItemSchema.pick({
  id: true,
  codItem: true,
  qtCompra: true,
  qtItens: true,
  qtVolume: true,
});
type LabelItem = z.infer<typeof labelItemSchema>;

interface LabelOrder {
  id: number;
  items: LabelItem[];
}

const ZEBRA = standInDevice('Zebra ZD220', 'usb-zd220');
const OTHER_ZEBRA = standInDevice('Zebra GK420t', 'usb-gk420t');
/** The page's default nomeArquivo for price tags and box stamps (price-tag-form.tsx, box-stamp-form.tsx). */
const PRICE_TAG_FILE = 'etiquetas-preco';
const BOX_STAMP_FILE = 'selos-caixa';

const browser = useBrowser();
let standIn: PrinterStandIn | undefined;
let supplierToken: string;
/** A Renner (1) A order of supplier A with two or more items. */
let renner: LabelOrder;
/** A Camicado (3) A order of nature Normal or Importado, and who sees it. */
let camicado: { order: LabelOrder; login: string };

const ORDERS = /* GraphQL */ `
  query ($pagina: Int!, $filtro: FiltroPedido) {
    listarPedidos(pagina: $pagina, filtro: $filtro, max: 40) {
      id
      naturezaPedido
    }
  }
`;

const ITEMS = /* GraphQL */ `
  query ($id: ID!) {
    buscarItensPorPedidoIdParaSeloCaixa(idPedido: $id) ${selectionOf(labelItemSchema)}
  }
`;

/**
 * The first A order of the company the token sees whose items suit the journeys: `min` items or more, item
 * codes unique (the rows are found by code), and what `fits` asks of them.
 */
async function findOrder(
  token: string,
  filtro: Record<string, unknown>,
  min: number,
  fits: (items: LabelItem[]) => boolean = () => true,
): Promise<LabelOrder | null> {
  for (let pagina = 0; pagina < 10; pagina++) {
    const page = await apiGraphql<{ listarPedidos: { id: number; naturezaPedido: string }[] }>(token, ORDERS, {
      pagina,
      filtro,
    });
    if (page.listarPedidos.length === 0) break;
    for (const candidate of page.listarPedidos) {
      const { buscarItensPorPedidoIdParaSeloCaixa: items } = await apiGraphql<{
        buscarItensPorPedidoIdParaSeloCaixa: LabelItem[];
      }>(token, ITEMS, { id: String(candidate.id) });
      if (items.length < min || items.length > 12) continue;
      if (new Set(items.map((item) => item.codItem)).size !== items.length) continue;
      if (fits(items)) return { id: candidate.id, items };
    }
  }
  return null;
}

/** Starts the stand-in on Browser Print's own port (the web app's client has the address built in). */
async function startStandIn(options: Omit<PrinterStandInOptions, 'port' | 'host'>): Promise<PrinterStandIn> {
  await standIn?.stop();
  try {
    standIn = await startPrinterStandIn({ ...options, port: 9100, host: '127.0.0.1' });
  } catch (error) {
    throw new Error(`the printer stand-in could not listen on 127.0.0.1:9100 (another run using it?): ${error}`);
  }
  return standIn;
}

function printer(): PrinterStandIn {
  if (!standIn) throw new Error('the printer stand-in is not running');
  return standIn;
}

beforeAll(async () => {
  supplierToken = await apiToken('fornecedor');
  const found = await findOrder(
    supplierToken,
    { status: 'A', idEmpresa: 1 },
    2,
    // the first quantity is changed below its qtCompra; the stamps stay a few dozen at most
    (items) =>
      items[0]!.qtCompra >= 3 &&
      items.slice(0, 2).reduce((sum, item) => sum + Math.min(item.qtVolume, item.qtCompra), 0) <= 60,
  );
  if (!found) throw new Error('no Renner A order of supplier A with two or more items');
  renner = found;

  for (const login of ['fornecedor', 'admin']) {
    const token = login === 'fornecedor' ? supplierToken : await apiToken(login);
    for (const naturezaPedido of ['Normal', 'Importado']) {
      const order = await findOrder(token, { status: 'A', idEmpresa: 3, naturezaPedido }, 1);
      if (order) {
        camicado = { order, login };
        break;
      }
    }
    if (camicado) break;
  }
  if (!camicado) throw new Error('no Camicado A order of nature Normal or Importado');

  await startStandIn({ devices: [ZEBRA], defaultUid: ZEBRA.uid });
}, 240_000);

afterAll(async () => {
  await standIn?.stop();
});

function texts(lang: Lang) {
  return CATALOGUES[lang];
}

/** Fills the {{name}} placeholders of a catalogue text. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? `{{${key}}}`));
}

async function bodyOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The labels written since `from`, without the status queries ("~HQES") the panel may send. */
function labelWrites(from: number): StandInWrite[] {
  return printer()
    .writes.slice(from)
    .filter((write) => !write.data.includes('~HQES'));
}

/** The ^XA…^XZ label formats of a ZPL file. */
function formatsOf(zpl: string): string[] {
  return zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
}

/** POST /api/etiquetas/… with a bearer token, as the pages call it. */
async function apiLabelFile(token: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-target-service': 'labels' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  return file;
}

function printerPanel(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: texts(lang).printer.title });
}

function row(page: Page, item: LabelItem): Locator {
  return page.getByTestId(`label-row-${item.codItem}`);
}

function rowCheckbox(page: Page, lang: Lang, item: LabelItem): Locator {
  return page.getByRole('checkbox', { name: fill(texts(lang).labels.table.select, { code: item.codItem }) });
}

function quantityBox(page: Page, lang: Lang, item: LabelItem): Locator {
  return page.getByRole('textbox', { name: fill(texts(lang).labels.table.quantityOf, { code: item.codItem }) });
}

/** Picks an output (Zebra / TXT) in the output panel's segmented control. */
async function chooseOutput(page: Page, lang: Lang, output: 'zpl' | 'txt'): Promise<void> {
  await page.getByTestId('label-output').getByText(texts(lang).labels.output.outputs[output], { exact: true }).click();
  await expect.poll(() => page.getByTestId('label-file-name').inputValue()).toMatch(new RegExp(`\\.${output}$`));
}

/** The label pages: their path and the catalogue entry of their title. */
const LABEL_PAGES = { 'price-tag': 'priceTag', 'box-tag': 'boxTag' } as const;

/** Waits for the label page's heading of the order. */
async function labelPageOpen(page: Page, lang: Lang, screen: keyof typeof LABEL_PAGES, orderId: number): Promise<void> {
  const title = texts(lang).labels[LABEL_PAGES[screen]].titleOrder;
  await page.getByRole('heading', { name: fill(title, { id: orderId }) }).waitFor();
}

/** Opens a label page of the order by its address and waits for its heading. */
async function openLabelPage(page: Page, lang: Lang, screen: keyof typeof LABEL_PAGES, orderId: number): Promise<void> {
  await page.goto(`/${screen}?id=${orderId}`);
  await labelPageOpen(page, lang, screen, orderId);
}

/** Opens a label page from /main: filters the order (Enter), ticks it, clicks the bottom-bar action, waits for the page. */
async function openFromMain(page: Page, lang: Lang, screen: keyof typeof LABEL_PAGES, orderId: number): Promise<void> {
  await searchAndTickOrder(page, lang, orderId);
  const action = texts(lang).orders.inquiry.actions[LABEL_PAGES[screen]];
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${screen}`);
  await labelPageOpen(page, lang, screen, orderId);
}

/** Opens a label page with one item ticked, for a person to look at: axe clean and a screenshot. */
async function lookAtLabelPage(
  page: Page,
  lang: Lang,
  screen: keyof typeof LABEL_PAGES,
  orderId: number,
  item: LabelItem,
): Promise<void> {
  await openLabelPage(page, lang, screen, orderId);
  await panelReady(page, lang);
  await rowCheckbox(page, lang, item).check();
  await checkA11y(page, `${screen} ${lang}`);
  await screenshot(page, screen, lang);
}

/**
 * The page opens without asking the print service anything (no probe, so no connection error in the console and no
 * "printer unavailable" before anything was printed); "Search printers" finds the stand-in's printer.
 */
async function panelReady(page: Page, lang: Lang): Promise<Locator> {
  const panel = printerPanel(page, lang);
  await expect.poll(() => panel.getAttribute('data-state')).toBe('idle');
  await panel.getByTestId('printer-idle').waitFor();
  await panel.getByRole('button', { name: texts(lang).printer.search, exact: true }).click();
  await expect.poll(() => panel.getAttribute('data-state')).toBe('ready');
  return panel;
}

describe('labels: price tags and box stamps on the local printer', () => {
  test('pt-BR: price tags from /main, printed on the default printer, downloaded as ZPL and TXT', async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    const [first, second] = renner.items as [LabelItem, LabelItem];
    printer().setDevices([ZEBRA]);
    printer().setDefault(ZEBRA.uid);
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await openFromMain(page, lang, 'price-tag', renner.id);

      // the panel finds the stand-in's default printer when asked
      const panel = await panelReady(page, lang);
      await expect.poll(() => panel.getByTestId('printer-name').innerText()).toBe(ZEBRA.name);
      await panel.getByText(t.printer.defaultBadge, { exact: true }).waitFor();
      await expect.poll(() => panel.getByRole('alert').count()).toBe(0);

      // nothing ticked: nothing to generate
      await expect.poll(() => page.getByTestId('label-print').isDisabled()).toBe(true);
      await expect.poll(() => page.getByTestId('label-blocked-reason').innerText()).toBe(t.labels.priceTag.selectItems);

      // tick two items (each gets its qtCompra); the first one's quantity: digits only, capped at qtCompra
      await rowCheckbox(page, lang, first).check();
      await rowCheckbox(page, lang, second).check();
      const firstQuantity = quantityBox(page, lang, first);
      await expect.poll(() => firstQuantity.inputValue()).toBe(String(first.qtCompra));
      await expect.poll(() => quantityBox(page, lang, second).inputValue()).toBe(String(second.qtCompra));
      await firstQuantity.fill('');
      await firstQuantity.pressSequentially('2x-,');
      await expect.poll(() => firstQuantity.inputValue()).toBe('2');
      await firstQuantity.fill(String(first.qtCompra + 7));
      await expect.poll(() => firstQuantity.inputValue()).toBe(String(first.qtCompra));
      await firstQuantity.fill('2');
      await expect.poll(() => firstQuantity.inputValue()).toBe('2');
      await expect.poll(() => row(page, first).getAttribute('data-marked')).toBeNull();
      const quantities = [2, second.qtCompra];

      // Print: the page asks the API for the ZPL and sends it to the printer, once
      const before = printer().writes.length;
      const [sent] = await Promise.all([
        page.waitForRequest((request) => request.url().endsWith('/api/etiquetas/etiqueta')),
        page.getByTestId('label-print').click(),
      ]);
      await page
        .locator('.toast-success')
        .getByText(fill(t.printer.sent, { name: ZEBRA.name }))
        .waitFor();
      const body = {
        idPedido: renner.id,
        itens: [
          { id: first.id, quantidade: quantities[0] },
          { id: second.id, quantidade: quantities[1] },
        ],
        nomeArquivo: `${PRICE_TAG_FILE}.zpl`,
        tipoEtiqueta: 1,
      };
      expect(sent.postDataJSON()).toEqual(body);
      const writes = labelWrites(before);
      expect(writes).toHaveLength(1);
      expect(writes[0]!.device.uid).toBe(ZEBRA.uid);
      const expected = await apiLabelFile(supplierToken, '/etiquetas/etiqueta', body);
      expect(expected.status).toBe(200);
      expect(writes[0]!.data).toBe(expected.text);
      const formats = formatsOf(writes[0]!.data);
      expect(formats).toHaveLength(2);
      formats.forEach((format, i) => expect(format).toContain(`^PQ${quantities[i]},`));
      await checkA11y(page, 'price-tag pt-BR');
      await screenshot(page, 'price-tag', lang);

      // Download as Zebra: saved as <name>_<order>.txt, the ZPL itself
      const zpl = await download(page, () => page.getByTestId('label-download').click());
      expect(zpl.suggestedFilename()).toBe(`${PRICE_TAG_FILE}_${renner.id}.txt`);
      const zplText = (await bodyOf(zpl)).toString('utf8');
      expect(zplText.startsWith('^XA')).toBe(true);
      expect(zplText).toBe(expected.text);

      // TXT: no Print, the same name, a ;-separated file with its header
      await chooseOutput(page, lang, 'txt');
      await expect.poll(() => page.getByTestId('label-print').count()).toBe(0);
      const txt = await download(page, () => page.getByTestId('label-download').click());
      expect(txt.suggestedFilename()).toBe(`${PRICE_TAG_FILE}_${renner.id}.txt`);
      const lines = (await bodyOf(txt)).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('CODIGO;DESCRICAO;TAMANHO;COR;PRECO;EAN;QUANTIDADE');
      expect(lines.slice(1, 3).map((line) => line.split(';')[0])).toEqual([first.codItem, second.codItem]);
      expect(lines.slice(1, 3).map((line) => line.split(';').at(-1))).toEqual(quantities.map(String));
      // exactly one label was printed in all this
      expect(labelWrites(before)).toHaveLength(1);

      // the box stamps page in Portuguese, for a person to look at
      await lookAtLabelPage(page, lang, 'box-tag', renner.id, first);
    });
  });

  test('en-US: box stamps refuse a quantity outside the tolerance, then print one stamp per box', async () => {
    const lang: Lang = 'en-US';
    const t = texts(lang);
    const [first, second] = renner.items as [LabelItem, LabelItem];
    // two printers: the default one is chosen, the user picks the other
    printer().setDevices([ZEBRA, OTHER_ZEBRA]);
    printer().setDefault(OTHER_ZEBRA.uid);
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await openFromMain(page, lang, 'box-tag', renner.id);

      const panel = await panelReady(page, lang);
      const picker = panel.getByRole('combobox', { name: t.printer.choosePrinter });
      await expect.poll(() => picker.inputValue()).toBe(OTHER_ZEBRA.uid);
      await picker.selectOption(ZEBRA.uid);
      await expect.poll(() => picker.inputValue()).toBe(ZEBRA.uid);

      await page.getByRole('radio', { name: t.labels.boxTag.options.layouts.DETALHADO.label }).check();
      await rowCheckbox(page, lang, first).check();
      await rowCheckbox(page, lang, second).check();
      await expect.poll(() => quantityBox(page, lang, first).inputValue()).toBe(String(first.qtCompra));

      // outside default ± 5 %: the row is marked, nothing can be generated
      const tolerance = Math.floor(first.qtCompra * 0.05);
      const firstQuantity = quantityBox(page, lang, first);
      await firstQuantity.fill(String(first.qtCompra + tolerance + 1));
      await expect.poll(() => row(page, first).getAttribute('data-marked')).toBe('true');
      await expect.poll(() => row(page, first).innerText()).toContain(errorMessage(lang, 'boxTagVolumeWarning'));
      await expect.poll(() => row(page, second).getAttribute('data-marked')).toBeNull();
      await expect.poll(() => page.getByTestId('label-print').isDisabled()).toBe(true);
      await expect.poll(() => page.getByTestId('label-download').isDisabled()).toBe(true);
      await expect
        .poll(() => page.getByTestId('label-blocked-reason').innerText())
        .toBe(fill(t.labels.boxTag.fixMarked, { n: 1 }));
      await checkA11y(page, 'box-tag marked en-US');
      await screenshot(page, 'box-tag-marked', lang);

      // back inside the tolerance (its lower edge): Print sends one stamp per box
      const quantity = first.qtCompra - tolerance;
      await firstQuantity.fill(String(quantity));
      await expect.poll(() => row(page, first).getAttribute('data-marked')).toBeNull();
      await expect.poll(() => page.getByTestId('label-print').isDisabled()).toBe(false);
      const boxes = [boxStampPlan(first, quantity).length, boxStampPlan(second, second.qtCompra).length];
      await expect.poll(() => page.getByTestId(`label-boxes-${first.codItem}`).innerText()).toBe(String(boxes[0]));
      await expect.poll(() => page.getByTestId(`label-boxes-${second.codItem}`).innerText()).toBe(String(boxes[1]));

      const before = printer().writes.length;
      const [sent] = await Promise.all([
        page.waitForRequest((request) => request.url().endsWith('/api/etiquetas/selo')),
        page.getByTestId('label-print').click(),
      ]);
      expect(sent.postDataJSON()).toMatchObject({ idPedido: renner.id, tipoSelo: 'DETALHADO', modelo: 1 });
      await page
        .locator('.toast-success')
        .getByText(fill(t.printer.sent, { name: ZEBRA.name }))
        .waitFor();
      const writes = labelWrites(before);
      expect(writes).toHaveLength(1);
      expect(writes[0]!.device.uid).toBe(ZEBRA.uid);
      const stamps = formatsOf(writes[0]!.data);
      expect(stamps).toHaveLength(boxes[0]! + boxes[1]!);
      for (const stamp of stamps) {
        expect(stamp).toContain('^PQ1,');
        expect(stamp).toContain('^LL800'); // DETALHADO: 100 × 100 mm
      }
      const numbered = stamps.map((stamp) => /CAIXA (\d+)\/(\d+)/.exec(stamp)?.slice(1).join('/'));
      const wanted = boxes.flatMap((n) => Array.from({ length: n }, (_, i) => `${i + 1}/${n}`));
      expect(numbered).toEqual(wanted);
      await checkA11y(page, 'box-tag en-US');
      await screenshot(page, 'box-tag', lang);

      // TXT: one line per box
      await chooseOutput(page, lang, 'txt');
      const txt = await download(page, () => page.getByTestId('label-download').click());
      expect(txt.suggestedFilename()).toBe(`${BOX_STAMP_FILE}_${renner.id}.txt`);
      const lines = (await bodyOf(txt)).toString('utf8').split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('PEDIDO;FORNECEDOR;CD;ITEM;DESCRICAO;QTD_CAIXA;CAIXA;TOTAL_CAIXAS;CODIGO_BARRAS');
      expect(lines).toHaveLength(1 + boxes[0]! + boxes[1]!);

      // the price tag page in English, for a person to look at
      await lookAtLabelPage(page, lang, 'price-tag', renner.id, first);
    });
  });

  test("pt-BR: Camicado's price tags are only a PDF", async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    const { order, login } = camicado;
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, login, lang);
      await openLabelPage(page, lang, 'price-tag', order.id);
      await rowCheckbox(page, lang, order.items[0]!).check();
      // one output, no Print, no printer, no file name
      await expect.poll(() => page.getByTestId('label-output').innerText()).toBe(t.labels.output.outputs.pdf);
      await page.getByText(t.labels.output.pdfHint).waitFor();
      expect(await page.getByTestId('label-print').count()).toBe(0);
      expect(await page.getByTestId('label-file-name').count()).toBe(0);
      expect(await printerPanel(page, lang).count()).toBe(0);
      await checkA11y(page, 'price-tag camicado pt-BR');
      await screenshot(page, 'price-tag-camicado', lang);

      const pdf = await download(page, () => page.getByTestId('label-download').click());
      expect(pdf.suggestedFilename()).toBe('etiqueta_camicado_pdf.pdf');
      const body = await bodyOf(pdf);
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.length).toBeGreaterThan(1000);
    });
  });

  test('pt-BR: no print service, no printer, a printer the service forgot', async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    const item = renner.items[0]!;
    await printer().stop();
    const { context, page } = await newJourney(browser, lang);
    // the searches the page makes: each reaches http://localhost:9100 first
    let serviceCalls = 0;
    page.on('request', (request) => {
      if (request.url().startsWith('http://localhost:9100/available')) serviceCalls += 1;
    });
    // what Chrome logs for a refused connection to the print service ("Failed to load resource: net::ERR_…")
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      const printService = /localhost:910[01]/.test(message.location().url) || message.text().includes('net::ERR_');
      if (message.type() === 'error' && printService) consoleErrors.push(message.text());
    });
    try {
      await signInAndWait(page, 'fornecedor', lang);
      await openLabelPage(page, lang, 'price-tag', renner.id);
      const panel = printerPanel(page, lang);
      const alert = panel.getByRole('alert');
      const search = panel.getByRole('button', { name: t.printer.search, exact: true });

      // the page opens quietly: no probe of the print service, no connection error logged, no "printer unavailable"
      await panel.getByTestId('printer-idle').waitFor();
      await page.waitForLoadState('networkidle');
      expect(serviceCalls).toBe(0);
      expect(consoleErrors).toEqual([]);
      expect(await alert.count()).toBe(0);
      // the service is not running: the search the user asks for says printer010
      let calls = serviceCalls;
      const started = Date.now();
      await search.click();
      await expect.poll(() => serviceCalls).toBeGreaterThan(calls);
      await expect.poll(() => panel.getAttribute('data-state')).toBe('error');
      await expect.poll(() => alert.getAttribute('data-code')).toBe('printer010');
      // a refused connection fails at once, not after the client's 4 s wait
      expect(Date.now() - started).toBeLessThan(3_900);
      await expect.poll(() => alert.innerText()).toContain(errorMessage(lang, 'printer010'));
      await alert.getByText(t.printer.hint).waitFor();
      await checkA11y(page, 'price-tag printer010 pt-BR');
      await screenshot(page, 'price-tag-printer-error', lang);

      // the service runs but has no printer: printer011
      await startStandIn({ devices: [], defaultUid: null });
      calls = serviceCalls;
      await search.click();
      await expect.poll(() => serviceCalls).toBeGreaterThan(calls);
      await expect.poll(() => alert.getAttribute('data-code')).toBe('printer011');
      await expect.poll(() => alert.innerText()).toContain(errorMessage(lang, 'printer011'));

      // a printer appears (and is the default); then the service forgets it: Print says printer012
      printer().setDevices([ZEBRA]);
      printer().setDefault(ZEBRA.uid);
      await search.click();
      await expect.poll(() => panel.getByTestId('printer-name').innerText()).toBe(ZEBRA.name);
      await expect.poll(() => alert.count()).toBe(0);
      printer().setDevices([]);
      await rowCheckbox(page, lang, item).check();
      const before = printer().writes.length;
      await page.getByTestId('label-print').click();
      await page.locator('.toast-error').getByText(errorMessage(lang, 'printer012')).waitFor();
      await expect.poll(() => alert.getAttribute('data-code')).toBe('printer012');
      expect(labelWrites(before)).toHaveLength(0);
    } finally {
      await context.close();
      await startStandIn({ devices: [ZEBRA], defaultUid: ZEBRA.uid });
    }
  });

  test("a supplier opening another supplier's order sees not found", async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor2', lang);
      for (const path of ['/price-tag', '/box-tag']) {
        await page.goto(`${path}?id=${renner.id}`);
        await page.getByRole('alert').getByText(t.labels.notFound.title).waitFor();
        await page.getByText(fill(t.labels.notFound.text, { id: renner.id })).waitFor();
        expect(await page.getByTestId(`label-row-${renner.items[0]!.codItem}`).count()).toBe(0);
      }
      // nor does the API hand its labels out
      const token = await apiToken('fornecedor2');
      const refused = await apiLabelFile(token, '/etiquetas/etiqueta', {
        idPedido: renner.id,
        itens: [{ id: renner.items[0]!.id, quantidade: 1 }],
        nomeArquivo: 'x.zpl',
        tipoEtiqueta: 1,
      });
      expect(refused.status).toBe(404);
      expect(refused.text).not.toContain('^XA');
    });
  });
});
