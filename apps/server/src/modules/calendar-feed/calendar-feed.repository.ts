import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { calendarFeeds, loads, orders, users } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/database';
import { visibleLoads, visibleOrders, type RowScope } from '../../platform/row-scope';

/** A user's live (not revoked) feed, or null. */
export async function liveFeedOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(sql`${calendarFeeds.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** Locks the user's row until the transaction ends: two creations for one user run one after the other. */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

/** Revokes every live feed of the user; the ids revoked. */
export async function revokeLiveFeeds(db: DbOrTx, userId: number, at: Date): Promise<number[]> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: at })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.map((r) => r.id);
}

export async function insertFeed(tx: Tx, feed: { userId: number; tokenHash: string; at: Date }) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ userId: feed.userId, tokenHash: feed.tokenHash, createdAt: feed.at })
    .returning({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt });
  return row!;
}

/** The live feed a secret's hash names, with its user as the feed acts for them now (calendar_feeds_token_hash_uq). */
export async function liveFeedByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      feedId: calendarFeeds.id,
      lastReadAt: calendarFeeds.lastReadAt,
      user: {
        id: users.id,
        chapa: users.chapa,
        name: users.name,
        profileNames: users.profileNames,
        supplierId: users.supplierId,
        cdId: users.cdId,
        active: users.active,
        tokenVersion: users.tokenVersion,
      },
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}
export type FeedOwner = NonNullable<Awaited<ReturnType<typeof liveFeedByHash>>>['user'];

/** Records a calendar's read, at most once per `every` ms (a calendar polling often writes rarely). */
export async function markRead(db: DbOrTx, feedId: number, at: Date, everyMs: number): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lastReadAt: at })
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        or(isNull(calendarFeeds.lastReadAt), lt(calendarFeeds.lastReadAt, new Date(at.getTime() - everyMs))),
      ),
    );
}

/** One booking of the feed as read (the service turns it into the domain's CalendarBooking). */
export interface FeedBookingRow {
  scheduleId: number;
  date: string;
  time: string;
  slotHours: number | null;
  loadId: number;
  cdName: string;
  address: { street: string | null; number: string | null; district: string | null; city: string; state: string };
  gateName: string;
  supplierName: string;
  orders: number[];
  volumes: number;
  pieces: number;
}

function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function jsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return JSON.parse(value) as unknown[];
  return [];
}

/**
 * The bookings the scope lets through with a delivery day in [from, to], in delivery order, at most `limit`:
 * visibleLoads on the load and, of a visible load, only the orders visibleOrders lets through (a company user's
 * own); the gate's slot interval on the delivery's weekday (1 Sunday … 7 Saturday; a week's variation is not read).
 */
export async function findFeedBookings(
  db: DbOrTx,
  search: { scope: RowScope; from: string; to: string },
  limit: number,
): Promise<FeedBookingRow[]> {
  const where: SQL[] = [sql`s.delivery_date between ${search.from}::date and ${search.to}::date`];
  const visible = visibleLoads(search.scope);
  if (visible) where.push(visible);
  const visibleOrder = visibleOrders(search.scope);
  const orderFilter = visibleOrder ? sql`and ${visibleOrder}` : sql``;
  const result = (await db.execute(sql`
    select s.id, s.delivery_date::text as date, s.delivery_time::text as time, gh.interval_hours,
           ${loads.id} as load_id, pl.name as cd_name, pl.street, pl.number, pl.district, pl.city, pl.state,
           g.name as gate_name, sup.name as supplier_name, agg.orders, agg.volumes, agg.pieces
      from schedules s
      join ${loads} on ${loads.id} = s.load_id
      join gates g on g.id = s.gate_id
      join physical_locations pl on pl.id = ${loads.cdId}
      join suppliers sup on sup.id = ${loads.supplierId}
      left join gate_hours gh on gh.gate_id = s.gate_id and gh.weekday = extract(dow from s.delivery_date)::int + 1
      cross join lateral (
        select json_agg(${orders.id} order by ${orders.id}) as orders,
               coalesce(sum(${orders.qtVolumes}), 0) as volumes,
               coalesce(sum(${orders.qtPieces}), 0) as pieces
          from load_orders lo
          join ${orders} on ${orders.id} = lo.order_id
         where lo.load_id = ${loads.id} ${orderFilter}
      ) agg
     where ${sql.join(where, sql` and `)}
     order by s.delivery_date, s.delivery_time, s.id
     limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    scheduleId: toNumber(r.id),
    date: String(r.date),
    time: String(r.time),
    slotHours: r.interval_hours === null || r.interval_hours === undefined ? null : toNumber(r.interval_hours),
    loadId: toNumber(r.load_id),
    cdName: String(r.cd_name),
    address: {
      street: textOrNull(r.street),
      number: textOrNull(r.number),
      district: textOrNull(r.district),
      city: String(r.city),
      state: String(r.state),
    },
    gateName: String(r.gate_name),
    supplierName: String(r.supplier_name),
    orders: jsonList(r.orders).map(toNumber),
    volumes: toNumber(r.volumes),
    pieces: toNumber(r.pieces),
  }));
}
