import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingEvent } from '@portal/domain';
import { useTestApp } from '../../../test/support/test-app';
import { findFeedBookings } from './calendar-feed.repository';
import { renderCalendarFeed } from './calendar-feed.ics';

const t = useTestApp();

it('measures parts', async () => {
  const db = t.database.db;
  const search = { scope: { supplierId: null, cdId: 1, companyId: null }, from: '2026-02-16', to: '2026-06-16' };
  let rows = await findFeedBookings(db, search, 5000);
  const q: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    rows = await findFeedBookings(db, search, 5000);
    q.push(performance.now() - s);
  }
  q.sort((a, b) => a - b);
  const r: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    const events = rows.map((row) => bookingEvent({ ...row, cdAddress: 'x' }, 'pt-BR'));
    renderCalendarFeed({ events, language: 'pt-BR', now: new Date() });
    r.push(performance.now() - s);
  }
  r.sort((a, b) => a - b);
  console.log('rows', rows.length, 'query p50', q[10]!.toFixed(1), 'render p50', r[10]!.toFixed(1));
  const plan = (await db.execute(
    sql`explain analyze select count(*) from schedules s join loads on loads.id = s.load_id where s.delivery_date between '2026-02-16' and '2026-06-16' and loads.cd_id = 1`,
  )) as unknown as { rows: unknown[] };
  console.log(JSON.stringify(plan.rows).slice(0, 1500));
});
