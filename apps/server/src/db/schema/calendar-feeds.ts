import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './column-builders';
import { users } from './auth';

/**
 * A user's iCalendar feed of bookings (issue 17): the secret URL's token is stored only as its SHA-256 hash; a
 * revoked feed keeps its row (revoked_at) and answers 404 like an unknown one. One live feed per user.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hex SHA-256 of the URL's secret */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the last time a calendar fetched it (shown to the user) */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    // the feed's URL finds its row by the secret's hash
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
    index('calendar_feeds_user_idx').on(t.userId),
  ],
);
