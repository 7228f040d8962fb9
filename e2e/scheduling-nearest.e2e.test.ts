import {
  addDays,
  commercialWeekOf,
  formatDateBr,
  lastBookableDate,
  shortTime,
  weekdayOf,
  type FreeGatesDto,
  type LoadDetailDto,
} from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiToken, CATALOGUES, errorMessage } from './support/portal';
import { signInAndWait, useBrowser, withJourney } from './support/journeys';
import { freeOrders, json, type WeekOrder } from './support/loads-api';

/*
 * Issue 18: a week beyond the booking term says when booking opens; a day without a free place says why and offers
 * the nearest free places of the week, one of which books. The days beyond the term of the week holding the last
 * bookable day (today + 28) are such days on any date: the demo data promises supplier A free approved orders in
 * every week up to that one ("free approved orders", apps/server/src/db/seed/demo-guarantees.ts).
 */

async function freeApproved(token: string, idCd: number, weekStart: string): Promise<WeekOrder[]> {
  const week = commercialWeekOf(weekStart);
  return (await freeOrders(token, idCd, week.year * 100 + week.week)).filter((o) => o.status === 'A');
}

/** A load of one free approved order of supplier A at CD 4 or 2 in the week of `weekStart` (the last order left). */
async function loadIn(token: string, weekStart: string): Promise<number | null> {
  for (const cd of [4, 2]) {
    const order = (await freeApproved(token, cd, weekStart)).at(-1);
    if (!order) continue;
    const load = await json<LoadDetailDto>(
      token,
      '/carga/montarcarga/',
      { method: 'POST', body: JSON.stringify({ idPedidos: [order.id] }) },
      201,
    );
    return load.idCarga;
  }
  return null;
}

const WIDTHS = [1440, 1024, 390] as const;

/** The week's screen at each width, a screenshot each; at 1024 and wider no day button cuts its label. */
async function atEveryWidth(page: Page, name: string, lang: Lang, days: boolean): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (days) {
      const clipped = await page
        .getByRole('group', { name: CATALOGUES[lang].scheduling.page.day, exact: true })
        .locator('button .mantine-Button-label > span')
        .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent ?? ''));
      expect(clipped, `day labels cut at ${width} px`).toEqual([]);
    }
    await screenshot(page, `${name}-${width}`, lang);
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}

function dayButtonName(lang: Lang, iso: string): string {
  return `${CATALOGUES[lang].scheduling.weekdays[String(weekdayOf(iso)) as '1']} ${formatDateBr(iso).slice(0, 5)}`;
}

const browser = useBrowser();
let token: string;
/** a load in the week holding the last bookable day, which has days beyond it */
let edgeLoad: number;
let lastDate: string;
/** a load in a week wholly beyond the term, when the demo data has free approved orders in one */
let farLoad: number | null = null;

beforeAll(async () => {
  token = await apiToken('fornecedor');
  lastDate = lastBookableDate(journeyToday());
  // the journeys' clock is a Wednesday (TEST_NOW): the week of the last bookable day goes on past it
  expect(weekdayOf(lastDate), 'the last bookable day is not a Saturday').toBeLessThan(7);
  const edge = await loadIn(token, commercialWeekOf(lastDate).start);
  if (!edge) throw new Error('supplier A has no free approved order at CD 4 or 2 in the week of the last bookable day');
  edgeLoad = edge;
  for (let weeks = 1; weeks <= 12 && farLoad === null; weeks++)
    farLoad = await loadIn(token, addDays(commercialWeekOf(lastDate).start, 7 * weeks));
});

describe('scheduling: no free place, and the nearest ones', () => {
  test.each(['pt-BR', 'en-US'] as const)('a week beyond the term says when booking opens (%s)', async (lang) => {
    if (farLoad === null) throw new Error('supplier A has no free approved order at CD 4 or 2 beyond the term');
    const free = await json<FreeGatesDto>(token, `/agendamento/horariosdisponiveis/${farLoad}`);
    expect(free.semanaSemVaga?.motivo).toBe('beyondHorizon');
    const opens = free.semanaSemVaga!.dataAbertura!;
    expect(opens).toBe(addDays(free.semanaSemVaga!.dataInicio!, -28));
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await page.goto(`/scheduling?id=${farLoad}`);
      const t = CATALOGUES[lang].scheduling;
      const reason = page.getByTestId('week-reason');
      await reason.waitFor();
      expect(await reason.textContent()).toBe(t.noPlace.week.beyondHorizon.replace('{{date}}', formatDateBr(opens)));
      await checkA11y(page, `scheduling beyond the term ${lang}`);
      await atEveryWidth(page, 'scheduling-beyond', lang, false);
    });
  });

  test.each(['en-US', 'pt-BR'] as const)(
    'a day beyond the term says when it opens and books the nearest free place (%s)',
    async (lang) => {
      const free = await json<FreeGatesDto>(token, `/agendamento/horariosdisponiveis/${edgeLoad}`);
      const day = addDays(lastDate, 1);
      const empty = free.diasSemVaga?.find((d) => d.data === day);
      expect(empty).toMatchObject({ motivo: 'beyondHorizon', dataAbertura: addDays(day, -28) });
      const nearest = empty!.sugestoes[0];
      if (!nearest) throw new Error(`no free place before ${day} in its week`);
      const t = CATALOGUES[lang].scheduling;
      await withJourney(browser, lang, async ({ page }) => {
        await signInAndWait(page, 'fornecedor', lang);
        await page.goto(`/scheduling?id=${edgeLoad}`);
        const days = page.getByRole('group', { name: t.page.day, exact: true });
        const button = days.getByRole('button', { name: dayButtonName(lang, day), exact: true });
        await button.waitFor();
        expect(await button.getAttribute('data-unavailable')).toBe('true');
        await atEveryWidth(page, 'scheduling-week', lang, true);

        await button.click();
        await page
          .getByText(t.noPlace.day.beyondHorizon.replace('{{date}}', formatDateBr(addDays(day, -28))))
          .waitFor();
        const offered = page.getByRole('group', { name: t.noPlace.nearest, exact: true });
        const first = offered.getByRole('button').first();
        expect(await first.textContent()).toBe(
          t.noPlace.suggestion
            .replace('{{weekday}}', t.weekdays[String(weekdayOf(nearest.data)) as '1'])
            .replace('{{date}}', formatDateBr(nearest.data).slice(0, 5))
            .replace('{{hour}}', shortTime(nearest.horario))
            .replace('{{gate}}', nearest.nomePortao) + (nearest.reservado ? ` · ${t.page.reservedForYou}` : ''),
        );
        await checkA11y(page, `scheduling nearest places ${lang}`);
        await atEveryWidth(page, 'scheduling-nearest', lang, true);
        if (lang !== 'pt-BR') return;

        // the pt-BR journey books the place offered, from the keyboard once chosen
        await first.click();
        const save = page.getByRole('button', { name: t.page.save, exact: true });
        await expect.poll(() => save.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await page.getByText(errorMessage(lang, 'scheduling001'), { exact: true }).first().waitFor();
        await page.waitForURL((url) => url.pathname === '/load-details' && url.search === `?id=${edgeLoad}`);
        const booked = await json<LoadDetailDto>(token, `/carga/detalhe/${edgeLoad}`);
        expect(booked).toMatchObject({ portao: nearest.idPortao, dtEntrega: nearest.data });
        expect(shortTime(booked.horaEntrega!)).toBe(shortTime(nearest.horario));
      });
    },
  );
});
