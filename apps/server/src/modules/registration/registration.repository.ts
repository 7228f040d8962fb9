import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { physicalLocations, registerRequests, suppliers, users } from '../../db/schema/index';
import { likePattern } from '../../db/sql-text';
import type { PageWindow } from '../../platform/paging';
import type { DbOrTx } from '../../platform/database';

export type RegisterRequestRecord = typeof registerRequests.$inferSelect;
export type NewRegisterRequest = typeof registerRequests.$inferInsert;

/** What registration reads of a user: who it is and what it is linked to. */
export interface UserLink {
  id: number;
  active: boolean;
  supplierId: number | null;
  cdId: number | null;
  companyId: number | null;
  tokenVersion: number;
}

const userLinkColumns = {
  id: users.id,
  active: users.active,
  supplierId: users.supplierId,
  cdId: users.cdId,
  companyId: users.companyId,
  tokenVersion: users.tokenVersion,
};

/**
 * Locks the user's row for the rest of the transaction: a new request and an approval of the same user's
 * request take turns, so a user is never linked twice nor asks twice at once.
 */
export async function findUserLinkForUpdate(db: DbOrTx, id: number): Promise<UserLink | undefined> {
  const [row] = await db.select(userLinkColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Writes the approved link (a supplier or a CD) on the user. */
export async function writeUserLink(
  db: DbOrTx,
  id: number,
  link: { supplierId: number } | { cdId: number },
  at: Date,
): Promise<UserLink> {
  const [row] = await db
    .update(users)
    .set({ ...link, updatedAt: at })
    .where(eq(users.id, id))
    .returning(userLinkColumns);
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

// ---- what a request may name ------------------------------------------------

export interface SupplierRef {
  id: number;
  name: string;
  cnpj: string;
}

const supplierColumns = { id: suppliers.id, name: suppliers.name, cnpj: suppliers.cnpj };

export async function supplierByCode(db: DbOrTx, code: number): Promise<SupplierRef | undefined> {
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.id, code));
  return row;
}

export async function supplierByCnpj(db: DbOrTx, cnpj: string): Promise<SupplierRef | undefined> {
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.cnpj, cnpj));
  return row;
}

/** A physical location that is a CD (a store is not). */
export async function cdById(db: DbOrTx, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: physicalLocations.id })
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

// ---- requests ----------------------------------------------------------------

export async function pendingRequestOf(db: DbOrTx, userId: number): Promise<RegisterRequestRecord | undefined> {
  const [row] = await db
    .select()
    .from(registerRequests)
    .where(and(eq(registerRequests.userId, userId), eq(registerRequests.status, 'pending')));
  return row;
}

export async function insertRequest(db: DbOrTx, values: NewRegisterRequest): Promise<RegisterRequestRecord> {
  const [row] = await db.insert(registerRequests).values(values).returning();
  if (!row) throw new Error('register request not returned');
  return row;
}

/** Locks the request's row: of two Admins deciding it at once, the second sees the first one's decision. */
export async function findRequestForUpdate(db: DbOrTx, id: number): Promise<RegisterRequestRecord | undefined> {
  const [row] = await db.select().from(registerRequests).where(eq(registerRequests.id, id)).for('update');
  return row;
}

export async function decideRequest(
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string | null; decidedAt: Date; decidedBy: number },
): Promise<RegisterRequestRecord> {
  const [row] = await db.update(registerRequests).set(decision).where(eq(registerRequests.id, id)).returning();
  if (!row) throw new Error(`register request ${id} not found`);
  return row;
}

// ---- requests with who asked, what for and who decided ------------------------

const decider = alias(users, 'decider');

const detailColumns = {
  id: registerRequests.id,
  status: registerRequests.status,
  chapa: registerRequests.chapa,
  supplierCode: registerRequests.supplierCode,
  cnpj: registerRequests.cnpj,
  reason: registerRequests.reason,
  requestedAt: registerRequests.requestedAt,
  decidedAt: registerRequests.decidedAt,
  userLogin: users.login,
  userName: users.name,
  userProfileNames: users.profileNames,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierCnpj: suppliers.cnpj,
  cdId: physicalLocations.id,
  cdCode: physicalLocations.code,
  cdName: physicalLocations.name,
  deciderName: decider.name,
};

export interface RegisterRequestDetail {
  id: number;
  status: string;
  chapa: string;
  supplierCode: number | null;
  cnpj: string | null;
  reason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  userLogin: string;
  userName: string;
  userProfileNames: string;
  supplierId: number | null;
  supplierName: string | null;
  supplierCnpj: string | null;
  cdId: number | null;
  cdCode: string | null;
  cdName: string | null;
  deciderName: string | null;
}

function detailQuery(db: DbOrTx) {
  return db
    .select(detailColumns)
    .from(registerRequests)
    .innerJoin(users, eq(users.id, registerRequests.userId))
    .leftJoin(suppliers, eq(suppliers.id, registerRequests.supplierId))
    .leftJoin(physicalLocations, eq(physicalLocations.id, registerRequests.cdId))
    .leftJoin(decider, eq(decider.id, registerRequests.decidedBy));
}

/** The user's newest request, whatever its status. */
export async function latestRequestOf(db: DbOrTx, userId: number): Promise<RegisterRequestDetail | undefined> {
  const [row] = await detailQuery(db)
    .where(eq(registerRequests.userId, userId))
    .orderBy(desc(registerRequests.requestedAt), desc(registerRequests.id))
    .limit(1);
  return row;
}

export interface RequestSearch {
  status: 'pending' | 'approved' | 'refused' | null;
  text: string | null;
  kind: 'fornecedor' | 'cd' | null;
  /** requested at or after */
  from: Date | null;
  /** requested before */
  until: Date | null;
}

function searchConditions(search: RequestSearch): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (search.status) where.push(eq(registerRequests.status, search.status));
  if (search.text) {
    const pattern = likePattern(search.text);
    where.push(
      or(
        sql`${users.login} ilike ${pattern}`,
        sql`${users.name} ilike ${pattern}`,
        sql`${registerRequests.chapa} ilike ${pattern}`,
      ),
    );
  }
  if (search.kind === 'cd') where.push(sql`${registerRequests.cdId} is not null`);
  if (search.kind === 'fornecedor') where.push(sql`${registerRequests.cdId} is null`);
  if (search.from) where.push(gte(registerRequests.requestedAt, search.from));
  if (search.until) where.push(lt(registerRequests.requestedAt, search.until));
  return and(...where);
}

/** One page of the matching requests, newest first; one row more than asked tells whether another page exists. */
export async function searchRequests(
  db: DbOrTx,
  search: RequestSearch,
  page: PageWindow,
): Promise<RegisterRequestDetail[]> {
  return detailQuery(db)
    .where(searchConditions(search))
    .orderBy(desc(registerRequests.requestedAt), desc(registerRequests.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Served by register_requests_status_idx. */
export async function countPending(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registerRequests)
    .where(eq(registerRequests.status, 'pending'));
  return row?.n ?? 0;
}
