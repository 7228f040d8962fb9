import { addDays, saoPauloWallTime } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { restCall } from '../../../test/support/rest-call';
import { TEST_NOW, TEST_TODAY } from '../../../test/support/test-clock';
import { createTestApp, useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { calendarFeeds, users } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { clock } from '../../platform/clock';
import { secretHash } from './calendar-feed.service';
import { parseIcs } from './calendar-feed.test-support';

const t = useTestApp();
const as = useMatrixTokens(t);

const FEED = '/api/agenda/calendario';
const ALLOWED: readonly MatrixLogin[] = ['fornecedor', 'fornecedor2', 'logistica'];
const REFUSED: readonly MatrixLogin[] = ['admin', 'usuario', 'youcom', 'camicado'];
const FROM = addDays(TEST_TODAY, -30);
const TO = addDays(TEST_TODAY, 90);

interface Created {
  url: string;
  criadoEm: string;
}

async function create(login: MatrixLogin, language = 'pt-BR') {
  const answer = await restCall<Created>(t, as(login), 'POST', FEED, undefined, language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The public fetch, as a calendar makes it: no token. */
function fetchFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
}

function secretOf(url: string): string {
  return /\/([A-Za-z0-9_-]{43})\.ics/.exec(url)![1]!;
}

async function userIdOfLogin(login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row!.id;
}

/** The schedules in the window on the loads of a supplier or a CD, read without the feed's code. */
async function schedulesOf(where: { supplierId?: number; cdId?: number }, window = { from: FROM, to: TO }) {
  const condition =
    where.supplierId !== undefined ? sql`l.supplier_id = ${where.supplierId}` : sql`l.cd_id = ${where.cdId!}`;
  const result = (await t.database.db.execute(sql`
    select s.id, s.delivery_date::text as date, s.delivery_time::text as time,
           (select json_agg(lo.order_id order by lo.order_id) from load_orders lo where lo.load_id = l.id) as orders
      from schedules s join loads l on l.id = s.load_id
     where ${condition} and s.delivery_date between ${window.from}::date and ${window.to}::date
     order by s.id`)) as unknown as { rows: { id: number; date: string; time: string; orders: unknown }[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    date: r.date,
    time: r.time,
    orders: (typeof r.orders === 'string' ? JSON.parse(r.orders) : (r.orders ?? [])) as number[],
  }));
}

const uidOf = (id: number) => `agendamento-${id}@portal-fornecedor`;

describe('the permission matrix of /api/agenda/calendario', () => {
  it.each(ALLOWED)('lets %s create, see and revoke its feed', async (login) => {
    await create(login);
    const status = await restCall(t, as(login), 'GET', FEED);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ ativo: true, ultimaLeitura: null });
    expect((await restCall(t, as(login), 'DELETE', FEED)).status).toBe(204);
    expect((await restCall(t, as(login), 'GET', FEED)).body).toEqual({
      ativo: false,
      criadoEm: null,
      ultimaLeitura: null,
    });
  });

  it.each(REFUSED)('refuses %s (403 withoutPermission) on every method', async (login) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await restCall(t, as(login), method, FEED);
      expect(answer.status).toBe(403);
      expect(answer.error).toMatchObject({ code: 'withoutPermission', details: { permission: 'calendar-feed' } });
    }
  });

  it('refuses a request without a token (401) and an incomplete account (403 tokenIncomplete)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await restCall(t, null, method, FEED)).status).toBe(401);
      expect((await restCall(t, as('novologistica'), method, FEED)).code).toBe('tokenIncomplete');
    }
  });
});

describe('creating a feed', () => {
  it('answers the URL once and keeps only the hash of its secret, audited', async () => {
    const created = await create('fornecedor', 'en-US');
    expect(created.url).toMatch(/^http:\/\/portal\.test\/api\/agenda\/calendario\/[A-Za-z0-9_-]{43}\.ics\?lang=en-US$/);
    const secret = secretOf(created.url);
    const userId = await userIdOfLogin('fornecedor');
    const live = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    expect(live).toHaveLength(1);
    expect(live[0]!.tokenHash).toBe(secretHash(secret));
    expect(live[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(live)).not.toContain(secret);
    expect(live[0]!.createdAt.toISOString()).toBe(created.criadoEm);
    const [audit] = await auditRows(t, 'calendar_feeds', live[0]!.id);
    expect(audit).toMatchObject({ action: 'create' });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('rotates: a second creation revokes the first URL, which then answers 404', async () => {
    const first = await create('fornecedor');
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await create('fornecedor');
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
  });

  it('leaves one live feed when two creations run at once', async () => {
    const [a, b] = await Promise.all([create('logistica'), create('logistica')]);
    const userId = await userIdOfLogin('logistica');
    const live = await t.database.db
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    expect(live).toHaveLength(1);
    const codes = [(await fetchFeed(a.url)).statusCode, (await fetchFeed(b.url)).statusCode].sort();
    expect(codes).toEqual([200, 404]);
  });
});

describe('GET /api/agenda/calendario/{secret}.ics', () => {
  it("answers the supplier's bookings of the window as text/calendar, in São Paulo wall time", async () => {
    const { url } = await create('fornecedor');
    const answer = await fetchFeed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const calendar = parseIcs(answer.body);
    const expected = await schedulesOf({ supplierId: DEMO_SUPPLIER_A_ID });
    expect(expected.length).toBeGreaterThan(0);
    expect(calendar.events.map((e) => e.uid).sort()).toEqual(expected.map((s) => uidOf(s.id)).sort());
    for (const schedule of expected) {
      const event = calendar.events.find((e) => e.uid === uidOf(schedule.id))!;
      expect(saoPauloWallTime(event.start)).toEqual({ date: schedule.date, time: schedule.time });
      expect(event.end.getTime() - event.start.getTime()).toBeGreaterThanOrEqual(3_600_000);
      for (const order of schedule.orders) expect(event.description).toContain(String(order));
      expect(event.summary).toMatch(/^Entrega da carga \d+ - /);
      expect(event.description).toContain('Portão: ');
      expect(event.location).not.toBe('');
    }
  });

  it("follows the app clock's today: 30 days back to 90 ahead of it", async () => {
    const { url } = await create('fornecedor');
    const later = addDays(TEST_TODAY, 45);
    try {
      clock.set(new Date(Date.parse(TEST_NOW) + 45 * 86_400_000));
      const uids = parseIcs((await fetchFeed(url)).body).events.map((e) => e.uid);
      const expected = await schedulesOf(
        { supplierId: DEMO_SUPPLIER_A_ID },
        { from: addDays(later, -30), to: addDays(later, 90) },
      );
      expect(uids.sort()).toEqual(expected.map((s) => uidOf(s.id)).sort());
      // what was booked before the new window's first day is gone
      const before = await schedulesOf({ supplierId: DEMO_SUPPLIER_A_ID }, { from: FROM, to: addDays(later, -31) });
      expect(before.length).toBeGreaterThan(0);
      for (const schedule of before) expect(uids).not.toContain(uidOf(schedule.id));
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('speaks the language of the URL', async () => {
    const { url } = await create('fornecedor', 'en-US');
    const calendar = parseIcs((await fetchFeed(url)).body);
    expect(calendar.events[0]!.summary).toMatch(/^Delivery of load \d+ - /);
  });

  it("never shows supplier A's bookings in supplier B's feed", async () => {
    const { url } = await create('fornecedor2');
    const uids = new Set(parseIcs((await fetchFeed(url)).body).events.map((e) => e.uid));
    const ofB = await schedulesOf({ supplierId: DEMO_SUPPLIER_B_ID });
    expect(ofB.length).toBeGreaterThan(0);
    expect([...uids].sort()).toEqual(ofB.map((s) => uidOf(s.id)).sort());
    for (const schedule of await schedulesOf({ supplierId: DEMO_SUPPLIER_A_ID })) {
      expect(uids.has(uidOf(schedule.id))).toBe(false);
    }
  });

  it("shows a logistics user its CD's bookings, every supplier's", async () => {
    const { url } = await create('logistica');
    const [user] = await t.database.db.select({ cdId: users.cdId }).from(users).where(eq(users.login, 'logistica'));
    const uids = parseIcs((await fetchFeed(url)).body).events.map((e) => e.uid);
    const expected = await schedulesOf({ cdId: user!.cdId! });
    expect(expected.length).toBeGreaterThan(0);
    expect(uids.sort()).toEqual(expected.map((s) => uidOf(s.id)).sort());
  });

  it('records the last read, which the status shows', async () => {
    const { url } = await create('fornecedor2');
    expect((await restCall(t, as('fornecedor2'), 'GET', FEED)).body).toMatchObject({ ultimaLeitura: null });
    await fetchFeed(url);
    const status = await restCall<{ ultimaLeitura: string | null }>(t, as('fornecedor2'), 'GET', FEED);
    expect(status.body.ultimaLeitura).toEqual(expect.any(String));
  });

  it('answers a revoked, an unknown and a malformed URL with the same 404', async () => {
    const { url } = await create('fornecedor2');
    expect((await restCall(t, as('fornecedor2'), 'DELETE', FEED)).status).toBe(204);
    const revoked = await fetchFeed(url);
    const unknown = await fetchFeed(url.replace(secretOf(url), 'x'.repeat(43)));
    const malformed = await t.app.inject({ method: 'GET', url: `${FEED}/abc.ics` });
    const noSuffix = await t.app.inject({ method: 'GET', url: `${FEED}/${secretOf(url)}` });
    for (const answer of [revoked, unknown, malformed, noSuffix]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(revoked.json());
    }
    expect(revoked.json()).toMatchObject({ code: 'notFound' });
  });

  it('answers 404 once its user is deactivated or no longer holds a profile that may have a feed', async () => {
    const { url } = await create('fornecedor2');
    const userId = await userIdOfLogin('fornecedor2');
    const [before] = await t.database.db.select().from(users).where(eq(users.id, userId));
    try {
      await t.database.db.update(users).set({ active: false }).where(eq(users.id, userId));
      expect((await fetchFeed(url)).statusCode).toBe(404);
      await t.database.db
        .update(users)
        .set({ active: true, profileNames: 'NPFornec_Renner_Admin' })
        .where(eq(users.id, userId));
      expect((await fetchFeed(url)).statusCode).toBe(404);
      await t.database.db
        .update(users)
        .set({ profileNames: before!.profileNames, supplierId: null })
        .where(eq(users.id, userId));
      expect((await fetchFeed(url)).statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(users)
        .set({ active: before!.active, profileNames: before!.profileNames, supplierId: before!.supplierId })
        .where(eq(users.id, userId));
    }
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });
});

describe('the public path under the rate limit', () => {
  it('counts a calendar against its address like every anonymous request (429 past the limit)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: 2 });
    try {
      const path = `${FEED}/${'x'.repeat(43)}.ics`;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.app.inject({ method: 'GET', url: path })).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
