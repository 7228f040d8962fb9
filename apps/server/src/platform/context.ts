import { resolveLanguage, type Language } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth';
import type { Config } from './config';
import type { Database, Db } from './database';
import { requestLanguage } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Makes the configuration and the database reachable from every route and hook (request.server). */
export function decorateContext(app: FastifyInstance, config: Config, database: Database): void {
  app.decorate('config', config);
  app.decorate('database', database);
}

/** What a service receives from its route: the database, the signed-in user (the route's preHandler set it), the request id for the audit. */
export interface ServiceContext {
  db: Db;
  user: AuthUser;
  requestId?: string;
}

/** The service context of a signed-in request. */
export function serviceContext(request: FastifyRequest): ServiceContext {
  return { db: request.server.database.db, user: request.user!, requestId: request.id };
}

/** A service context that also carries the reader's language, for services whose answers hold texts (status names, reasons). */
export interface LocalizedContext extends ServiceContext {
  language: Language;
}

/** The localized context of a signed-in request: the request's language unless another is asked (e.g. `userLocale`). */
export function localizedContext(
  request: FastifyRequest,
  language: Language = requestLanguage(request),
): LocalizedContext {
  return { ...serviceContext(request), language };
}

/** The language a document prints in: the `userLocale` the screen sends when given, else the request's. */
export function documentLanguage(request: FastifyRequest, userLocale: string | undefined): Language {
  return userLocale ? resolveLanguage(userLocale) : requestLanguage(request);
}
