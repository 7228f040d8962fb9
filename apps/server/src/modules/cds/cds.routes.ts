import { cdHoursInputSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/openapi';
import { cdContext } from './cd-access';
import { cdRoute, cdDetailSchema, cdListItemSchema } from './cds.schemas';
import { idParams } from '../../platform/routes';
import * as cdService from './cds.service';
import { exceptionRoutes } from './exceptions.routes';
import { gateRoutes } from './gates.routes';
import { variationRoutes } from './variations.routes';

/** CD administration (spec 000 §2 CD screens): /api/cd, /api/portoes, /api/excecoes, /api/variacao */
export const cdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cd/listar',
    cdRoute('cd-list', {
      summary: 'Every distribution centre by code, with the companies it serves (/cd-list)',
      response: { 200: z.array(cdListItemSchema), ...errorResponses(401, 403) },
    }),
    async (request) => cdService.listCds(cdContext(request)),
  );

  app.get(
    '/cd/detalhe/:id',
    cdRoute('cd-details', {
      summary: 'A distribution centre with its hours on the seven weekdays (a missing weekday is closed)',
      params: idParams,
      response: { 200: cdDetailSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => cdService.getCd(cdContext(request), request.params.id),
  );

  app.put(
    '/cd/editarHorario/:id',
    cdRoute('edit-cd-details', {
      summary:
        "Replaces the given weekdays of a CD's hours. Errors: validation 422 (details.days: days ending before they start), " +
        "cdHour010 (details.days: a gate's open day, a coming variation or a booking from today on would fall outside), " +
        'withoutPermission (a logistics user at another CD)',
      params: idParams,
      body: cdHoursInputSchema,
      response: { 200: cdDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    async (request) => cdService.editCdHours(cdContext(request), request.params.id, request.body),
  );

  await app.register(gateRoutes);
  await app.register(exceptionRoutes);
  await app.register(variationRoutes);
};
