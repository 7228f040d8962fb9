import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Subcontractors have no REST path: spec 001 §7 gives only GraphQL operations (subcontractors.graphql.ts). */
export const subcontractorRoutes: FastifyPluginAsyncZod = async () => {};
