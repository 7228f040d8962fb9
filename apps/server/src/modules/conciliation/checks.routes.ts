import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the checks helper replaces this file. */
export const checksRoutes: FastifyPluginAsyncZod = async () => {};
