import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
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

/** Locks the user's row for the rest of the transaction (registration reads then writes it). */
export async function findUserForUpdate(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

// ---- failed sign-ins -------------------------------------------------------

export async function countFailures(
  db: DbOrTx,
  since: Date,
  by: { login: string; address: string },
): Promise<{ login: number; address: number }> {
  const [row] = await db
    .select({
      login: sql<number>`count(*) filter (where ${loginAttempts.login} = ${by.login})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${loginAttempts.address} = ${by.address})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(gt(loginAttempts.at, since), or(eq(loginAttempts.login, by.login), eq(loginAttempts.address, by.address))),
    );
  return { login: row?.login ?? 0, address: row?.address ?? 0 };
}

export async function recordFailure(db: DbOrTx, attempt: { login: string; address: string; at: Date }): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/** Forgets failures older than the window, so the table stays small. */
export async function pruneFailures(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, before));
}

export async function clearLoginFailures(db: DbOrTx, login: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.login, login));
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

export async function supplierByCnpj(db: DbOrTx, cnpj: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.cnpj, cnpj));
  return row;
}

export async function cdById(db: DbOrTx, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: physicalLocations.id, name: physicalLocations.name })
    .from(physicalLocations)
    .where(and(eq(physicalLocations.id, id), eq(physicalLocations.locationType, 'CD')));
  return row;
}

export async function listCds(
  db: DbOrTx,
): Promise<{ id: number; codigo: string; nome: string; cidade: string; uf: string }[]> {
  return db
    .select({
      id: physicalLocations.id,
      codigo: physicalLocations.code,
      nome: physicalLocations.name,
      cidade: physicalLocations.city,
      uf: physicalLocations.state,
    })
    .from(physicalLocations)
    .where(eq(physicalLocations.locationType, 'CD'))
    .orderBy(asc(physicalLocations.name));
}

export type CompanyRow = typeof companies.$inferSelect;

export async function companyById(db: DbOrTx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function listCompanies(db: DbOrTx): Promise<CompanyRow[]> {
  return db.select().from(companies).orderBy(asc(companies.id));
}
