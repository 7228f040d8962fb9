import {
  ownRegisterRequestResponseSchema,
  registerCdSchema,
  registerRequestDecisionSchema,
  registerRequestListQuerySchema,
  registerRequestPageSchema,
  registerRequestPendingCountSchema,
  registerRequestRefusalSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../platform/errors';
import { errorResponses } from '../../platform/openapi';
import { areaRoute, positiveId } from '../../platform/routes';
import * as requestsService from './register-requests.service';
import * as registerService from './register.service';
import type { RegistrationContext } from './register.service';

const registrationRoute = areaRoute('registration');
/** A request id: a positive int4. */
const idParams = z.object({ id: positiveId.max(2_147_483_647) });

/**
 * Registration: a user without a link asks for one (/register), an Admin approves or refuses the request
 * (/register-requests). The link reaches the user's token on its next sign-in.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): RegistrationContext => ({
    db: app.database.db,
    user: request.user!,
    requestId: request.id,
    language: requestLanguage(request),
  });

  app.post(
    '/register/',
    registrationRoute('register', {
      summary:
        'Asks to link a Fornecedor to a supplier (code or CNPJ) or a Logistica user to a CD; an Admin approves. ' +
        'Errors: register01/02/04, registerAlreadyLinked, registerRequestPending',
      body: registerRequestSchema,
      response: { 200: registerResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => registerService.register(context(request), request.body),
  );

  app.get(
    '/register/request',
    registrationRoute('register', {
      summary: "The caller's newest link request (pending, approved or refused with its reason), or null",
      response: { 200: ownRegisterRequestResponseSchema, ...errorResponses(401, 403) },
    }),
    async (request) => registerService.ownRequest(context(request)),
  );

  app.get(
    '/register/cds',
    registrationRoute('register', {
      summary: 'CDs a Logistica user may ask to be linked to',
      response: { 200: z.array(registerCdSchema), ...errorResponses(401, 403) },
    }),
    async () => registerService.listRegisterCds(app.database.db),
  );

  app.get(
    '/register-requests',
    registrationRoute('register-requests', {
      summary: 'Link requests, newest first: status (pending by default), text, kind, date range, pages from 0',
      querystring: registerRequestListQuerySchema,
      response: { 200: registerRequestPageSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => requestsService.listRequests(context(request), request.query),
  );

  app.get(
    '/register-requests/pending-count',
    registrationRoute('register-requests', {
      summary: 'How many link requests await a decision',
      response: { 200: registerRequestPendingCountSchema, ...errorResponses(401, 403) },
    }),
    async (request) => requestsService.pendingCount(context(request)),
  );

  app.post(
    '/register-requests/:id/approve',
    registrationRoute('register-requests', {
      summary:
        'Approves a request: the user is linked (on its next sign-in). Errors: registerRequestDecided, registerAlreadyLinked',
      params: idParams,
      response: { 200: registerRequestDecisionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => requestsService.approve(context(request), request.params.id),
  );

  app.post(
    '/register-requests/:id/refuse',
    registrationRoute('register-requests', {
      summary:
        'Refuses a request with the reason the user reads (at most 255 characters). Errors: registerRequestDecided',
      params: idParams,
      body: registerRequestRefusalSchema,
      response: { 200: registerRequestDecisionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => requestsService.refuse(context(request), request.params.id, request.body.motivo),
  );
};
