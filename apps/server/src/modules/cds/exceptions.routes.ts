import { cdExceptionInputSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/openapi';
import { cdContext } from './cd-access';
import { cdRoute, cdExceptionSchema } from './cds.schemas';
import { created } from '../../platform/routes';
import { deleteRoute, listOfCdRoute } from './cd-part-routes';
import * as exceptionService from './exceptions.service';

/** Dates on which a CD receives nothing: /api/excecoes. */
export const exceptionRoutes: FastifyPluginAsyncZod = async (app) => {
  listOfCdRoute(
    app,
    '/excecoes',
    "A CD's exceptions by date; 404 when it has none",
    cdExceptionSchema,
    exceptionService.listExceptions,
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

  deleteRoute(app, '/excecoes', 'Removes an exception', [400, 401, 403, 404], exceptionService.deleteException);
};
