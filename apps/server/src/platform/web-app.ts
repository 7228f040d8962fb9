import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';

/** apps/web/dist, found from this file so it works whatever the working directory. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function webDistOf(config: Config): string {
  return path.resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
}

/**
 * Serves the built React app when its folder exists. Returns the SPA fallback for the not-found
 * handler: GET/HEAD of a non-/api path that asks for a page gets index.html, so client routes
 * such as /load-details survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | undefined> {
  const root = webDistOf(config);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.info({ root }, 'web app not built: serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // the build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs)
    preCompressed: true,
    // cache headers are ours (setHeaders), not send's default max-age=0
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/; index.html must always be revalidated
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (pathname === '/api' || pathname.startsWith('/api/')) return false;
    // a missing file with an extension (a stale asset) stays a 404
    if (path.extname(pathname) !== '') return false;
    await reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    return true;
  };
}
