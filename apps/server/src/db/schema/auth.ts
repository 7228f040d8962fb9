import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { physicalLocations } from './cds';
import { suppliers } from './providers';

/** Profiles and permissions mirror the role tables in packages/domain; the server syncs them on start. */
export const profiles = pgTable('profiles', {
  key: text('key').primaryKey(),
  name: text('name').notNull().unique(),
});

export const permissions = pgTable('permissions', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(), // route or action
});

export const profilePermissions = pgTable(
  'profile_permissions',
  {
    profileKey: text('profile_key')
      .notNull()
      .references(() => profiles.key, { onDelete: 'cascade' }),
    permissionKey: text('permission_key')
      .notNull()
      .references(() => permissions.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profileKey, t.permissionKey] })],
);

/**
 * Portal users. Local users sign in with login and an argon2 hash; corporate (SSO) users are
 * created on their first sign-in and have no password. chapa is the corporate login number.
 */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    login: text('login').notNull().unique(),
    chapa: text('chapa').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    ssoSubject: text('sso_subject').unique(),
    /** Comma list of profile names, as the corporate directory gave them (or the local profile). */
    profileNames: text('profile_names').notNull().default(''),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    cdId: integer('cd_id').references(() => physicalLocations.id),
    companyId: integer('company_id').references(() => companies.id),
    active: boolean('active').notNull().default(true),
    /** Raised whenever the user's link or profile changes: tokens signed with an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // registration and row-level checks find a supplier's users
    index('users_supplier_idx').on(t.supplierId),
  ],
);

/** One-time keys handed to /login/success after the corporate sign-in; exchanged by POST /api/auth/gettoken. */
export const loginKeys = pgTable('login_keys', {
  keyHash: text('key_hash').primaryKey(),
  userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
  profileNames: text('profile_names').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-ins, kept in the database so every server instance applies the same per-login limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId(),
    login: text('login').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // rate limiting counts recent failures per login and per address
    index('login_attempts_login_at_idx').on(t.login, t.at),
    index('login_attempts_address_at_idx').on(t.address, t.at),
  ],
);

/**
 * A user's request to be linked to a supplier (by code or CNPJ) or to a CD. /register records it; an Admin
 * approves (the link is written then) or refuses it with a reason. status: pending, approved, refused.
 */
export const registerRequests = pgTable(
  'register_requests',
  {
    id: identityId(),
    userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
    chapa: text('chapa').notNull(),
    /** what the user typed: the supplier code, the CNPJ (digits) or the CD id */
    supplierCode: integer('supplier_code'),
    cnpj: text('cnpj'),
    cdId: integer('cd_id').references(() => physicalLocations.id),
    /** the supplier the code or CNPJ named when the request was made */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    // a user has at most one pending request
    uniqueIndex('register_requests_one_pending_idx')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('register_requests_status_idx').on(t.status, t.requestedAt),
  ],
);

/** Tokens revoked before their expiry (sign-out), by their jti; rows past expiresAt may be deleted. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Request counters of the rate limits, shared by every instance that uses the same database. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
