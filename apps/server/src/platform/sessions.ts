import { eq, lt, sql } from 'drizzle-orm';
import { revokedTokens, users } from '../db/schema/index';
import { clock } from './clock';
import type { DbOrTx } from './database';

/**
 * Server-side state of session tokens. A token is live while its user is active, its version (`ver`) is the
 * user's current token version and its id (`jti`) has not been revoked. The check is one statement over two
 * primary keys on every authenticated request, without a cache: a sign-out, a profile change or an approved
 * link takes effect at once on every instance that shares the database.
 */

export interface SessionClaims {
  sub: string;
  jti: string;
  ver: number;
}

/**
 * Raises a user's token version: every token signed before stops working. Call it in the transaction that
 * changes what a token carries (the profile, the supplier or CD link, the company). Returns the new version.
 */
export async function bumpTokenVersion(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`user ${userId} not found`);
  return row.tokenVersion;
}

/**
 * Revokes one token until its expiry (sign-out). Expiries are on the app clock, like the tokens; rows of tokens
 * that have expired anyway are deleted on the way.
 */
export async function revokeToken(db: DbOrTx, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, clock.now()));
}

/** True when the token's user is active, the token's version is current and its id is not revoked. */
export async function sessionIsLive(db: DbOrTx, claims: SessionClaims): Promise<boolean> {
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0) return false;
  const [row] = await db
    .select({
      tokenVersion: users.tokenVersion,
      active: users.active,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !row.active || row.revoked) return false;
  return claims.ver === row.tokenVersion;
}
