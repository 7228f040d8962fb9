import type { Language, Permission } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { assertPermission, type AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/database';
import { requestLanguage } from '../../platform/errors';

/** Who asks, in which language, over which database: what every conciliation service (reconcile, status, list, report) takes. */
export interface ConciliationContext {
  db: Db;
  user: AuthUser;
  language: Language;
  requestId?: string;
}

/** A resolver's context once the permission is asserted (GraphQL refuses with forbidden otherwise). */
export function graphqlContext(ctx: MercuriusContext, permission: Permission): ConciliationContext {
  return {
    db: ctx.app.database.db,
    user: assertPermission(ctx, permission),
    language: ctx.language,
    requestId: ctx.requestId,
  };
}

/** A route's context (the route's preHandler checked the permission); the request's language unless told. */
export function restContext(
  app: FastifyInstance,
  request: FastifyRequest,
  language: Language = requestLanguage(request),
): ConciliationContext {
  return { db: app.database.db, user: request.user!, language, requestId: request.id };
}

/**
 * A GraphQL resolver of the area: asserts the permission, builds the context, hands the arguments to `run`
 * (which also gets Mercurius' context, for the app).
 */
export function resolver<Args, Answer>(
  permission: Permission,
  run: (context: ConciliationContext, args: Args, mercurius: MercuriusContext) => Answer,
) {
  return (_root: unknown, args: Args, ctx: MercuriusContext): Answer => run(graphqlContext(ctx, permission), args, ctx);
}
