import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth';
import type { Config } from './config';
import type { Database, Db } from './database';

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
