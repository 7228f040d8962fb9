import type { Permission } from '@portal/domain';
import type { FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import { requirePermission } from './auth';
import { sendPdf } from './download';
import { fileResponses } from './openapi';

/** The OpenAPI security of a route that takes the session's bearer token. */
export const bearer = [{ bearer: [] }];

/** A positive id in the path (`/:id`), read as a number. */
export const positiveId = z.coerce.number().int().positive();

/** The path of a route on one record: `/:id`. */
export const idParams = z.object({ id: positiveId });

/** The empty answer of a 204. */
export const noContent = z.null().describe('No content');

/** A route's OpenAPI schema without what areaRoute adds (the area's tag and the bearer security). */
export type AreaRouteSchema = Omit<FastifySchema, 'tags' | 'security'>;

/**
 * The options of an area's signed-in REST routes: `const loadRoute = areaRoute('loads')`, then
 * `app.get(url, loadRoute('load-details', { summary, params, response }), handler)`. The permission is checked before
 * the handler (preHandler), and the OpenAPI schema carries the area's tag and the bearer token.
 */
export function areaRoute(tag: string) {
  return <S extends AreaRouteSchema>(permission: Permission, schema: S) => ({
    preHandler: requirePermission(permission),
    schema: { tags: [tag], security: bearer, ...schema },
  });
}

/**
 * A handler that answers 201 Created with the record `save` returns:
 * `app.post(url, options, created((request) => service.create(ctx(request), request.body)))`.
 */
export function created<Request, Answer>(save: (request: Request) => Promise<Answer>) {
  return async (request: Request, reply: FastifyReply): Promise<Answer> => {
    const saved = await save(request);
    reply.code(201);
    return saved;
  };
}

/** A handler that answers 204 No Content once `run` is done (a delete, a cancel). */
export function noContentAfter<Request>(run: (request: Request) => Promise<unknown>) {
  return async (request: Request, reply: FastifyReply): Promise<null> => {
    await run(request);
    reply.code(204);
    return null;
  };
}

/**
 * A route that answers a PDF to download as `fileName`, the name written once for both its halves:
 * `responses(errorStatuses)` is its OpenAPI answer (the file, then the refusals), and `send(render)` its handler,
 * `app.get(url, { …, response: file.responses([400, 401, 403]) }, file.send((request) => service.pdf(…)))`.
 */
export function pdfDownload(fileName: string) {
  return {
    responses: (errorStatuses: readonly number[]) =>
      fileResponses(`application/pdf; attachment; filename="${fileName}"`, errorStatuses),
    send:
      <Request>(render: (request: Request) => Promise<Buffer>) =>
      async (request: Request, reply: FastifyReply): Promise<void> => {
        // awaiting the reply (Fastify's "await reply") resolves once the file is sent
        await sendPdf(reply, fileName, await render(request));
      },
  };
}
