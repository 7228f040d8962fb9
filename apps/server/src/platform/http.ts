import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { bearerToken, verifyToken } from './auth';
import type { Config } from './config';
import { AppError } from './errors';
import { nulBytePath, urlHasEncodedNul } from './nul-bytes';
import { databaseRateLimitStore } from './rate-limit-store';

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

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Who a request counts against: the signed-in user (a token with a valid signature; whether it was revoked is
 * left to authentication), otherwise the address. Users behind one company address do not share a limit.
 */
async function rateLimitKey(request: FastifyRequest): Promise<string> {
  const token = bearerToken(request);
  if (token) {
    try {
      return `user:${(await verifyToken(token, request.server.config)).sub}`;
    } catch {
      // an invalid token counts against its address
    }
  }
  return addressKey(request);
}

function addressKey(request: FastifyRequest): string {
  return `address:${request.ip}`;
}

/** Request counters in the database when instances may be several (PostgreSQL), else in memory. */
function rateLimitStore(app: FastifyInstance, config: Config) {
  const shared =
    config.RATE_LIMIT_STORE === 'database' || (config.RATE_LIMIT_STORE === 'auto' && app.database.kind === 'postgres');
  if (!shared) return {};
  return {
    store: databaseRateLimitStore(app.database.db, {
      onError: (error) => app.log.warn({ err: error }, 'rate limit counter failed: request let through'),
    }),
    // a database hiccup must not turn every request into a 500: the request goes on uncounted
    skipOnError: true,
  };
}

/** 400 invalidCharacter before any handler when the query string, route parameters or JSON body hold U+0000. */
function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (urlHasEncodedNul(request.url)) throw new AppError('invalidCharacter', { field: 'url' });
    const field =
      nulBytePath(request.query, 'query') ?? nulBytePath(request.params, 'params') ?? nulBytePath(request.body, '');
    if (field !== null) throw new AppError('invalidCharacter', { field: field === '' ? 'body' : field });
  });
}

/**
 * Answers of the API carry tokens or personal data: no browser, proxy or shared cache may keep them. A route
 * that sets its own Cache-Control (the downloads: private, no-store) keeps it.
 */
function noStoreApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Request ids, security headers, cookies, the rate limits (per user when signed in, per address otherwise),
 * no-store on API answers and the refusal of NUL characters.
 */
export async function registerHttpPlatform(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  noStoreApiAnswers(app);
  refuseNulBytes(app);

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
    keyGenerator: rateLimitKey,
    max: (_request, key) => (key.startsWith('user:') ? config.RATE_LIMIT_USER_MAX : config.RATE_LIMIT_MAX),
    timeWindow: '1 minute',
    // the web app's files are cheap and many per page load: a company's first visit must not hit the limit
    allowList: (request) => !isApiPath(request.url),
    ...rateLimitStore(app, config),
    // 429 goes through the error handler like every other error
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'tooManyRequests',
        { retryAfterSeconds: retryAfterSeconds(context.ttl) },
        { status: context.statusCode },
      ),
  });
}

function retryAfterSeconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000));
}

/** Route option for the sign-in routes: a tighter limit per address (whatever token comes along). */
export function loginRateLimit(config: Config) {
  return {
    rateLimit: {
      max: config.LOGIN_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      keyGenerator: addressKey,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number; statusCode: number }) =>
        new AppError(
          'tooManyAttempts',
          { retryAfterSeconds: retryAfterSeconds(context.ttl) },
          { status: context.statusCode },
        ),
    },
  };
}
