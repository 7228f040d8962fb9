import {
  LOAD_LIST_TYPES,
  assembleLoadSchema,
  loadOrdersChangeSchema,
  loadDetailSchema,
  loadListFilterSchema,
  loadListItemSchema,
  loadListPageQuerySchema,
  loadListPageSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext as ctx } from '../../platform/context';
import { errorResponses } from '../../platform/openapi';
import { areaRoute, created, noContent, noContentAfter, positiveId as id } from '../../platform/routes';
import * as loadService from './loads.service';

const loadRoute = areaRoute('loads');

/** Adding and removing orders: the load and the orders sent, answered with the load after the change. */
const ordersChange = {
  body: loadOrdersChangeSchema,
  response: { 200: loadDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
};

/** loads (spec 000 §2 load details, §4, §5, §7): /api/carga/… */
export const loadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/carga/montarcarga/',
    loadRoute('load', {
      summary:
        'Assembles a load from orders (A, W or S; same week, CD and supplier; in no load). Errors: errorStatus, errorDeliverWeek, errorDistributionCenter, errorProvider, errorExistingOrder',
      body: assembleLoadSchema,
      response: { 201: loadDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    created((request) => loadService.assembleLoad(ctx(request), request.body)),
  );

  app.get(
    '/carga/detalhe/:id',
    loadRoute('load-details', {
      summary: 'A load with its orders, totals and schedule (404 when missing or not visible)',
      params: z.object({ id }),
      response: { 200: loadDetailSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => loadService.getLoadDetail(ctx(request), request.params.id),
  );

  const listParams = z.object({ type: z.enum(LOAD_LIST_TYPES), id });
  app.get(
    '/carga/listar/:type/:id',
    loadRoute('load', {
      summary:
        "A supplier's (fornecedor/{idFornecedor}) or a CD's (cd/{idCd}) loads the user may see, newest first, all of them; optional filters as in listarpaginado. 403 for another supplier (suppliers) or CD (logistics)",
      params: listParams,
      querystring: loadListFilterSchema,
      response: { 200: z.array(loadListItemSchema), ...errorResponses(400, 401, 403) },
    }),
    async (request) => loadService.listLoads(ctx(request), request.params.type, request.params.id, request.query),
  );

  app.get(
    '/carga/listarpaginado/:type/:id',
    loadRoute('load', {
      summary:
        "/load's list: the same loads as /carga/listar, newest first, filtered (idCarga, fornecedor: name part or code, status ABERTA/AGENDADA, dtEntregaIni/dtEntregaFim: booked days) in pages from 0 (pagina) of max ≤ 20; temMais says whether another page follows",
      params: listParams,
      querystring: loadListPageQuerySchema,
      response: { 200: loadListPageSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => loadService.listLoadPage(ctx(request), request.params.type, request.params.id, request.query),
  );

  app.post(
    '/carga/adicionarpedido',
    loadRoute('load-details', {
      summary:
        'Adds orders to a load. Errors: errorStatus (a D or C order in the load, or orders not A/W/S), loadDetails011 (scheduled load: only A), errorDeliverWeek, errorDistributionCenter, errorProvider, errorExistingOrder, loadDetails010 (gate capacity)',
      ...ordersChange,
    }),
    async (request) => loadService.addOrders(ctx(request), request.body),
  );

  app.post(
    '/carga/removerpedido',
    loadRoute('load-details', {
      summary:
        'Removes orders from a load. Errors: errorStatus (a D order in the load), validation 422 (details.reason notInLoad, or emptyLoad: delete the load instead)',
      ...ordersChange,
    }),
    async (request) => loadService.removeOrders(ctx(request), request.body),
  );

  app.delete(
    '/carga/apagar/:id',
    loadRoute('load-details', {
      summary:
        'Deletes a load and its schedule. Errors: errorStatus (a D order), scheduling014 (booking less than 2 days away, without admin_alter_load_permissions)',
      params: z.object({ id }),
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
    }),
    noContentAfter((request) => loadService.deleteLoad(ctx(request), request.params.id)),
  );
};
