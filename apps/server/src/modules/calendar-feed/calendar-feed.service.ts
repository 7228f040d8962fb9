import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  bookingEvent,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MAX_EVENTS,
  calendarFeedFileSchema,
  hasPermission,
  isTokenIncomplete,
  type CalendarBooking,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type Language,
} from '@portal/domain';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { rowScopeOf } from '../../platform/row-scope';
import { tokenPayloadFor } from '../auth/auth.service';
import { renderCalendarFeed } from './calendar-feed.ics';
import * as repo from './calendar-feed.repository';
import type { FeedBookingRow, FeedOwner } from './calendar-feed.repository';

/**
 * The bookings' calendar feed (issue 17): a signed-in user with calendar-feed (Fornecedor, Logistica) creates or
 * rotates a secret URL, sees whether one is live, and revokes it; calendars fetch the URL without a session. Only
 * the secret's SHA-256 is stored. The feed acts for its user as the user is now (profile, link, active), through
 * the one row scope; an unknown, revoked or no longer permitted feed answers 404, all alike.
 */

const AUDIT_ENTITY = 'calendar_feeds';
/** The public path of a feed, under PUBLIC_URL. */
export const CALENDAR_FEED_PATH = '/api/agenda/calendario';
/** last_read_at is written at most this often per feed (calendars poll; the screen shows it to the minute). */
const READ_MARK_EVERY_MS = 60_000;

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function signedInUserId(ctx: ServiceContext): number {
  const id = userIdOf(ctx.user);
  // every signed-in token names a users.id; a token that does not cannot hold a feed
  if (id === null) throw new AppError('tokenIncomplete');
  return id;
}

/** GET /agenda/calendario: whether a feed is live, since when, and its last read. */
export async function feedStatus(ctx: ServiceContext): Promise<CalendarFeedStatus> {
  const feed = await repo.liveFeedOf(ctx.db, signedInUserId(ctx));
  return {
    ativo: feed !== null,
    criadoEm: feed?.createdAt.toISOString() ?? null,
    ultimaLeitura: feed?.lastReadAt?.toISOString() ?? null,
  };
}

/**
 * POST /agenda/calendario: a new secret URL, shown this once; a live feed is revoked in the same transaction
 * (rotation: the old URL answers 404 from then on). The user's row is locked, so two creations leave one live feed.
 */
export async function createFeed(
  ctx: ServiceContext,
  publicUrl: string,
  language: Language,
): Promise<CalendarFeedCreated> {
  const userId = signedInUserId(ctx);
  const secret = randomBytes(32).toString('base64url');
  const at = clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw new AppError('tokenIncomplete');
    const revoked = await repo.revokeLiveFeeds(tx, userId, at);
    const row = await repo.insertFeed(tx, { userId, tokenHash: secretHash(secret), at });
    await auditWrite(tx, ctx, {
      action: 'create',
      entity: AUDIT_ENTITY,
      entityId: row.id,
      after: { userId, revoked },
    });
    return row;
  });
  const url = new URL(`${CALENDAR_FEED_PATH}/${secret}.ics`, publicUrl);
  url.searchParams.set('lang', language);
  return { url: url.toString(), criadoEm: created.createdAt.toISOString() };
}

/** DELETE /agenda/calendario: revokes the live feed (nothing to revoke is not an error: the URL is dead either way). */
export async function revokeFeed(ctx: ServiceContext): Promise<void> {
  const userId = signedInUserId(ctx);
  await ctx.db.transaction(async (tx) => {
    const revoked = await repo.revokeLiveFeeds(tx, userId, clock.now());
    for (const id of revoked) {
      await auditWrite(tx, ctx, { action: 'delete', entity: AUDIT_ENTITY, entityId: id, before: { userId } });
    }
  });
}

/** The one refusal of the public path: an unknown, revoked or no longer permitted feed all look the same. */
function unknownFeed(): AppError {
  return AppError.notFound();
}

/** The owner's token payload as it would be signed now, or null when the owner may not have a feed any more. */
function ownerPayload(owner: FeedOwner) {
  if (!owner.active) return null;
  const payload = tokenPayloadFor(owner, owner.profileNames);
  if (!payload || isTokenIncomplete(payload) || !hasPermission(payload.permissions, 'calendar-feed')) return null;
  return payload;
}

function addressLine(address: FeedBookingRow['address']): string | null {
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const parts = [street, address.district, `${address.city}/${address.state}`].filter(Boolean);
  return parts.join(' - ') || null;
}

function toCalendarBooking(row: FeedBookingRow): CalendarBooking {
  const { address, ...rest } = row;
  return { ...rest, cdAddress: addressLine(address) };
}

/**
 * GET /agenda/calendario/{secret}.ics: the owner's bookings from CALENDAR_FEED_DAYS_BACK days before today
 * (São Paulo, app clock) to CALENDAR_FEED_DAYS_AHEAD after, as the owner's row scope lets through.
 */
export async function feedCalendar(db: DbOrTx, file: string, language: Language): Promise<string> {
  const parsed = calendarFeedFileSchema.safeParse(file);
  if (!parsed.success) throw unknownFeed();
  const feed = await repo.liveFeedByHash(db, secretHash(parsed.data.slice(0, -'.ics'.length)));
  if (!feed) throw unknownFeed();
  const payload = ownerPayload(feed.user);
  if (!payload) throw unknownFeed();
  const now = clock.now();
  const today = clock.today();
  const rows = await repo.findFeedBookings(
    db,
    {
      scope: rowScopeOf(payload),
      from: addDays(today, -CALENDAR_FEED_DAYS_BACK),
      to: addDays(today, CALENDAR_FEED_DAYS_AHEAD),
    },
    CALENDAR_FEED_MAX_EVENTS,
  );
  await repo.markRead(db, feed.feedId, now, READ_MARK_EVERY_MS);
  const events = rows.map((row) => bookingEvent(toCalendarBooking(row), language));
  return renderCalendarFeed({ events, language, now });
}
