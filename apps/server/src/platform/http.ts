import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { AppError } from './errors';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The routing header every portal call carries (spec 000 §7); logged, never trusted for anything. */
export const TARGET_SERVICE_HEADER = 'x-target-service';

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Keeps a caller's request id when it looks like one, so a request can be followed across services. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = headerValue(request, REQUEST_ID_HEADER);
  return incoming && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/** Logger and request-id options of the Fastify factory. */
export function loggingOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'childLoggerFactory'> {
  const pretty = !stream && config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    logger: {
      level: config.LOG_LEVEL,
      ...(stream ? { stream } : {}),
      ...(pretty
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
      // tokens, cookies and passwords never reach the logs
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'body.senha',
        'body.chave',
      ],
    },
    genReqId: requestIdOf,
    requestIdHeader: false,
    // every line logged for a request names the service the client was routing to
    childLoggerFactory(logger, bindings, options, rawRequest) {
      const target = headerValue(rawRequest as IncomingMessage, TARGET_SERVICE_HEADER);
      return logger.child(target ? { ...bindings, targetService: target.slice(0, 100) } : bindings, options);
    },
  };
}

/** Content Security Policy letting the built React app and Mantine's injected styles run. */
function contentSecurityPolicy(config: Config) {
  const https = config.PUBLIC_URL.startsWith('https:');
  return {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes CSS variables and component styles in <style> elements at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // the local printer bridge (spec 000 §7: port 9100, 9101 over https)
      connectSrc: [
        "'self'",
        'http://localhost:9100',
        'https://localhost:9101',
        'http://127.0.0.1:9100',
        'https://127.0.0.1:9101',
      ],
      // PDFs are previewed from blob: URLs; the BI report is a Power BI embed
      frameSrc: ["'self'", 'blob:', 'https://app.powerbi.com'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: https ? [] : null,
    },
  };
}

/** Request ids, security headers, cookies and the per-address rate limit. */
export async function registerHttpPlatform(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.PUBLIC_URL.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  if (config.NODE_ENV !== 'production') {
    // GraphiQL (development only) loads React and GraphiQL from unpkg
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/graphiql')) {
        reply.header(
          'content-security-policy',
          "default-src 'self'; script-src 'self' https://unpkg.com; style-src 'self' 'unsafe-inline' https://unpkg.com; img-src 'self' data: https:; font-src 'self' data: https://unpkg.com; connect-src 'self'",
        );
      }
      return payload;
    });
  }

  // signs the short-lived SSO handshake cookie
  await app.register(fastifyCookie, { secret: config.JWT_SECRET });

  await app.register(fastifyRateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // 429 goes through the error handler like every other error
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'tooManyAttempts',
        { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
        { status: context.statusCode },
      ),
  });
}

/** Route option for the sign-in routes: a tighter per-address limit than the global one. */
export function loginRateLimit(config: Config): { rateLimit: { max: number; timeWindow: string } } {
  return { rateLimit: { max: config.LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
}
