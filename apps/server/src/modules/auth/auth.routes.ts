import {
  authConfigSchema,
  getTokenRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  signOutResponseSchema,
  supplierLinkSchema,
  tokenResponseSchema,
} from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { supplierLinks } from '../../platform/config';
import { errorResponses } from '../../platform/openapi';
import { areaRoute, bearer } from '../../platform/routes';
import { requestLanguage } from '../../platform/errors';
import { loginRateLimit } from '../../platform/http';
import * as authService from './auth.service';
import { SsoClient, type SsoHandshake } from './sso.service';
import * as ssoService from './sso.service';

const SSO_COOKIE = 'portal_sso';
const SSO_COOKIE_PATH = '/api/auth/sso';
const SSO_FAILED = '/login?error=ssoFailed';

const authRoute = areaRoute('auth');

function parseHandshake(request: FastifyRequest): SsoHandshake | null {
  const raw = request.cookies[SSO_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const value = JSON.parse(unsigned.value) as Partial<SsoHandshake>;
    if (typeof value.verifier !== 'string' || typeof value.state !== 'string' || typeof value.nonce !== 'string')
      return null;
    if (typeof value.returnTo !== 'string' || typeof value.expiresAt !== 'number') return null;
    return value as SsoHandshake;
  } catch {
    return null;
  }
}

function clearHandshake(reply: FastifyReply): void {
  reply.clearCookie(SSO_COOKIE, { path: SSO_COOKIE_PATH });
}

/** Sign-in (local and corporate), the session and the supplier links (registration: modules/registration). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, config: app.config };
  const sso = new SsoClient(app.config);
  const secureCookie = app.config.PUBLIC_URL.startsWith('https:');

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Local sign-in with login and password',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
      config: loginRateLimit(app.config),
    },
    async (request) => authService.login(deps, request.body, request.ip),
  );

  app.post(
    '/auth/gettoken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the one-time key of the corporate sign-in',
        body: getTokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401) },
      },
      config: loginRateLimit(app.config),
    },
    async (request) => authService.exchangeLoginKey(deps, request.body.chave),
  );

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods are available',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({ sso: sso.enabled }),
  );

  app.get(
    '/auth/me',
    {
      preHandler: authenticate,
      schema: { tags: ['auth'], security: bearer, response: { 200: meResponseSchema, ...errorResponses(401) } },
    },
    async (request) => authService.me(deps, request.user!),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Signs out: the token stops working on every instance',
        security: bearer,
        response: { 200: signOutResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => authService.logout(deps, request.user!, requestLanguage(request)),
  );

  app.get(
    '/auth/sso/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'Starts the corporate sign-in (302 to the provider)',
        querystring: z.object({ returnTo: z.string().max(500).optional() }),
      },
      config: loginRateLimit(app.config),
    },
    async (request, reply) => {
      if (!sso.enabled) return reply.redirect(SSO_FAILED);
      try {
        const { url, handshake } = await sso.authorize(request.query.returnTo);
        reply.setCookie(SSO_COOKIE, JSON.stringify(handshake), {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie,
          path: SSO_COOKIE_PATH,
          maxAge: ssoService.HANDSHAKE_TTL_MS / 1000,
        });
        return reply.redirect(url);
      } catch (error) {
        request.log.error({ err: error }, 'corporate sign-in could not start');
        return reply.redirect(SSO_FAILED);
      }
    },
  );

  app.get(
    '/auth/sso/callback',
    {
      // the provider's parameters are read by openid-client from the full URL
      schema: {
        tags: ['auth'],
        summary: 'Return from the corporate sign-in (302 to /login/success?chave=…)',
        querystring: z.record(z.string(), z.unknown()),
      },
      config: loginRateLimit(app.config),
    },
    async (request, reply) => {
      const handshake = parseHandshake(request);
      clearHandshake(reply);
      if (!handshake) {
        request.log.warn('corporate sign-in callback without a valid handshake cookie');
        return reply.redirect(SSO_FAILED);
      }
      try {
        const identity = await sso.identify(request.url, handshake);
        const key = await ssoService.signInIdentity(deps.db, identity, request.id);
        request.log.info({ subject: identity.subject, groups: identity.portalGroups }, 'corporate sign-in');
        const target = new URLSearchParams({ chave: key, returnTo: handshake.returnTo });
        return reply.redirect(`/login/success?${target.toString()}`);
      } catch (error) {
        request.log.warn({ err: error }, 'corporate sign-in failed');
        return reply.redirect(SSO_FAILED);
      }
    },
  );

  app.get(
    '/links',
    authRoute('links-fornecedor', {
      summary: 'External links of the supplier home',
      response: { 200: z.array(supplierLinkSchema), ...errorResponses(401, 403) },
    }),
    async () => supplierLinks(app.config),
  );
};
