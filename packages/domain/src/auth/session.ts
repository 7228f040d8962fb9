import { z } from 'zod';

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
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/**
 * A token is incomplete (the user must register) when it is empty or 'null',
 * or when it names no supplier, CD or company and the user is not an admin.
 */
export function isTokenIncomplete(
  payload: Pick<TokenPayload, 'idFornecedor' | 'idCd' | 'idEmpresa' | 'admin'> | null | undefined,
): boolean {
  if (!payload) return true;
  if (payload.admin === 1) return false;
  return payload.idFornecedor == null && payload.idCd == null && payload.idEmpresa == null;
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
