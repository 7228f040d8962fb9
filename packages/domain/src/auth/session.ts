import { z } from 'zod';
import { profileByName } from './profiles';

/** Session statuses of spec 000 §4. */
export const SESSION_STATUSES = [
  'logged_out',
  'login_register',
  'logged_loading',
  'logged_in',
  'login_error',
  'login_unauthorized',
  'login_cancelled',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** What the signed bearer token carries (spec 000 §3 Registration, plus the permissions). */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  chapa: z.string(),
  name: z.string(),
  perfis: z.string(),
  idFornecedor: z.number().int().nullable(),
  idCd: z.number().int().nullable(),
  idEmpresa: z.number().int().nullable(),
  admin: z.union([z.literal(0), z.literal(1)]),
  permissions: z.array(z.string()),
  /** The token's id, by which a sign-out revokes it. The server always sets it; optional for decoding. */
  jti: z.string().optional(),
  /** The user's token version when the token was signed: a link or profile change raises it. */
  ver: z.number().int().nonnegative().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** POST /api/auth/logout: the token is revoked until its expiry. */
export const signOutResponseSchema = z.object({ code: z.literal('signedOut'), message: z.string() });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;

/** The id a token must name before any data call: what its profile's row scope is restricted by. */
export type TokenRequirement = 'supplier' | 'cd' | 'company' | 'nothing';

/**
 * What the token's profile needs (spec 000 §3): a supplier (Fornecedor), a CD (Logistica), a company (the three
 * Usuario profiles) or nothing (Admin). null when the token names no known profile.
 */
export function tokenRequirement(payload: Pick<TokenPayload, 'perfis'>): TokenRequirement | null {
  const profile = profileByName(payload.perfis);
  if (!profile) return null;
  return profile.rowScope === 'all' ? 'nothing' : profile.rowScope;
}

/**
 * A token is incomplete (the user must register, and every data call answers tokenIncomplete) when it is
 * missing, names no known profile, or lacks what its profile needs: a supplier without idFornecedor, a
 * logistics user without idCd, a company user without idEmpresa. Another profile's id does not stand in
 * (a logistics user with a company is still incomplete), so no account is ever left unrestricted.
 */
export function isTokenIncomplete(
  payload: Pick<TokenPayload, 'perfis' | 'idFornecedor' | 'idCd' | 'idEmpresa'> | null | undefined,
): boolean {
  if (!payload) return true;
  switch (tokenRequirement(payload)) {
    case 'nothing':
      return false;
    case 'supplier':
      return payload.idFornecedor == null;
    case 'cd':
      return payload.idCd == null;
    case 'company':
      return payload.idEmpresa == null;
    case null:
      return true;
  }
}

/** A token string is usable only when present and not the literal 'null' some clients store. */
export function isTokenString(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim() !== '' && token !== 'null' && token !== 'undefined';
}

/** The gateway's decision once a token is known (spec 000 §2 "Gateway" and §4). */
export function sessionStatusFor(payload: TokenPayload | null): SessionStatus {
  if (!payload || payload.permissions.length === 0) return 'login_unauthorized';
  if (isTokenIncomplete(payload)) return 'login_register';
  return 'logged_in';
}

/** Where the gateway sends each status. */
export function gatewayTarget(status: SessionStatus): '/main' | '/login' | '/register' | null {
  switch (status) {
    case 'logged_in':
      return '/main';
    case 'login_register':
      return '/register';
    case 'login_unauthorized':
    case 'login_error':
    case 'login_cancelled':
    case 'logged_out':
      return '/login';
    case 'logged_loading':
      return null;
  }
}

/**
 * Where a signed-in user lands when no page was asked for: a logistics user on its CD's dock board (issue 18: its
 * day starts there), everyone else on the order search.
 */
export function homePath(payload: Pick<TokenPayload, 'perfis' | 'permissions'>): '/main' | '/dock-board' {
  const profile = profileByName(payload.perfis);
  return profile?.key === 'logistica' && payload.permissions.includes('dock-board') ? '/dock-board' : '/main';
}
