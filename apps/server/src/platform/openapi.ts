import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function isZodSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * Routes described with zod are converted; routes that keep JSON schemas (GraphQL's, which
 * OpenAPI cannot describe anyway) are left out of the document.
 */
function transform(input: TransformInput) {
  const schema = input.schema as Record<string, unknown> | undefined;
  if (!schema) return { schema: input.schema, url: input.url };
  const parts = ['body', 'querystring', 'params', 'headers'].map((k) => schema[k]).filter((v) => v !== undefined);
  const responses = Object.values((schema.response as Record<string, unknown> | undefined) ?? {});
  if ([...parts, ...responses].some((part) => !isZodSchema(part))) return { schema: { hide: true }, url: input.url };
  return jsonSchemaTransform(input);
}

/** OpenAPI document of the REST routes, with Swagger UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Portal Fornecedor API',
        description:
          'Supplier portal of Renner (001), Camicado (003) and Youcom (004). Errors answer { code, message, details }.',
        version: '0.1.0',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // its own CSP with the hashes of its inline scripts, replacing the app-wide one
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

/** The error body of every refusal, for the OpenAPI document. */
export const apiErrorSchema = z
  .object({
    code: z.string().describe('Code of the error catalogue (e.g. sessionExpired, register01)'),
    message: z.string().describe("Message in the caller's language (Accept-Language)"),
    details: z.unknown().optional(),
  })
  .describe('Error');

export function errorResponses(...statuses: number[]): Record<number, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}

/**
 * The answers of a route that sends a file: 200 the file (OpenAPI describes a body of bytes as a string; the
 * description names its type and file name) and the refusals' statuses.
 */
export function fileResponses(description: string, errorStatuses: readonly number[]) {
  return { 200: z.string().describe(description), ...errorResponses(...errorStatuses) };
}
