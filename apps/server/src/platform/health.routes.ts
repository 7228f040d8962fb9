import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

/** GET /api/health: 200 when the database answers, 503 otherwise (load balancers and the container probe). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};
