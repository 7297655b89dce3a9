/**
 * Serves the built PWA, and uploaded media through media-files.ts. An unknown page path (no file
 * extension, outside /api and /media) of the app's answers index.html, so the client router decides
 * (single-page-app fallback); any other unknown page path answers the public 404 page with a 404
 * (common/app-paths.ts); a missing file such as `/x.wasm` answers a 404 envelope, never the app
 * shell with a 200.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { envelope } from '../lib/reply.ts';
import { decoded } from '../lib/input-checks.ts';
import { isAppPath } from '@common/app-paths.ts';
import { sendNotFoundPage } from '../modules/not-found-page/not-found-page.send.ts';
import { mediaFiles } from './media-files.ts';

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);
/** A file name in the last segment (`/robots.txt`), or a dot-segment anywhere (`/.git/config`). */
const FILE_PATH = /\.[^/]*$|\/\./;

const isPagePath = (url: string): boolean => !FILE_PATH.test(decoded(url) ?? url);

export async function staticFiles(app: FastifyInstance): Promise<void> {
  const { staticDir } = app.ctx.config;
  const hasPwa = fs.existsSync(path.join(staticDir, 'index.html'));

  await mediaFiles(app);

  if (hasPwa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      // dist/ holds .br and .gz copies made at build time (scripts/compress-dist.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel =
          '/' +
          path
            .relative(staticDir, filePath)
            .split(path.sep)
            .join('/')
            .replace(/\.(br|gz)$/, '');
        if (NO_CACHE.has(rel)) res.header('cache-control', 'no-cache');
        else if (rel.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ staticDir }, 'no built PWA found; run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return reply.code(404).send(envelope(404, MSG.notFound, null));
    if (url === '/media' || url.startsWith('/media/'))
      return reply.code(404).send(envelope(404, MSG.fileNotFound, null));
    const page = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(url);
    // An unknown public address (/site/…, /about) gets the public 404 page; the app's own
    // addresses get the shell, whose router shows its not-found screen (common/app-paths.ts).
    if (page && !isAppPath(url)) return sendNotFoundPage(request, reply);
    if (page && hasPwa) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', staticDir);
    }
    return reply.code(404).send(envelope(404, MSG.notFound, null));
  });
}
