import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import type { Database } from '../src/platform/database';
import { clock } from '../src/platform/clock';
import { createTestApp, testConfig, useTestApp, useTokens } from './support/test-app';
import { expectAnswer } from './support/answers';
import { getTraced, requestLines } from './support/traced-requests';

const t = useTestApp();
beforeAll(() => {
  // test-only routes, added before the app's first request
  t.app.get('/api/test/boom', async () => {
    throw new Error('connection string postgres://secret@db/internal failed');
  });
});
const tokens = useTokens(t, ['admin'] as const);

describe('health and documentation', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database fails', async () => {
    const broken: Database = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get(target, property, receiver) {
          if (property === 'execute') return () => Promise.reject(new Error('database is down'));
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    };
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent' }), database: broken });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'error' });
    } finally {
      await app.close();
    }
  });

  it('serves the OpenAPI document and Swagger UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/gettoken', '/api/register/', '/api/health']),
    );
    // GraphQL is not an OpenAPI route
    expect(Object.keys(document.paths)).not.toContain('/api/graphql');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('request ids, routing header and security headers', () => {
  it('gives every answer an x-request-id, keeping a well-formed incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await getTraced(t, '/api/auth/config', 'gateway-42.a');
    expect(kept.headers['x-request-id']).toBe('gateway-42.a');
    const refused = await getTraced(t, '/api/auth/config', 'has spaces <script>');
    expect(refused.headers['x-request-id']).not.toBe('has spaces <script>');
  });

  it('accepts the x-target-service routing header and logs it on the request lines', async () => {
    const response = await getTraced(t, '/api/auth/config', 'routing-test-1', {
      'x-target-service': 'portal-fornecedor-pedido',
    });
    expect(response.statusCode).toBe(200);
    const lines = requestLines(t, 'routing-test-1');
    expect(lines.length).toBeGreaterThanOrEqual(2); // incoming request and request completed
    for (const line of lines) expect(line.targetService).toBe('portal-fornecedor-pedido');
  });

  it('never logs the bearer token', async () => {
    await getTraced(t, '/api/auth/me', 'redact-test', { authorization: `Bearer ${tokens.admin}` });
    const text = JSON.stringify(requestLines(t, 'redact-test'));
    expect(text).not.toContain(tokens.admin);
  });

  it('sends a content security policy that lets the React app and Mantine styles run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('error model', () => {
  it('answers a JSON 404 for unknown /api routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expectAnswer(response, 404, { code: 'notFound', message: 'Registro não encontrado.' });
  });

  it('answers 400 validation with the fields in details', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'admin', senha: '123' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { fields: { field: string }[] } }>();
    expect(body.code).toBe('validation');
    expect(body.details.fields).toEqual([expect.objectContaining({ field: 'senha' })]);
  });

  it('answers 400 requiredField naming the missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin' } });
    expectAnswer(response, 400, {
      code: 'requiredField',
      message: 'senha - campo obrigatório',
      details: { field: 'senha' },
    });
  });

  it('answers 400 validation for a malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expectAnswer(response, 400, { code: 'validation' });
  });

  it('translates messages with Accept-Language', async () => {
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.json<{ message: string }>().message).toBe('Record not found.');
    const spanish = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'es' } });
    expect(spanish.json<{ code: string }>().code).toBe('notFound');
    expect(spanish.json<{ message: string }>().message).not.toBe('Registro não encontrado.');
  });

  it('answers 500 internalError without showing what went wrong, and logs it', async () => {
    const response = await getTraced(t, '/api/test/boom', 'boom-1');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internalError', message: 'Ocorreu um erro interno.' });
    expect(response.body).not.toContain('secret');
    const logged = requestLines(t, 'boom-1').find((l) => l.level === 50);
    expect(JSON.stringify(logged)).toContain('connection string');
  });

  it('answers 401 sessionExpired without a token, with a bad one and with an expired one', async () => {
    const { signToken, verifyToken } = await import('../src/platform/auth');
    const payload = await verifyToken(tokens.admin, t.config);
    const expired = await signToken(
      payload,
      t.config,
      new Date(clock.now().getTime() - (t.config.TOKEN_TTL_SECONDS + 60) * 1000),
    );
    const otherSecret = await signToken(payload, {
      ...t.config,
      JWT_SECRET: 'another-secret-another-secret-0123456789',
    });
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      'Bearer null',
      `Bearer ${expired}`,
      `Bearer ${otherSecret}`,
      `Basic ${tokens.admin}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'sessionExpired' });
    }
  });
});

describe('GraphQL at /api/graphql', () => {
  const query =
    '{ sessao { chapa nome perfis permissoes idFornecedor idCd idEmpresa admin } empresas { id codigo nome exigirDeclProdutor exigirCertSustentabilidade } }';

  it('answers an application/json request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { query },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: {
        sessao: { chapa: string; admin: number; idEmpresa: number; permissoes: string[] };
        empresas: { codigo: string }[];
      };
    }>();
    expect(body.data.sessao).toMatchObject({ chapa: '100231', admin: 1, idEmpresa: 1 });
    expect(body.data.sessao.permissoes).toContain('cd-list');
    expect(body.data.empresas.map((e) => e.codigo)).toEqual(['001', '003', '004']);
  });

  it('answers a text/plain body holding the JSON, as the portal clients send it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': 'text/plain;charset=UTF-8',
        'x-target-service': 'portal-graphql',
      },
      payload: JSON.stringify({ query }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { sessao: { chapa: string } } }>().data.sessao.chapa).toBe('100231');
  });

  it('refuses without a token: sessionExpired in extensions', async () => {
    for (const headers of [{}, { authorization: 'Bearer broken' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: { query: '{ sessao { chapa } }' },
      });
      expect(response.statusCode).toBe(401);
      const body = response.json<{ data: null; errors: { message: string; extensions: { code: string } }[] }>();
      expect(body.data).toBeNull();
      expect(body.errors[0]).toMatchObject({
        message: 'Sua sessão expirou. Entre novamente.',
        extensions: { code: 'sessionExpired' },
      });
    }
    const empresas = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ empresas { id } }' },
    });
    expect(empresas.json<{ errors: { extensions: { code: string } }[] }>().errors[0]!.extensions.code).toBe(
      'sessionExpired',
    );
  });

  it('answers validation for a malformed query or body', async () => {
    const syntax = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { query: '{ sessao { ' },
    });
    expect(syntax.json<{ errors: { extensions: { code: string } }[] }>().errors[0]!.extensions.code).toBe('validation');
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { query: '{ nada }' },
    });
    expect(unknownField.json<{ errors: { extensions: { code: string } }[] }>().errors[0]!.extensions.code).toBe(
      'validation',
    );
    const badText = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(badText.statusCode).toBe(400);
    expect(badText.json<{ errors: { extensions: { code: string } }[] }>().errors[0]!.extensions.code).toBe(
      'validation',
    );
  });
});

describe('rate limit', () => {
  it('answers 429 tooManyRequests past the per-address limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/auth/config' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });
      expect(refused.headers['retry-after']).toBeDefined();
      // another address is not affected
      const other = await limited.app.inject({ method: 'GET', url: '/api/auth/config', remoteAddress: '10.1.2.3' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('static web app', () => {
  it('serves the built app with a fallback to index.html for client routes', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    const app = await buildApp({ config: testConfig({ WEB_DIST: dist, LOG_LEVEL: 'silent' }), database: t.database });
    try {
      for (const url of ['/', '/load-details?id=3', '/login/success?chave=x']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('id="root"');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.body).toBe('console.log(1)');
      // the build's precompressed file goes to clients that accept it
      const compressed = await app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expectAnswer(api, 404, { code: 'notFound' });
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('refuses the default secret in production and accepts a real one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-real-production-secret-of-enough-length' }).NODE_ENV,
    ).toBe('production');
  });

  it('serves GraphiQL only outside production', async () => {
    const dev = await t.app.inject({ method: 'GET', url: '/api/graphiql' });
    expect(dev.statusCode).toBe(200);
    const production = await buildApp({
      config: testConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'a-real-production-secret-of-enough-length',
        LOG_LEVEL: 'silent',
      }),
      database: t.database,
    });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/graphiql' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
