import { cdExceptionInputSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/openapi';
import { cdContext } from './cd-access';
import { cdRoute, cdExceptionSchema } from './cds.schemas';
import { created, idParams, noContent, noContentAfter } from '../../platform/routes';
import * as exceptionService from './exceptions.service';

/** Dates on which a CD receives nothing: /api/excecoes. */
export const exceptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/excecoes/cd/:id',
    cdRoute('cd-details', {
      summary: "A CD's exceptions by date; 404 when it has none",
      params: idParams,
      response: { 200: z.array(cdExceptionSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => exceptionService.listExceptions(cdContext(request), request.params.id),
  );

  app.post(
    '/excecoes',
    cdRoute('edit-cd-details', {
      summary: 'Registers an exception (title and date). Errors: cdException010 (the date is already registered)',
      body: cdExceptionInputSchema,
      response: { 201: cdExceptionSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    created((request) => exceptionService.createException(cdContext(request), request.body)),
  );

  app.delete(
    '/excecoes/:id',
    cdRoute('edit-cd-details', {
      summary: 'Removes an exception',
      params: idParams,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    }),
    noContentAfter((request) => exceptionService.deleteException(cdContext(request), request.params.id)),
  );
};
