import {
  freeGatesSchema,
  scheduleCancelSchema,
  scheduleInputSchema,
  scheduleSchema,
  schedulingReportQuerySchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../platform/download';
import { documentLanguage, serviceContext } from '../../platform/context';
import { errorResponses, fileResponses } from '../../platform/openapi';
import { areaRoute, noContentAfter, pdfDownload, positiveId as id } from '../../platform/routes';
import { schedulingReportCsv, schedulingReportPdf } from './scheduling-report.service';
import * as schedulingService from './scheduling.service';

const schedulingRoute = areaRoute('scheduling');
const REPORT_PDF_FILE = pdfDownload('relatorio_agendamento.pdf');

/** The load's free places: for its owner within the booking term, or for the CD's side (cd) without it. */
const FREE_PLACES_ROUTES = [
  {
    url: '/agendamento/horariosdisponiveis/:idLoad',
    permission: 'scheduling',
    cd: false,
    summary: "Free places of the load's CD for its week (the load's owner; at most 28 days ahead)",
  },
  {
    url: '/agendamento/horariosdisponiveiscd/:idLoad',
    permission: 'admin_alter_load_permissions',
    cd: true,
    summary: 'Free places for admins and logistics (no 28-day limit; logistics: loads of its CD)',
  },
] as const;

/** scheduling (spec 000 §2, §4, §7; spec 001 scheduling report): /api/agendamento/… and the report PDF. */
export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const { url, permission, cd, summary } of FREE_PLACES_ROUTES) {
    app.get(
      url,
      schedulingRoute(permission, {
        summary,
        params: z.object({ idLoad: id }),
        response: { 200: freeGatesSchema, ...errorResponses(400, 401, 403, 404) },
      }),
      async (request) => schedulingService.freePlacesOf(serviceContext(request), request.params.idLoad, { cd }),
    );
  }

  const saveResponses = {
    200: scheduleSchema.describe('moved'),
    201: scheduleSchema.describe('booked'),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  };

  app.post(
    '/agendamento/salvarAgendamento/',
    schedulingRoute('scheduling', {
      summary: 'Books the load (201), or moves its schedule when it already has one (200)',
      body: scheduleInputSchema,
      response: saveResponses,
    }),
    async (request, reply) => {
      const saved = await schedulingService.saveSchedule(serviceContext(request), request.body, undefined);
      return reply.code(saved.status).send(saved.schedule);
    },
  );

  app.post(
    '/agendamento/salvarAgendamento/:idAgendamento',
    schedulingRoute('scheduling', {
      summary: "Moves the load's schedule idAgendamento (200)",
      params: z.object({ idAgendamento: id }),
      body: scheduleInputSchema,
      response: saveResponses,
    }),
    async (request, reply) => {
      const saved = await schedulingService.saveSchedule(
        serviceContext(request),
        request.body,
        request.params.idAgendamento,
      );
      return reply.code(saved.status).send(saved.schedule);
    },
  );

  app.delete(
    '/agendamento/cancelarAgendamento/',
    schedulingRoute('scheduling', {
      summary: "Cancels the load's schedule (2 days' notice unless admin_alter_load_permissions)",
      body: scheduleCancelSchema,
      response: { 204: z.null().describe('cancelled'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    noContentAfter((request) => schedulingService.cancelSchedule(serviceContext(request), request.body)),
  );

  app.get(
    '/agendamento/relatorio',
    schedulingRoute('scheduling-report', {
      summary: 'Scheduling report as CSV (company only with scheduling-report-change-company), streamed',
      querystring: schedulingReportQuerySchema,
      response: fileResponses(
        'text/csv; charset=utf-8: BOM, semicolons, dd/mm/yyyy hh:mm, --- for empty cells',
        [400, 401, 403],
      ),
    }),
    async (request, reply) => {
      const language = documentLanguage(request, request.query.userLocale);
      const stream = schedulingReportCsv(db, request.user!, request.query, language);
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: 'relatorio_agendamento.csv',
        body: stream,
      });
    },
  );

  app.get(
    '/relatorios/Reports/agendamento.pdf',
    schedulingRoute('scheduling-report', {
      summary: 'Scheduling report as PDF, in the language of userLocale or Accept-Language',
      querystring: schedulingReportQuerySchema,
      response: REPORT_PDF_FILE.responses([400, 401, 403]),
    }),
    REPORT_PDF_FILE.send((request) =>
      schedulingReportPdf(db, request.user!, request.query, {
        language: documentLanguage(request, request.query.userLocale),
      }),
    ),
  );
};
