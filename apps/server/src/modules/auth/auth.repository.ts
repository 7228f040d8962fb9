import type { LoginFailures } from '@portal/domain';
import { and, asc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { companies, loginAttempts, loginKeys, physicalLocations, suppliers, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Logins are matched case-insensitively: people type them as they remember them. */
export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = ${login.toLowerCase()}`)
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

export async function findUserBySsoSubject(db: DbOrTx, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.ssoSubject, subject));
  return row;
}

export async function loginTaken(db: DbOrTx, login: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.login}) = ${login.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user not returned');
  return row;
}

export async function updateUser(db: DbOrTx, id: number, changes: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

// ---- failed sign-ins -------------------------------------------------------

/** epoch ms of the latest matching failure (null when none), the same on PGlite and node-postgres */
function lastFailureAt(condition: SQL) {
  const latest = sql`max(${loginAttempts.at}) filter (where ${condition})`;
  return sql<number | null>`(extract(epoch from ${latest}) * 1000)::float8`.mapWith(Number);
}

function failureCount(condition: SQL) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

/**
 * The recent failures of a login from an address, of the login from anywhere and of the address for any login
 * (the sign-in throttle's three tallies), in one statement over the (login, at) and (address, at) indexes.
 */
export async function failureTallies(
  db: DbOrTx,
  by: { login: string; address: string },
  since: { pair: Date; window: Date },
): Promise<LoginFailures> {
  const pair = and(
    eq(loginAttempts.login, by.login),
    eq(loginAttempts.address, by.address),
    gt(loginAttempts.at, since.pair),
  )!;
  const login = and(eq(loginAttempts.login, by.login), gt(loginAttempts.at, since.window))!;
  const address = and(eq(loginAttempts.address, by.address), gt(loginAttempts.at, since.window))!;
  const earliest = since.pair < since.window ? since.pair : since.window;
  const [row] = await db
    .select({
      pairCount: failureCount(pair),
      pairLast: lastFailureAt(pair),
      loginCount: failureCount(login),
      loginLast: lastFailureAt(login),
      addressCount: failureCount(address),
      addressLast: lastFailureAt(address),
    })
    .from(loginAttempts)
    .where(
      and(gt(loginAttempts.at, earliest), or(eq(loginAttempts.login, by.login), eq(loginAttempts.address, by.address))),
    );
  return {
    pair: { count: row?.pairCount ?? 0, lastAt: row?.pairLast ?? null },
    login: { count: row?.loginCount ?? 0, lastAt: row?.loginLast ?? null },
    address: { count: row?.addressCount ?? 0, lastAt: row?.addressLast ?? null },
  };
}

export async function recordFailure(db: DbOrTx, attempt: { login: string; address: string; at: Date }): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/** Forgets failures older than the longest memory, so the table stays small. */
export async function pruneFailures(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, before));
}

/** A success clears its own pair only: clearing the login everywhere would reset an attacking address too. */
export async function clearPairFailures(db: DbOrTx, by: { login: string; address: string }): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.login, by.login), eq(loginAttempts.address, by.address)));
}

// ---- one-time keys of the corporate sign-in --------------------------------

export async function insertLoginKey(
  db: DbOrTx,
  key: { keyHash: string; userId: number; profileNames: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginKeys).values(key);
}

/** Marks the key used and returns it, atomically: of two concurrent exchanges only one wins. */
export async function consumeLoginKey(
  db: DbOrTx,
  keyHash: string,
  now: Date,
): Promise<{ userId: number; profileNames: string } | undefined> {
  const [row] = await db
    .update(loginKeys)
    .set({ usedAt: now })
    .where(and(eq(loginKeys.keyHash, keyHash), isNull(loginKeys.usedAt), gt(loginKeys.expiresAt, now)))
    .returning({ userId: loginKeys.userId, profileNames: loginKeys.profileNames });
  return row;
}

export async function pruneLoginKeys(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginKeys).where(lt(loginKeys.expiresAt, before));
}

// ---- names shown in the session --------------------------------------------

export async function supplierById(db: DbOrTx, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
  return row;
}

export async function cdById(db: DbOrTx, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: physicalLocations.id, name: physicalLocations.name })
    .from(physicalLocations)
    .where(and(eq(physicalLocations.id, id), eq(physicalLocations.locationType, 'CD')));
  return row;
}

export type CompanyRow = typeof companies.$inferSelect;

export async function companyById(db: DbOrTx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function listCompanies(db: DbOrTx): Promise<CompanyRow[]> {
  return db.select().from(companies).orderBy(asc(companies.id));
}
