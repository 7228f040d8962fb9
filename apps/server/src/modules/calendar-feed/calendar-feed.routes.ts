import { calendarFeedCreatedSchema, calendarFeedQuerySchema, calendarFeedStatusSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { requestLanguage } from '../../platform/errors';
import { errorResponses, fileResponses } from '../../platform/openapi';
import { areaRoute, created, noContent, noContentAfter } from '../../platform/routes';
import * as feedService from './calendar-feed.service';

const feedRoute = areaRoute('calendar-feed');
const FEED = '/agenda/calendario';

/**
 * The bookings' calendar feed (issue 17): the signed-in user's feed (status, create or rotate, revoke) and the
 * public .ics path calendars fetch without a session (counted per address by the app's rate limit).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FEED,
    feedRoute('calendar-feed', {
      summary: "Whether the user's calendar feed is live, since when, and its last read",
      response: { 200: calendarFeedStatusSchema, ...errorResponses(401, 403) },
    }),
    async (request) => feedService.feedStatus(serviceContext(request)),
  );

  app.post(
    FEED,
    feedRoute('calendar-feed', {
      summary: "Creates the user's calendar feed, or rotates it (the old URL stops working); the URL is shown once",
      response: { 201: calendarFeedCreatedSchema, ...errorResponses(401, 403) },
    }),
    created((request) =>
      feedService.createFeed(serviceContext(request), app.config.PUBLIC_URL, requestLanguage(request)),
    ),
  );

  app.delete(
    FEED,
    feedRoute('calendar-feed', {
      summary: "Revokes the user's calendar feed (its URL answers 404 from then on)",
      response: { 204: noContent, ...errorResponses(401, 403) },
    }),
    noContentAfter((request) => feedService.revokeFeed(serviceContext(request))),
  );

  app.get(
    `${FEED}/:file`,
    {
      schema: {
        tags: ['calendar-feed'],
        summary:
          'The iCalendar feed of a secret URL ({secret}.ics; no session): the owner’s bookings, 30 days back to 90 ahead',
        params: z.object({ file: z.string() }),
        querystring: calendarFeedQuerySchema,
        response: fileResponses('text/calendar; charset=utf-8', [404]),
      },
    },
    async (request, reply) => {
      const text = await feedService.feedCalendar(
        app.database.db,
        request.params.file,
        request.query.lang ?? requestLanguage(request),
      );
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', 'inline; filename="agendamentos.ics"');
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
};
