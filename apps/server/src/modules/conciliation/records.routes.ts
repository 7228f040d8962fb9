import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the records helper replaces this file. */
export const recordsRoutes: FastifyPluginAsyncZod = async () => {};
