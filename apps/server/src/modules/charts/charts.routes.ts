import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The measurement chart (spec 000 §7): POST /report/tabelamedida/ and GET /report/tabelamedida/{id}. */
export const chartRoutes: FastifyPluginAsyncZod = async () => {};
