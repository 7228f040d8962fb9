import { tokenPayloadSchema, type TokenPayload } from '@portal/domain';
import { decodeJwtPayload, isJwtExpired } from '../../../lib/jwt';

/** The token's claims when they have the portal's shape and have not expired; null otherwise. */
export function parseTokenPayload(token: string | null | undefined, now: number = Date.now()): TokenPayload | null {
  if (!token) return null;
  const raw = decodeJwtPayload(token);
  if (isJwtExpired(raw, now)) return null;
  const parsed = tokenPayloadSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
