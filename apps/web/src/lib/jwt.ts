/**
 * Reads a JWT's payload without verifying it: the server verifies every call, the client only needs
 * the claims to decide what to show. Returns null for anything that is not a three-part JWT with a JSON payload.
 */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part || token.split('.').length !== 3) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** True when the payload carries an "exp" claim in the past. */
export function isJwtExpired(payload: unknown, now: number = Date.now()): boolean {
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return false;
  const exp = (payload as { exp: unknown }).exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}
