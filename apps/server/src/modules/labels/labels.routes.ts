import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Labels (spec 000 §7): POST /etiquetas/{tipoTag} and Camicado's PDF. Routes land with issue 6. */
export const labelRoutes: FastifyPluginAsyncZod = async () => {};
