import {
  hasPermission,
  isTokenIncomplete,
  profileByName,
  tokenPayloadSchema,
  type Permission,
  type ProfileKey,
  type TokenPayload,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { clock } from './clock';
import type { Config } from './config';
import './context';
import { AppError } from './errors';
import { assertRouteAllowsToken } from './incomplete-token';
import { sessionIsLive } from './sessions';

/**
 * The verified bearer token: who is calling and what they may do. Services receive it as is.
 * `exp` (epoch seconds, app clock) is set by verifyToken: a sign-out revokes the token until then.
 */
export type AuthUser = TokenPayload & { exp?: number };

/** The users.id of the token's subject (what created_by columns take), or null when the subject is not a number. */
export function userIdOf(user: AuthUser): number | null {
  const id = Number(user.sub);
  return Number.isSafeInteger(id) ? id : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authenticate / requirePermission; null before (and on public routes). */
    user: AuthUser | null;
  }
}

const ISSUER = 'portal-fornecedor';
const AUDIENCE = 'portal-fornecedor';

type TokenConfig = Pick<Config, 'JWT_SECRET' | 'TOKEN_TTL_SECONDS'>;

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Signs a session token. Its times follow the app clock: the web app judges the token's expiry by the clock the
 * pages read dates from, so a demo or a test run on another day (APP_NOW) still signs people in.
 */
export async function signToken(payload: AuthUser, config: TokenConfig, now: Date = clock.now()): Promise<string> {
  // every token gets its own id (a re-signed payload too); the version is the user's when the payload was made
  const { sub, jti: _jti, exp: _exp, ver, ...claims } = payload;
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims, ver: ver ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.TOKEN_TTL_SECONDS)
    .sign(keyOf(config.JWT_SECRET));
}

/**
 * Verifies signature, issuer, audience, expiry and shape; any failure is a 401 sessionExpired. A token must
 * carry exp (jose only checks it when present), jti and ver. Whether it was revoked is sessionUser's question.
 */
export async function verifyToken(token: string, config: Pick<Config, 'JWT_SECRET'>): Promise<AuthUser> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.JWT_SECRET), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    });
    const parsed = tokenPayloadSchema.safeParse(payload);
    if (!parsed.success || parsed.data.jti === undefined || parsed.data.ver === undefined)
      throw AppError.sessionExpired();
    return { ...parsed.data, exp: payload.exp };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JOSEError) throw new AppError('sessionExpired', undefined, { cause: error });
    throw error;
  }
}

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  // some clients store the literal 'null' when there is no token
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

/** verifyToken, then 401 sessionExpired unless the session is still live (not signed out, version current). */
export async function sessionUser(
  token: string,
  server: Pick<FastifyInstance, 'config' | 'database'>,
): Promise<AuthUser> {
  const user = await verifyToken(token, server.config);
  const live = await sessionIsLive(server.database.db, { sub: user.sub, jti: user.jti!, ver: user.ver! });
  if (!live) throw AppError.sessionExpired();
  return user;
}

/** The verified user of a request, or null when there is no valid token (GraphQL context). */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    return await sessionUser(token, request.server);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * preHandler: 401 sessionExpired unless a valid bearer token comes with the request; then 403 tokenIncomplete
 * when the token lacks what its profile needs, except on the few routes registration needs (incomplete-token.ts).
 */
export const authenticate: preHandlerAsyncHookHandler = async function authenticate(
  request: FastifyRequest,
  _reply: FastifyReply,
) {
  if (!request.user) {
    const token = bearerToken(request);
    if (!token) throw AppError.sessionExpired();
    request.user = await sessionUser(token, request.server);
  }
  assertRouteAllowsToken(request, request.user);
};

function firstMissing(user: AuthUser, permissions: readonly Permission[]): Permission | undefined {
  return permissions.find((p) => !hasPermission(user.permissions, p));
}

/** preHandler: authenticates, then 403 withoutPermission unless the token holds every listed permission. */
export function requirePermission(...permissions: Permission[]): preHandlerAsyncHookHandler {
  return async function requirePermissionHandler(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await authenticate.call(request.server, request, reply);
    const missing = firstMissing(request.user!, permissions);
    if (missing) throw AppError.withoutPermission(missing);
  };
}

/** preHandler: authenticates, then 403 withoutPermission unless the token holds at least one listed permission. */
export function requireAnyPermission(...permissions: Permission[]): preHandlerAsyncHookHandler {
  return async function requireAnyPermissionHandler(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await authenticate.call(request.server, request, reply);
    if (!permissions.some((p) => hasPermission(request.user!.permissions, p))) {
      throw AppError.withoutPermission(permissions.join('|'));
    }
  };
}

/** The user of a GraphQL resolver, or 401 sessionExpired; 403 tokenIncomplete when the token lacks what its profile needs. */
export function requireUser(ctx: { user: AuthUser | null }): AuthUser {
  const user = requireUserEvenIncomplete(ctx);
  if (isTokenIncomplete(user)) throw new AppError('tokenIncomplete');
  return user;
}

/** The user of a GraphQL resolver even with an incomplete token: only the session query (`sessao`) uses it. */
export function requireUserEvenIncomplete(ctx: { user: AuthUser | null }): AuthUser {
  if (!ctx.user) throw AppError.sessionExpired();
  return ctx.user;
}

/** GraphQL counterpart of requirePermission: returns the user when allowed. */
export function assertPermission(ctx: { user: AuthUser | null }, ...permissions: Permission[]): AuthUser {
  const user = requireUser(ctx);
  const missing = firstMissing(user, permissions);
  if (missing) throw AppError.withoutPermission(missing);
  return user;
}

/** The profile inside a token (exactly one: tokens are only issued for a single valid profile). */
export function profileOf(user: AuthUser): ProfileKey | null {
  return profileByName(user.perfis)?.key ?? null;
}
