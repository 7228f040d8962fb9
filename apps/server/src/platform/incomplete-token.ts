import { isTokenIncomplete } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth';
import { AppError } from './errors';

/**
 * What a signed-in user whose token is incomplete (a supplier without supplier, a logistics user without CD, a
 * company user without company) may still call: who they are, the registration screen, their own link request
 * and signing out. Every other route answers 403 tokenIncomplete, and so does every GraphQL query but `sessao`
 * (requireUser in auth.ts). Keep this list small: each entry is a route an unlinked account can reach.
 */
export const INCOMPLETE_TOKEN_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/register/',
  'GET /api/register/cds',
  'GET /api/register/request',
]);

/** The route as the allow-list names it: method (HEAD as GET) and the route's path pattern. */
function routeKey(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${request.routeOptions.url ?? ''}`;
}

/** 403 tokenIncomplete unless the token is complete or the route is one an incomplete account needs. */
export function assertRouteAllowsToken(
  request: Pick<FastifyRequest, 'method' | 'routeOptions'>,
  user: Pick<AuthUser, 'perfis' | 'idFornecedor' | 'idCd' | 'idEmpresa'>,
): void {
  if (isTokenIncomplete(user) && !INCOMPLETE_TOKEN_ROUTES.has(routeKey(request))) throw new AppError('tokenIncomplete');
}
