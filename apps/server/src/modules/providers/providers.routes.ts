import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Providers have no REST path: spec 001 §7 gives only GraphQL operations (providers.graphql.ts). */
export const providerRoutes: FastifyPluginAsyncZod = async () => {};
