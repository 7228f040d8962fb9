import { readFile } from 'node:fs/promises';
import {
  addDays,
  commercialWeekOf,
  formatDateBr,
  shortTime,
  type FreeGatesDto,
  type GateDto,
  type LoadDetailDto,
} from '@portal/domain';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { pdfText } from '../apps/server/test/support/pdf-text';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiToken, CATALOGUES, errorMessage, switchLanguage } from './support/portal';
import { signInAndWait, useBrowser, withJourney } from './support/journeys';
import { freeOrders, json, type WeekOrder } from './support/loads-api';

/* ------------------------------------------------------------------------------------------------ */
/* The API: a load of our own (fornecedor, CD 4 or 2, a week from next week on) and known places.    */
/* ------------------------------------------------------------------------------------------------ */

interface Slot {
  idPortao: number;
  nomePortao: string;
  data: string;
  hora: string;
}

/** Every free place of a load, in day, hour and gate order. */
function slotsOf(free: FreeGatesDto): Slot[] {
  const slots = free.portoes.flatMap((gate) =>
    gate.listaHorarios.flatMap((day) =>
      day.horariosDisponiveis.map((hora) => ({
        idPortao: gate.idPortao,
        nomePortao: gate.nomePortao,
        data: day.data,
        hora,
      })),
    ),
  );
  return slots.sort((a, b) => `${a.data} ${a.hora}`.localeCompare(`${b.data} ${b.hora}`) || a.idPortao - b.idPortao);
}

/* ------------------------------------------------------------------------------------------------ */
/* The browser side.                                                                                */
/* ------------------------------------------------------------------------------------------------ */

function weekdayName(lang: Lang, iso: string): string {
  const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay() + 1;
  return CATALOGUES[lang].scheduling.weekdays[String(weekday) as '1'];
}

/** Presses the day, hour and gate buttons of a place on /scheduling. */
async function choose(page: Page, lang: Lang, slot: Slot): Promise<void> {
  const t = CATALOGUES[lang].scheduling.page;
  const day = page.getByRole('group', { name: t.day, exact: true }).getByRole('button', {
    name: `${weekdayName(lang, slot.data)} ${formatDateBr(slot.data).slice(0, 5)}`,
    exact: true,
  });
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  const hour = page
    .getByRole('group', { name: t.hour, exact: true })
    .getByRole('button', { name: shortTime(slot.hora), exact: true });
  await hour.click();
  await expect.poll(() => hour.getAttribute('aria-pressed')).toBe('true');
  const gate = page
    .getByRole('group', { name: t.gate, exact: true })
    .getByRole('button', { name: slot.nomePortao, exact: true });
  await gate.click();
  await expect.poll(() => gate.getAttribute('aria-pressed')).toBe('true');
}

async function openScheduling(page: Page, lang: Lang, idCarga: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/scheduling' && url.search === `?id=${idCarga}`);
  const t = CATALOGUES[lang].scheduling.page;
  await page.getByRole('heading', { level: 1, name: t.title.replace('{{id}}', String(idCarga)) }).waitFor();
  await page.getByRole('group', { name: t.day, exact: true }).waitFor();
}

/** Opens /load-details and presses one of its load actions (Schedule, Update schedule). */
async function loadAction(page: Page, idCarga: number, name: string): Promise<void> {
  await page.goto(`/load-details?id=${idCarga}`);
  await page.getByRole('button', { name, exact: true }).click();
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function loadDetail(token: string, idCarga: number): Promise<LoadDetailDto> {
  return json<LoadDetailDto>(token, `/carga/detalhe/${idCarga}`);
}

async function bodyOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/* ------------------------------------------------------------------------------------------------ */

const browser = useBrowser();
let tokenSupplier: string;
let tokenAdmin: string;
/** the load the journeys book, move, cancel and book again */
let mainLoad: number;
/** the load that takes a place from under the main one */
let otherLoad: number;
let idCd: number;
/** gates of the CD that take one load per slot */
let singleGates: Set<number>;

beforeAll(async () => {
  tokenSupplier = await apiToken('fornecedor');
  tokenAdmin = await apiToken('admin');

  // two approved orders of fornecedor at CD 4 (else 2) in one week from next week on, in no load yet: the demo data
  // promises four at both CDs in every week of the horizon ("free approved orders", apps/server/src/db/seed/demo-guarantees.ts)
  let picked: { cd: number; orders: WeekOrder[] } | null = null;
  search: for (const weeksAhead of [1, 2, 3]) {
    const week = commercialWeekOf(addDays(journeyToday(), 7 * weeksAhead));
    for (const cd of [4, 2]) {
      const approved = (await freeOrders(tokenSupplier, cd, week.year * 100 + week.week)).filter(
        (o) => o.status === 'A',
      );
      if (approved.length >= 2) {
        picked = { cd, orders: approved };
        break search;
      }
    }
  }
  if (!picked) throw new Error('fornecedor has no two free approved orders at CD 2 or 4 in the next three weeks');
  idCd = picked.cd;
  const assemble = (idPedido: number) =>
    json<LoadDetailDto>(
      tokenSupplier,
      '/carga/montarcarga/',
      { method: 'POST', body: JSON.stringify({ idPedidos: [idPedido] }) },
      201,
    );
  mainLoad = (await assemble(picked.orders[0]!.id)).idCarga;
  otherLoad = (await assemble(picked.orders[1]!.id)).idCarga;

  const gates = await json<GateDto[]>(tokenAdmin, `/portoes/cd/${idCd}`);
  singleGates = new Set(gates.filter((g) => !g.capacidadeDinamica).map((g) => g.id));
  expect(singleGates.size).toBeGreaterThan(0);
});

describe('scheduling: book, move and cancel a load', () => {
  test('fornecedor schedules from /load-details, moves the booking, then cancels it', async () => {
    const lang: Lang = 'pt-BR';
    const loads = CATALOGUES[lang].loads.details;
    const t = CATALOGUES[lang].scheduling.page;
    await withJourney(browser, lang, async ({ page }) => {
      const free = await json<FreeGatesDto>(tokenSupplier, `/agendamento/horariosdisponiveis/${mainLoad}`);
      const slots = slotsOf(free);
      expect(slots.length).toBeGreaterThan(1);
      const first = slots[0]!;
      // the move goes to another day when there is one, else another hour or gate
      const second = slots.find((s) => s.data !== first.data) ?? slots[1]!;

      await signInAndWait(page, 'fornecedor', lang);

      // book
      await loadAction(page, mainLoad, loads.actions.schedule);
      await openScheduling(page, lang, mainLoad);
      await page.getByText(free.nomeCd, { exact: false }).first().waitFor();
      const save = page.getByRole('button', { name: t.save, exact: true });
      expect(await save.isDisabled()).toBe(true);
      await choose(page, lang, first);
      expect(await save.isEnabled()).toBe(true);
      await screenshot(page, 'scheduling', lang);
      await checkA11y(page, 'scheduling pt-BR');
      await save.click();
      await expectToast(page, errorMessage(lang, 'scheduling001'));
      await page.waitForURL((url) => url.pathname === '/load-details' && url.search === `?id=${mainLoad}`);
      await page.getByText(formatDateBr(first.data)).first().waitFor();
      await page.getByText(first.nomePortao).first().waitFor();
      const booked = await loadDetail(tokenSupplier, mainLoad);
      expect(booked).toMatchObject({ portao: first.idPortao, dtEntrega: first.data });
      expect(shortTime(booked.horaEntrega!)).toBe(shortTime(first.hora));
      expect(booked.idAgendamento).not.toBeNull();

      // move
      await loadAction(page, mainLoad, loads.actions.updateSchedule);
      await openScheduling(page, lang, mainLoad);
      await page.getByText(t.currentTitle, { exact: true }).waitFor();
      await choose(page, lang, second);
      await page.getByRole('button', { name: t.saveMove, exact: true }).click();
      await expectToast(page, errorMessage(lang, 'scheduling002'));
      await page.waitForURL((url) => url.pathname === '/load-details' && url.search === `?id=${mainLoad}`);
      await page.getByText(formatDateBr(second.data)).first().waitFor();
      const moved = await loadDetail(tokenSupplier, mainLoad);
      expect(moved).toMatchObject({ portao: second.idPortao, dtEntrega: second.data });
      expect(shortTime(moved.horaEntrega!)).toBe(shortTime(second.hora));

      // cancel (confirmed)
      await page.getByRole('button', { name: loads.actions.cancelSchedule, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: loads.cancelSchedule.title });
      await dialog.getByRole('button', { name: loads.cancelSchedule.confirm, exact: true }).click();
      await expectToast(page, errorMessage(lang, 'scheduling003'));
      await page.getByText(loads.cards.notScheduled, { exact: true }).first().waitFor();
      expect((await loadDetail(tokenSupplier, mainLoad)).portao).toBeNull();
    });
  });

  test('a place taken meanwhile shows scheduling010 and the screen offers what is still free', async () => {
    const lang: Lang = 'en-US';
    const t = CATALOGUES[lang].scheduling.page;
    await withJourney(browser, lang, async ({ page }) => {
      const free = await json<FreeGatesDto>(tokenSupplier, `/agendamento/horariosdisponiveis/${mainLoad}`);
      // a gate that takes one load per slot: once the other load is there, the slot is full
      const slot = slotsOf(free).find((s) => singleGates.has(s.idPortao));
      if (!slot) throw new Error('no free place at a single-load gate');

      await signInAndWait(page, 'fornecedor', lang);
      await page.goto(`/scheduling?id=${mainLoad}`);
      await openScheduling(page, lang, mainLoad);
      await choose(page, lang, slot);
      await screenshot(page, 'scheduling', lang);
      await checkA11y(page, 'scheduling en-US');

      // meanwhile the other load books that very place
      await json(
        tokenSupplier,
        '/agendamento/salvarAgendamento/',
        {
          method: 'POST',
          body: JSON.stringify({
            idCarga: otherLoad,
            idPortao: slot.idPortao,
            dtEntrega: slot.data,
            horaEntrega: slot.hora,
          }),
        },
        201,
      );

      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expectToast(page, errorMessage(lang, 'scheduling010'));
      expect(new URL(page.url()).pathname).toBe('/scheduling');
      // the places were fetched again: that gate is no longer offered at that day and hour
      const gates = page.getByRole('group', { name: t.gate, exact: true });
      await expect
        .poll(async () => {
          if (!(await gates.isVisible())) return 'gone';
          return (await gates.getByRole('button', { name: slot.nomePortao, exact: true }).count()) === 0
            ? 'gone'
            : 'offered';
        })
        .toBe('gone');
      expect(await page.getByRole('button', { name: t.save, exact: true }).isDisabled()).toBe(true);
      expect((await loadDetail(tokenSupplier, mainLoad)).portao).toBeNull();
      expect((await loadDetail(tokenSupplier, otherLoad)).portao).toBe(slot.idPortao);
    });
  });
});

describe('scheduling: the report', () => {
  test('admin filters by supplier, gate and date and gets the CSV and the PDF', async () => {
    let lang: Lang = 'pt-BR';
    const booked = await loadDetail(tokenSupplier, otherLoad);
    expect(booked.portao).not.toBeNull();
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'admin', lang);
      await page.goto('/scheduling-report');
      let t = CATALOGUES[lang].scheduling.report;
      await page.getByRole('heading', { level: 1, name: CATALOGUES[lang].screens['scheduling-report'] }).waitFor();
      const form = () => page.getByRole('form', { name: CATALOGUES[lang].scheduling.report.filters });

      // a range that runs backwards is refused on the page
      await form().getByLabel(t.from, { exact: true }).fill(addDays(booked.dtEntrega!, 1));
      await form().getByLabel(t.to, { exact: true }).fill(booked.dtEntrega!);
      await form().getByLabel(t.to, { exact: true }).press('Enter');
      await page.getByText(t.errors.dateRange, { exact: true }).waitFor();

      await form().getByLabel(t.from, { exact: true }).fill(booked.dtEntrega!);
      await form().getByRole('textbox', { name: t.provider, exact: true }).fill(booked.nomeFornecedor);
      await form().getByRole('textbox', { name: t.gate, exact: true }).fill(booked.nomePortao!);
      await expect.poll(() => page.getByText(t.errors.dateRange, { exact: true }).count()).toBe(0);
      await screenshot(page, 'scheduling-report', lang);
      await checkA11y(page, 'scheduling-report pt-BR');

      const get = async (format: 'csv' | 'pdf') => {
        await page.getByRole('button', { name: CATALOGUES[lang].scheduling.report.get, exact: true }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 }),
          page.getByRole('menuitem', { name: CATALOGUES[lang].scheduling.report[format], exact: true }).click(),
        ]);
        return { name: download.suggestedFilename(), body: await bodyOf(download) };
      };

      const csv = await get('csv');
      expect(csv.name).toBe('relatorio_agendamento.csv');
      const lines = csv.body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .filter((l) => l !== '');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      const row = lines.slice(1).find((l) => l.split(';').includes(String(otherLoad)));
      expect(row, `the CSV lists load ${otherLoad}:\n${lines.join('\n')}`).toBeDefined();
      expect(row).toContain(formatDateBr(booked.dtEntrega!));
      // every row matches the filters
      for (const line of lines.slice(1)) expect(line).toContain(formatDateBr(booked.dtEntrega!));

      const pdf = await get('pdf');
      expect(pdf.name).toBe('relatorio_agendamento.pdf');
      expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(pdf.body)).toContain(String(otherLoad));

      // the English screen
      await switchLanguage(page, 'pt-BR', 'en-US');
      lang = 'en-US';
      t = CATALOGUES[lang].scheduling.report;
      await page.getByRole('heading', { level: 1, name: CATALOGUES[lang].screens['scheduling-report'] }).waitFor();
      await screenshot(page, 'scheduling-report', lang);
      const english = await get('pdf');
      expect(english.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(english.body)).toContain('Scheduling report');
    });
  });
});
