import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/openapi';
import { idParams, noContent, noContentAfter } from '../../platform/routes';
import { cdContext, type CdContext } from './cd-access';
import { cdRoute } from './cds.schemas';

/** The routes a CD's parts (gates, exceptions, variations) have alike, each registered by the part's plugin. */

type CdRoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** GET `<path>/cd/:id`: a CD's records of one part (cd-details); the service answers 404 when it has none. */
export function listOfCdRoute<Row extends z.ZodType>(
  app: CdRoutesApp,
  path: string,
  summary: string,
  row: Row,
  list: (ctx: CdContext, cdId: number) => Promise<z.input<Row>[]>,
): void {
  app.get(
    `${path}/cd/:id`,
    cdRoute('cd-details', {
      summary,
      params: idParams,
      response: { 200: z.array(row), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => list(cdContext(request), request.params.id),
  );
}

/** DELETE `<path>/:id`: removes one record of a part (edit-cd-details), 204 once done. */
export function deleteRoute(
  app: CdRoutesApp,
  path: string,
  summary: string,
  errorStatuses: readonly number[],
  remove: (ctx: CdContext, id: number) => Promise<void>,
): void {
  app.delete(
    `${path}/:id`,
    cdRoute('edit-cd-details', {
      summary,
      params: idParams,
      response: { 204: noContent, ...errorResponses(...errorStatuses) },
    }),
    noContentAfter((request) => remove(cdContext(request), request.params.id)),
  );
}
