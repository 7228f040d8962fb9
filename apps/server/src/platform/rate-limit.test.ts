import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app';
import { buildApp } from '../app';
import { countHit } from './rate-limit-store';

const get = (app: FastifyInstance, url: string, token?: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('rate limit per user when signed in, per address otherwise', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: 3, RATE_LIMIT_USER_MAX: 5 });

  it('users behind one address each have their own limit, apart from anonymous traffic', async () => {
    // sign-in has its own limit (LOGIN_RATE_LIMIT_MAX): these do not count
    const admin = await t.login('admin');
    const usuario = await t.login('usuario');

    const adminStatuses: number[] = [];
    for (let i = 0; i < 6; i++) adminStatuses.push((await get(t.app, '/api/auth/me', admin)).statusCode);
    expect(adminStatuses).toEqual([200, 200, 200, 200, 200, 429]);

    const refused = await get(t.app, '/api/auth/me', admin);
    expect(refused.json()).toMatchObject({
      code: 'tooManyRequests',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // another user from the same address is not affected, nor is the anonymous traffic of that address
    for (let i = 0; i < 5; i++) expect((await get(t.app, '/api/auth/me', usuario)).statusCode).toBe(200);
    const anonymous: number[] = [];
    for (let i = 0; i < 4; i++) anonymous.push((await get(t.app, '/api/auth/config')).statusCode);
    expect(anonymous).toEqual([200, 200, 200, 429]);

    // the signed-in user from another address is still the same user
    expect((await get(t.app, '/api/auth/me', admin, '10.9.9.9')).statusCode).toBe(429);
  });

  it('an invalid token counts against its address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(t.app, '/api/auth/me', 'not-a-token', '10.8.8.8')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("does not count the web app's files", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const app = await buildApp({ config: { ...t.config, WEB_DIST: dist, LOG_LEVEL: 'silent' }, database: t.database });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await get(app, '/assets/app-1.js', undefined, '10.7.7.7')).statusCode).toBe(200);
        expect((await get(app, '/main', undefined, '10.7.7.7')).statusCode).toBe(200);
      }
      expect((await get(app, '/api/auth/config', undefined, '10.7.7.7')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('limits shared by instances on one database (RATE_LIMIT_STORE=database)', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: 4, RATE_LIMIT_STORE: 'database' });

  async function alternate(store: 'database' | 'memory', address: string): Promise<number[]> {
    const config = { ...t.config, RATE_LIMIT_STORE: store, LOG_LEVEL: 'silent' as const };
    const [one, two] = [
      await buildApp({ config, database: t.database }),
      await buildApp({ config, database: t.database }),
    ];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await get(one, '/api/auth/config', undefined, address)).statusCode);
        statuses.push((await get(two, '/api/auth/config', undefined, address)).statusCode);
      }
      return statuses;
    } finally {
      await one.close();
      await two.close();
    }
  }

  it('two app instances count one address together', async () => {
    expect(await alternate('database', '10.6.0.1')).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('(in memory, each instance would count alone)', async () => {
    expect(await alternate('memory', '10.6.0.2')).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('the shared counter starts a new window once the old one is over, and counts concurrent hits exactly', async () => {
    const db = t.database.db;
    const now = Date.now();
    expect(await countHit(db, 'test|window', 1000, now)).toEqual({ current: 1, ttl: 1000 });
    expect(await countHit(db, 'test|window', 1000, now + 400)).toEqual({ current: 2, ttl: 600 });
    expect(await countHit(db, 'test|window', 1000, now + 1000)).toEqual({ current: 1, ttl: 1000 });
    const hits = await Promise.all(Array.from({ length: 8 }, () => countHit(db, 'test|concurrent', 60_000, now)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
