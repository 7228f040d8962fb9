import {
  addDays,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  loadDetailSchema,
  loadListItemSchema,
  saoPauloInstant,
} from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { DEMO_SUPPLIER_A_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';
import { apiToken, CATALOGUES, rest } from './support/portal';

/*
 * Bookings in the user's calendar (issue 17), as the demo supplier walks it on /load: "Subscribe in your calendar",
 * create the link, copy it; a calendar (here the journey's own request, without the session) fetches it and finds
 * a booking of the supplier with its order number at its São Paulo time; the supplier revokes the link after a
 * confirmation, and the same URL answers 404. The booking is found at run time among the supplier's loads (the
 * demo data books one a few working days ahead on every date: demo-guarantees.ts "a booked load").
 */

const browser = useBrowser();
const c = (lang: Lang) => CATALOGUES[lang].calendarFeed;

/** A booked load of supplier A inside the feed's window, with its order numbers and its São Paulo time. */
async function bookedLoadOfA() {
  const token = await apiToken('fornecedor');
  const loads = z
    .array(loadListItemSchema)
    .parse(await (await rest(token, `/carga/listar/fornecedor/${DEMO_SUPPLIER_A_ID}`)).json());
  const today = journeyToday();
  const from = addDays(today, -CALENDAR_FEED_DAYS_BACK);
  const to = addDays(today, CALENDAR_FEED_DAYS_AHEAD);
  const booked = loads.find(
    (l) => l.idAgendamento !== null && l.dtEntrega !== null && l.dtEntrega >= from && l.dtEntrega <= to,
  );
  if (!booked) throw new Error('supplier A has no booking in the feed window');
  const detail = loadDetailSchema.parse(await (await rest(token, `/carga/detalhe/${booked.idCarga}`)).json());
  return {
    scheduleId: booked.idAgendamento!,
    orders: detail.pedidos.map((p) => p.numero),
    start: saoPauloInstant(booked.dtEntrega!, booked.horaEntrega!),
  };
}

/** 20260323T130000Z: an instant as the feed writes it. */
const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('the calendar feed', () => {
  test.each(['pt-BR', 'en-US'] as const)(
    'the supplier subscribes, a calendar reads the booking, the link is revoked (%s)',
    async (lang) => {
      const booking = await bookedLoadOfA();
      await withJourney(browser, lang, async ({ context, page }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await signInAndWait(page, 'fornecedor', lang);
        await page.goto('/load');
        await waitForPath(page, '/load');
        await page.getByRole('button', { name: c(lang).open }).click();
        const dialog = page.getByRole('dialog', { name: c(lang).title });
        // a link may be live from the other language's run: rotate it, else create one
        const rotate = dialog.getByRole('button', { name: c(lang).rotate, exact: true });
        const create = dialog.getByRole('button', { name: c(lang).create, exact: true });
        await rotate.or(create).first().waitFor();
        if (await rotate.isVisible()) {
          await rotate.click();
          const confirm = page.getByRole('dialog', { name: c(lang).confirmRotateTitle });
          await confirm.getByRole('button', { name: c(lang).rotate, exact: true }).click();
        } else {
          await checkA11y(page, `calendar feed, none ${lang}`);
          await screenshot(page, 'calendar-feed-none', lang);
          await create.click();
        }

        const field = dialog.getByRole('textbox', { name: c(lang).urlLabel });
        await field.waitFor();
        const url = await field.inputValue();
        expect(url).toMatch(new RegExp(`/api/agenda/calendario/[A-Za-z0-9_-]{43}\\.ics\\?lang=${lang}$`));
        await dialog.getByText(c(lang).secretTitle).waitFor();
        await dialog.getByRole('button', { name: c(lang).copy }).click();
        await dialog.getByRole('button', { name: c(lang).copied }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
        await checkA11y(page, `calendar feed, created ${lang}`);
        await screenshot(page, 'calendar-feed-created', lang);

        // a calendar fetches the URL: no session, only the secret
        const feed = await page.request.get(url, { headers: { authorization: '' } });
        expect(feed.status()).toBe(200);
        expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
        const event = text
          .split('BEGIN:VEVENT')
          .find((e) => e.includes(`UID:agendamento-${booking.scheduleId}@portal-fornecedor`));
        expect(event, 'the booked load in the feed').toBeDefined();
        expect(event).toContain(`DTSTART:${icsUtc(booking.start)}`);
        for (const order of booking.orders) expect(event).toContain(String(order));

        await dialog.getByRole('button', { name: c(lang).revoke, exact: true }).click();
        const confirm = page.getByRole('dialog', { name: c(lang).confirmRevokeTitle });
        await checkA11y(page, `calendar feed, revoke ${lang}`);
        await screenshot(page, 'calendar-feed-revoke', lang);
        await confirm.getByRole('button', { name: c(lang).revoke, exact: true }).click();
        await page
          .getByRole('dialog', { name: c(lang).title })
          .getByText(c(lang).none)
          .waitFor();
        expect((await page.request.get(url)).status()).toBe(404);
      });
    },
  );
});
