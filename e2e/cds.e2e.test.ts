import {
  addDays,
  commercialWeekOf,
  formatDateBr,
  minimumVariationStart,
  shortTime,
  weekdayOf,
  yearWeekKey,
  type CdDetailDto,
  type CdExceptionDto,
  type CdListItemDto,
  type FreeGatesDto,
  type GateDto,
  type GateVariationDto,
  type LoadDetailDto,
  type LoadListItemDto,
} from '@portal/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiToken, CATALOGUES, errorMessage, text } from './support/portal';
import { signInAndWait, useBrowser, withJourney } from './support/journeys';

/* ------------------------------------------------------------------------------------------------ */
/* CD administration journeys: only CD 5 (Duque de Caxias), with a gate of their own (unique name). */
/* ------------------------------------------------------------------------------------------------ */

const CD = 5;
const GATE_NAME = `E2E Portão ${Date.now().toString(36)}`;
/** The new gate's capacity (volumes per slot) on weekdays: any seeded load fits. */
const GATE_CAPACITY = 100_000;
/** Slot starts of a 08:00-18:00 day every hour. */
const HOURLY_SLOTS = Array.from({ length: 10 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00:00`);

async function api<T>(token: string, path: string, expected = 200): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-target-service': 'cds' },
  });
  expect(response.status, path).toBe(expected);
  return (await response.json()) as T;
}

async function send(token: string, method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-target-service': 'scheduling' },
    body: JSON.stringify(body),
  });
}

async function exceptionsOf(token: string): Promise<CdExceptionDto[]> {
  const response = await fetch(`${inject('baseUrl')}/api/excecoes/cd/${CD}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status === 404 ? [] : ((await response.json()) as CdExceptionDto[]);
}

/** A weekday (Monday to Friday) at least `days` ahead that is not already a CD exception. */
function freeWeekday(after: string, exceptions: readonly CdExceptionDto[]): string {
  let date = after;
  while (weekdayOf(date) === 1 || weekdayOf(date) === 7 || exceptions.some((e) => e.data === date))
    date = addDays(date, 1);
  return date;
}

/** A text of the CD area's catalogue. */
const c = (lang: Lang) => CATALOGUES[lang].cds;

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function openTab(page: Page, lang: Lang, tab: keyof ReturnType<typeof c>['details']['tabs']): Promise<void> {
  await page.getByRole('tab', { name: c(lang).details.tabs[tab], exact: true }).click();
}

/** Turns a day's "open" switch off with the keyboard (the switch's track covers its input from the pointer). */
async function switchOff(toggle: Locator): Promise<void> {
  await toggle.press('Space');
  await expect.poll(() => toggle.isChecked()).toBe(false);
}

function weekday(lang: Lang, day: number): string {
  return c(lang).weekdays[day as 1];
}

/** Signs the admin in and opens /cd-list; answers its table once the CDs are listed. */
async function openCdListAsAdmin(page: Page, lang: Lang): Promise<Locator> {
  await signInAndWait(page, 'admin', lang);
  await page.goto('/cd-list');
  const list = page.getByRole('table', { name: c(lang).list.tableLabel });
  await list.getByRole('link').first().waitFor();
  return list;
}

async function waitForCdDetails(page: Page, lang: Lang): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/cd-details' && url.searchParams.get('id') === String(CD));
  await page.getByRole('table', { name: c(lang).hours.tableLabel }).waitFor();
}

/* /scheduling (the scheduling area's texts): what the admin sees of a load's free places. */

/** Waits until /scheduling shows the load's day buttons. */
async function waitForScheduling(page: Page, lang: Lang, idCarga: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/scheduling' && url.searchParams.get('id') === String(idCarga));
  await page
    .getByRole('heading', { level: 1, name: text(lang, 'scheduling.page.title').replace('{{id}}', String(idCarga)) })
    .waitFor();
  await page.getByRole('group', { name: text(lang, 'scheduling.page.day'), exact: true }).waitFor();
}

/** The day button of a date ("Quarta-feira 02/12"). */
function dayButton(page: Page, lang: Lang, date: string) {
  return page.getByRole('group', { name: text(lang, 'scheduling.page.day'), exact: true }).getByRole('button', {
    name: `${text(lang, `scheduling.weekdays.${weekdayOf(date)}`)} ${formatDateBr(date).slice(0, 5)}`,
    exact: true,
  });
}

/** Presses a day and answers the hour buttons it offers ("08:00", …). */
async function hoursOffered(page: Page, lang: Lang, date: string): Promise<string[]> {
  const day = dayButton(page, lang, date);
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  const hours = page.getByRole('group', { name: text(lang, 'scheduling.page.hour'), exact: true }).getByRole('button');
  await hours.first().waitFor();
  return Promise.all((await hours.all()).map(async (b) => (await b.getAttribute('aria-label')) ?? ''));
}

/** Presses a day and an hour and answers the names of the gate buttons offered then. */
async function gatesOffered(page: Page, lang: Lang, date: string, hour: string): Promise<string[]> {
  expect(await hoursOffered(page, lang, date)).toContain(shortTime(hour));
  const button = page
    .getByRole('group', { name: text(lang, 'scheduling.page.hour'), exact: true })
    .getByRole('button', { name: shortTime(hour), exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  const gates = page.getByRole('group', { name: text(lang, 'scheduling.page.gate'), exact: true }).getByRole('button');
  await gates.first().waitFor();
  return Promise.all((await gates.all()).map(async (b) => (await b.getAttribute('aria-label')) ?? ''));
}

/** The hours some gate offers on a date ("08:00:00", …): what /scheduling lists for that day. */
function hoursOn(places: FreeGatesDto, date: string): string[] {
  const all = places.portoes.flatMap((p) => p.listaHorarios.find((d) => d.data === date)?.horariosDisponiveis ?? []);
  return [...new Set(all)].sort();
}

/** The gates free on a date at an hour, in the order /scheduling shows them. */
function gatesAt(places: FreeGatesDto, date: string, hour: string): string[] {
  return places.portoes
    .filter((p) => p.listaHorarios.find((d) => d.data === date)?.horariosDisponiveis.includes(hour))
    .map((p) => p.nomePortao);
}

const browser = useBrowser();
let admin: string;
let cd: CdListItemDto;

beforeAll(async () => {
  admin = await apiToken('admin');
  const cds = await api<CdListItemDto[]>(admin, '/cd/listar');
  cd = cds.find((x) => x.id === CD)!;
  expect(cd).toBeDefined();
});

describe('cds: CD administration by an admin (CD 5)', () => {
  test('hours, exceptions, a new gate and variations, seen on /scheduling too, each refusal translated', async () => {
    const lang: Lang = 'pt-BR';
    const t = c(lang);
    await withJourney(browser, lang, async ({ context, page }) => {
      /* /cd-list → CD 5 */
      const list = await openCdListAsAdmin(page, lang);
      expect(await list.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
      await checkA11y(page, 'cd-list pt-BR');
      await screenshot(page, 'cd-list', lang);
      await list
        .getByRole('link', {
          name: t.list.open.replace('{{code}}', cd.codigo).replace('{{name}}', cd.nome),
          exact: true,
        })
        .click();
      await waitForCdDetails(page, lang);

      /* opening hours: a refusal before sending, a refusal of the server, then a change saved */
      const hours = page.getByRole('table', { name: t.hours.tableLabel });
      const time = (key: 'startOf' | 'endOf', day: number) =>
        hours.getByRole('textbox', { name: t.hours[key].replace('{{day}}', weekday(lang, day)), exact: true });
      await checkA11y(page, 'cd-details hours pt-BR');
      await screenshot(page, 'cd-details-hours', lang);

      await time('endOf', 3).fill('05:00');
      await page.getByRole('button', { name: t.hours.save }).click();
      await page.getByText(t.hours.endBeforeStart.replace('{{days}}', weekday(lang, 3)), { exact: true }).waitFor();
      await page.getByRole('button', { name: t.hours.reset }).click();
      await expect.poll(() => time('endOf', 3).inputValue()).toBe('22:00');

      // the gates open 08:00-18:00 on Monday: 10:00-12:00 would leave them outside (cdHour010, naming Monday)
      await time('startOf', 2).fill('10:00');
      await time('endOf', 2).fill('12:00');
      await page.getByRole('button', { name: t.hours.save }).click();
      await toast(page, `${errorMessage(lang, 'cdHour010')} (${weekday(lang, 2)})`);
      await page.getByRole('button', { name: t.hours.reset }).click();

      await time('endOf', 7).fill('14:00');
      await page.getByRole('button', { name: t.hours.save }).click();
      await toast(page, errorMessage(lang, 'cdHour001'));
      const saved = await api<CdDetailDto>(admin, `/cd/detalhe/${CD}`);
      expect(saved.horarioCd.find((h) => h.idDiaSemana === 7)).toMatchObject({ hrFim: '14:00:00' });

      /* exceptions: add on a future weekday, the same date again (cdException010), delete after confirming */
      await openTab(page, lang, 'exceptions');
      const exceptionForm = page.getByRole('form', { name: t.exceptions.addTitle });
      const exceptionDate = freeWeekday(addDays(journeyToday(), 45), await exceptionsOf(admin));
      const addException = async (title: string, date: string) => {
        await exceptionForm.getByRole('textbox', { name: t.exceptions.title }).fill(title);
        await exceptionForm.getByRole('textbox', { name: t.exceptions.date }).fill(formatDateBr(date));
        await exceptionForm.getByRole('button', { name: t.exceptions.add }).click();
      };
      await exceptionForm.getByRole('button', { name: t.exceptions.add }).click();
      expect(await exceptionForm.getByText(t.form.required, { exact: true }).count()).toBe(2);
      await addException('Inventário anual do CD Duque de Caxias', exceptionDate);
      await toast(page, errorMessage(lang, 'cdException001'));
      const exceptionsTable = page.getByRole('table', { name: t.exceptions.tableLabel });
      const exceptionRow = exceptionsTable.locator('tr', { hasText: formatDateBr(exceptionDate) });
      await exceptionRow.waitFor();
      // the title is cut at 25 characters, the full text kept for the tooltip and screen readers
      expect(await exceptionRow.locator('[data-full-text]').getAttribute('data-full-text')).toBe(
        'Inventário anual do CD Duque de Caxias',
      );
      await checkA11y(page, 'cd-details exceptions pt-BR');
      await screenshot(page, 'cd-details-exceptions', lang);
      await addException('Outra vez', exceptionDate);
      await toast(page, errorMessage(lang, 'cdException010'));
      await exceptionsTable
        .getByRole('button', { name: t.exceptions.deleteOf.replace('{{date}}', formatDateBr(exceptionDate)) })
        .click();
      const confirmException = page.getByRole('dialog', { name: t.exceptions.confirmTitle });
      await confirmException.getByRole('button', { name: t.form.delete, exact: true }).click();
      await toast(page, errorMessage(lang, 'cdException002'));
      await expect.poll(() => exceptionRow.count()).toBe(0);

      /* gates: a new gate, refused outside the CD hours (gate010), then saved with capacity on weekdays */
      await openTab(page, lang, 'gates');
      await page.getByRole('table', { name: t.gates.tableLabel }).waitFor();
      await checkA11y(page, 'cd-details gates pt-BR');
      await screenshot(page, 'cd-details-gates', lang);
      await page.getByRole('button', { name: t.gates.add, exact: true }).click();
      const gateForm = page.getByRole('dialog', { name: t.gates.newTitle });
      const gateField = (key: 'startOf' | 'endOf' | 'capacityOf', day: number) =>
        gateForm.getByRole('textbox', { name: t.gates[key].replace('{{day}}', weekday(lang, day)), exact: true });
      await gateForm.getByRole('textbox', { name: t.gates.name }).fill(GATE_NAME);
      for (const day of [2, 3, 4, 5, 6]) await gateField('capacityOf', day).fill(String(GATE_CAPACITY));
      await gateField('startOf', 2).fill('05:00');
      await gateForm.getByRole('button', { name: t.form.save, exact: true }).click();
      await gateForm.getByText(`${errorMessage(lang, 'gate010')} (${weekday(lang, 2)})`, { exact: true }).waitFor();
      await screenshot(page, 'cd-details-gate-form', lang);
      await gateField('startOf', 2).fill('08:00');
      await gateForm.getByRole('button', { name: t.form.save, exact: true }).click();
      await toast(page, errorMessage(lang, 'gate002'));
      await page.getByRole('table', { name: t.gates.tableLabel }).getByText(GATE_NAME.slice(0, 10)).first().waitFor();
      const gate = (await api<GateDto[]>(admin, `/portoes/cd/${CD}`)).find((g) => g.nome === GATE_NAME)!;
      expect(gate).toBeDefined();
      expect(gate.horarios.find((h) => h.idDiaSemana === 4)).toMatchObject({
        hrInicial: '08:00:00',
        hrFim: '18:00:00',
        capacidade: GATE_CAPACITY,
        carga: 1,
      });

      /* the free places of a load at CD 5 in a coming week offer the new gate's hours */
      // next week's unbooked load of only approved orders that the demo data promises
      // ("a load to book at CD Duque de Caxias", apps/server/src/db/seed/demo-guarantees.ts)
      const nextWeek = yearWeekKey(commercialWeekOf(addDays(journeyToday(), 7)));
      const loads = await api<LoadListItemDto[]>(admin, `/carga/listar/cd/${CD}`);
      let load: LoadListItemDto | undefined;
      for (const candidate of loads.filter((l) => l.anoSemanaComercial === nextWeek && l.idAgendamento === null)) {
        const detail = await api<LoadDetailDto>(admin, `/carga/detalhe/${candidate.idCarga}`);
        if (detail.pedidos.length > 0 && detail.pedidos.every((p) => p.status === 'A')) {
          load = candidate;
          break;
        }
      }
      expect(load, 'an unbooked load of CD 5 next week, all its orders approved').toBeDefined();
      const places = await api<FreeGatesDto>(admin, `/agendamento/horariosdisponiveiscd/${load!.idCarga}`);
      const ours = places.portoes.find((p) => p.idPortao === gate.id);
      expect(ours, 'the new gate among the free places').toBeDefined();
      const openDay = ours!.listaHorarios.find(
        (d) => d.diaSemana >= 2 && d.diaSemana <= 6 && d.horariosDisponiveis.length > 0,
      );
      expect(openDay, 'a weekday with free hours').toBeDefined();
      expect(openDay!.horariosDisponiveis).toEqual(HOURLY_SLOTS);
      expect(ours!.listaHorarios.find((d) => d.diaSemana === 1)?.horariosDisponiveis ?? []).toEqual([]);

      // …and the admin sees them on /scheduling (a second tab): that day's hours, the new gate among the gates at 08:00
      const scheduling = await context.newPage();
      await scheduling.goto(`/scheduling?id=${load!.idCarga}`);
      await waitForScheduling(scheduling, lang, load!.idCarga);
      /** Brings /scheduling to the front and reloads it: it shows what the CD's settings offer now. */
      const reloadScheduling = async () => {
        await scheduling.bringToFront();
        await scheduling.reload();
        await waitForScheduling(scheduling, lang, load!.idCarga);
      };
      const openDayHours = hoursOn(places, openDay!.data);
      expect(await dayButton(scheduling, lang, openDay!.data).innerText()).toContain(
        text(lang, 'scheduling.page.freeHours_other').replace('{{count}}', String(openDayHours.length)),
      );
      expect(await hoursOffered(scheduling, lang, openDay!.data)).toEqual(openDayHours.map(shortTime));
      const atEight = await gatesOffered(scheduling, lang, openDay!.data, '08:00:00');
      expect(atEight).toContain(GATE_NAME);
      expect(atEight).toEqual(gatesAt(places, openDay!.data, '08:00:00'));
      const newGateButton = scheduling
        .getByRole('group', { name: text(lang, 'scheduling.page.gate'), exact: true })
        .getByRole('button', { name: GATE_NAME, exact: true });
      await newGateButton.click();
      await expect.poll(() => newGateButton.getAttribute('aria-pressed')).toBe('true');
      await checkA11y(scheduling, 'scheduling new gate pt-BR');
      await screenshot(scheduling, 'scheduling-new-gate', lang);

      // an exception on that day closes it at every gate
      // the tab in use comes to the front each time: a background tab's timers and animations are throttled
      await page.bringToFront();
      await openTab(page, lang, 'exceptions');
      await addException('Parada para manutenção', openDay!.data);
      await toast(page, errorMessage(lang, 'cdException001'));
      const closed = await api<FreeGatesDto>(admin, `/agendamento/horariosdisponiveiscd/${load!.idCarga}`);
      for (const p of closed.portoes)
        expect(p.listaHorarios.find((d) => d.data === openDay!.data)?.horariosDisponiveis ?? []).toEqual([]);
      expect(
        closed.portoes.find((p) => p.idPortao === gate.id)!.listaHorarios.some((d) => d.horariosDisponiveis.length > 0),
      ).toBe(true);
      // …and /scheduling, reloaded, shows that day unavailable, with its reason (issue 18: it opens to say why)
      await reloadScheduling();
      const exceptionDay = dayButton(scheduling, lang, openDay!.data);
      await expect.poll(() => exceptionDay.getAttribute('data-unavailable')).toBe('true');
      expect(await exceptionDay.innerText()).toContain(text(lang, 'scheduling.noPlace.short.exception'));

      /* a booking at the new gate: its capacity cannot drop below it (gate011) nor the gate go (gate013) */
      const bookDay = closed.portoes
        .find((p) => p.idPortao === gate.id)!
        .listaHorarios.find((d) => d.horariosDisponiveis.length > 0)!;
      const booking = await send(admin, 'POST', '/agendamento/salvarAgendamento/', {
        idCarga: load!.idCarga,
        idPortao: gate.id,
        dtEntrega: bookDay.data,
        horaEntrega: '08:00:00',
      });
      expect(booking.status, await booking.clone().text()).toBe(201);
      const { idAgendamento } = (await booking.json()) as { idAgendamento: number };
      await page.bringToFront();
      await openTab(page, lang, 'gates');
      const gatesTable = page.getByRole('table', { name: t.gates.tableLabel });
      await gatesTable
        .getByRole('button', { name: t.gates.editOf.replace('{{name}}', GATE_NAME), exact: true })
        .click();
      const editForm = page.getByRole('dialog');
      await editForm
        .getByRole('textbox', {
          name: t.gates.capacityOf.replace('{{day}}', weekday(lang, bookDay.diaSemana)),
          exact: true,
        })
        .fill('0');
      await editForm.getByRole('button', { name: t.form.save, exact: true }).click();
      await page.getByText(errorMessage(lang, 'gate011')).first().waitFor();
      await editForm.getByRole('button', { name: t.form.cancel, exact: true }).click();
      await gatesTable
        .getByRole('button', { name: t.gates.deleteOf.replace('{{name}}', GATE_NAME), exact: true })
        .click();
      await page
        .getByRole('dialog', { name: t.gates.confirmTitle })
        .getByRole('button', { name: t.form.delete, exact: true })
        .click();
      await toast(page, errorMessage(lang, 'gate013'));
      const cancelled = await send(admin, 'DELETE', '/agendamento/cancelarAgendamento/', {
        idCarga: load!.idCarga,
        idAgendamento,
      });
      expect(cancelled.status).toBe(204);

      /* a variation of the new gate for a later week, listed; the same week again is refused (variation011) */
      await gatesTable
        .getByRole('button', { name: t.gates.variationsOf.replace('{{name}}', GATE_NAME), exact: true })
        .click();
      await page.getByText(errorMessage(lang, 'NotFoundVariations'), { exact: true }).waitFor();
      const laterWeek = addDays(places.dataInicialSemana, 14);
      const addVariation = async (reason: string, week = laterWeek) => {
        await page.getByRole('button', { name: t.variations.add, exact: true }).click();
        const form = page.getByRole('dialog', { name: t.variations.newTitle.replace('{{gate}}', GATE_NAME) });
        const start = form.getByRole('textbox', { name: t.variations.start });
        await expect.poll(() => start.inputValue()).not.toBe('');
        await start.click();
        await page.getByRole('option', { name: formatDateBr(week), exact: true }).click();
        await expect
          .poll(() => form.getByRole('textbox', { name: t.variations.end }).inputValue())
          .toBe(formatDateBr(addDays(week, 6)));
        await form.getByRole('textbox', { name: t.variations.reason }).fill(reason);
        return form;
      };
      const variationForm = await addVariation('Semana de pico: reforço no recebimento');
      await checkA11y(page, 'cd-details variation form pt-BR');
      await screenshot(page, 'cd-details-variation-form', lang);
      await variationForm.getByRole('button', { name: t.form.save, exact: true }).click();
      await toast(page, errorMessage(lang, 'variation002'));
      const variations = page.getByRole('table', { name: t.variations.tableLabel.replace('{{gate}}', GATE_NAME) });
      await variations
        .getByText(`${formatDateBr(laterWeek)} a ${formatDateBr(addDays(laterWeek, 6))}`, { exact: true })
        .waitFor();
      const stored = await api<GateVariationDto[]>(admin, `/variacao/${gate.id}`);
      expect(stored.map((v) => [v.dataInicial, v.dataFinal])).toEqual([[laterWeek, addDays(laterWeek, 6)]]);
      await checkA11y(page, 'cd-details variations pt-BR');
      await screenshot(page, 'cd-details-variations', lang);

      const again = await addVariation('Outra variação na mesma semana');
      await again.getByRole('button', { name: t.form.save, exact: true }).click();
      await toast(page, errorMessage(lang, 'variation011'));
      await again.getByRole('button', { name: t.form.cancel, exact: true }).click();

      /* a variation for the load's own week (from next Sunday on): the new gate 12:00-20:00 one day, closed another */
      const loadWeek = places.dataInicialSemana;
      expect(loadWeek >= minimumVariationStart(journeyToday()), "a variation may cover the load's week").toBe(true);
      const gateDays = closed.portoes
        .find((p) => p.idPortao === gate.id)!
        .listaHorarios.filter((d) => d.horariosDisponiveis.length > 0);
      expect(gateDays.length, 'two open days of the new gate that week').toBeGreaterThanOrEqual(2);
      const [longerDay, shutDay] = [gateDays[0]!, gateDays[1]!];
      const weekVariation = await addVariation('Inventário: portão à tarde e fechado um dia', loadWeek);
      const variationField = (key: 'startOf' | 'endOf' | 'capacityOf', day: number) =>
        weekVariation.getByRole('textbox', {
          name: t.gates[key].replace('{{day}}', weekday(lang, day)),
          exact: true,
        });
      for (const day of [2, 3, 4, 5, 6]) await variationField('capacityOf', day).fill(String(GATE_CAPACITY));
      await variationField('startOf', longerDay.diaSemana).fill('12:00');
      await variationField('endOf', longerDay.diaSemana).fill('20:00');
      const shutSwitch = weekVariation.getByRole('switch', {
        name: t.gates.openDay.replace('{{day}}', weekday(lang, shutDay.diaSemana)),
        exact: true,
      });
      await switchOff(shutSwitch);
      await weekVariation.getByRole('button', { name: t.form.save, exact: true }).click();
      await toast(page, errorMessage(lang, 'variation002'));
      await variations
        .getByText(`${formatDateBr(loadWeek)} a ${formatDateBr(addDays(loadWeek, 6))}`, { exact: true })
        .waitFor();
      const varied = await api<FreeGatesDto>(admin, `/agendamento/horariosdisponiveiscd/${load!.idCarga}`);
      const variedGate = varied.portoes.find((p) => p.idPortao === gate.id)!;
      /** The varied day on /scheduling: the hours the free places list, and the new gate alone at 19:00 (a new hour). */
      const expectLongerDayOnScheduling = async () => {
        expect(await hoursOffered(scheduling, lang, longerDay.data)).toEqual(
          hoursOn(varied, longerDay.data).map(shortTime),
        );
        expect(await gatesOffered(scheduling, lang, longerDay.data, '19:00:00')).toEqual([GATE_NAME]);
      };
      expect(variedGate.listaHorarios.find((d) => d.data === longerDay.data)!.horariosDisponiveis).toEqual(
        Array.from({ length: 8 }, (_, i) => `${String(12 + i).padStart(2, '0')}:00:00`),
      );
      expect(variedGate.listaHorarios.find((d) => d.data === shutDay.data)!.horariosDisponiveis).toEqual([]);

      // /scheduling, reloaded: the new gate alone at 19:00 (a new hour), not at 08:00, not at all on the closed day
      await reloadScheduling();
      await expectLongerDayOnScheduling();
      if (hoursOn(varied, longerDay.data).includes('08:00:00')) {
        const morning = await gatesOffered(scheduling, lang, longerDay.data, '08:00:00');
        expect(morning).not.toContain(GATE_NAME);
        expect(morning).toEqual(gatesAt(varied, longerDay.data, '08:00:00'));
      }
      const shutHours = hoursOn(varied, shutDay.data);
      if (shutHours.length === 0) {
        await expect
          .poll(() => dayButton(scheduling, lang, shutDay.data).getAttribute('data-unavailable'))
          .toBe('true');
      } else {
        const first = shutHours[0]!;
        const shutGates = await gatesOffered(scheduling, lang, shutDay.data, first);
        expect(shutGates).not.toContain(GATE_NAME);
        expect(shutGates).toEqual(gatesAt(varied, shutDay.data, first));
      }

      /* CD hours closing that day are refused while gates open on it (cdHour010); /scheduling still offers it */
      await page.bringToFront();
      await openTab(page, lang, 'hours');
      const openSwitch = hours.getByRole('switch', {
        name: t.hours.openDay.replace('{{day}}', weekday(lang, longerDay.diaSemana)),
        exact: true,
      });
      await switchOff(openSwitch);
      await expect
        .poll(() => time('endOf', longerDay.diaSemana).inputValue())
        .toBe(await time('startOf', longerDay.diaSemana).inputValue());
      await page.getByRole('button', { name: t.hours.save }).click();
      await toast(page, `${errorMessage(lang, 'cdHour010')} (${weekday(lang, longerDay.diaSemana)})`);
      await page.getByRole('button', { name: t.hours.reset }).click();
      await expect.poll(() => openSwitch.isChecked()).toBe(true);
      expect((await api<CdDetailDto>(admin, `/cd/detalhe/${CD}`)).horarioCd).toEqual(saved.horarioCd);
      await reloadScheduling();
      await expectLongerDayOnScheduling();
    });
  });

  test('the screens in English', async () => {
    const lang: Lang = 'en-US';
    const t = c(lang);
    await withJourney(browser, lang, async ({ page }) => {
      await openCdListAsAdmin(page, lang);
      await checkA11y(page, 'cd-list en-US');
      await screenshot(page, 'cd-list', lang);

      await page.goto(`/cd-details?id=${CD}`);
      await waitForCdDetails(page, lang);
      await screenshot(page, 'cd-details-hours', lang);
      await openTab(page, lang, 'exceptions');
      await page.getByRole('table', { name: t.exceptions.tableLabel }).waitFor();
      await screenshot(page, 'cd-details-exceptions', lang);
      await openTab(page, lang, 'gates');
      const gates = page.getByRole('table', { name: t.gates.tableLabel });
      await gates.waitFor();
      await checkA11y(page, 'cd-details gates en-US');
      await screenshot(page, 'cd-details-gates', lang);
      const gate = (await api<GateDto[]>(admin, `/portoes/cd/${CD}`)).find((g) => g.nome === GATE_NAME);
      const name = gate?.nome ?? (await api<GateDto[]>(admin, `/portoes/cd/${CD}`))[0]!.nome;
      await gates.getByRole('button', { name: t.gates.editOf.replace('{{name}}', name), exact: true }).click();
      await page.getByRole('dialog').getByRole('table', { name: t.gates.hoursLabel }).waitFor();
      await screenshot(page, 'cd-details-gate-form', lang);
      await page.getByRole('dialog').getByRole('button', { name: t.form.cancel, exact: true }).click();

      await gates.getByRole('button', { name: t.gates.variationsOf.replace('{{name}}', name), exact: true }).click();
      await page
        .getByRole('table', { name: t.variations.tableLabel.replace('{{gate}}', name) })
        .or(page.getByText(errorMessage(lang, 'NotFoundVariations'), { exact: true }))
        .first()
        .waitFor();
      await screenshot(page, 'cd-details-variations', lang);
      await page.getByRole('button', { name: t.variations.add, exact: true }).click();
      const form = page.getByRole('dialog');
      await expect.poll(() => form.getByRole('textbox', { name: t.variations.start }).inputValue()).not.toBe('');
      await checkA11y(page, 'cd-details variation form en-US');
      await screenshot(page, 'cd-details-variation-form', lang);
    });
  });
});

describe('cds: who may use the CD screens', () => {
  test('a Renner user reads CD 5 without editing; a supplier cannot open /cd-list', async () => {
    const lang: Lang = 'pt-BR';
    const t = c(lang);
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'usuario', lang);
      await page.goto(`/cd-details?id=${CD}&tab=gates`);
      await page.getByRole('table', { name: t.gates.tableLabel }).waitFor();
      await page.getByText(t.details.readOnly, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: t.gates.add, exact: true }).count()).toBe(0);
      await openTab(page, lang, 'hours');
      await expect
        .poll(() =>
          page
            .getByRole('textbox', { name: t.hours.startOf.replace('{{day}}', weekday(lang, 2)), exact: true })
            .isDisabled(),
        )
        .toBe(true);
    });

    await withJourney(browser, lang, async (supplier) => {
      await signInAndWait(supplier.page, 'fornecedor', lang);
      await supplier.page.goto('/cd-list');
      await supplier.page.getByText(CATALOGUES[lang].guard.withoutPermission).first().waitFor();
      expect(await supplier.page.getByRole('table', { name: t.list.tableLabel }).count()).toBe(0);
    });
  });
});
