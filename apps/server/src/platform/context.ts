import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './database';

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
