/**
 * Serves uploaded media at /media/…, from whichever file store holds them (server/storage/): the
 * disk's files through @fastify/static, or a bucket's objects streamed through this server, so
 * the PWA's pages, its service worker and the Content-Security-Policy keep one origin whatever the
 * store. Every answer carries a sandbox policy: an uploaded SVG (or anything else) must never run
 * script in the console's origin. Media are cached as immutable: a replaced file gets a new name.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@common/messages.ts';
import { envelope } from '../lib/reply.ts';
import { decoded } from '../lib/input-checks.ts';
import type { S3Store } from '../storage/s3-store.ts';

const MEDIA_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; media-src 'self'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';

const guard = (reply: { header(name: string, value: string): unknown }) => {
  reply.header('content-security-policy', MEDIA_POLICY);
  reply.header('x-content-type-options', 'nosniff');
};

/** A key under media/ with no empty, `.` or `..` segment (and no dot-file), or null. */
function mediaKey(url: string): string | null {
  const rest = decoded(url.split('?')[0] ?? '')?.replace(/^\/media\//, '');
  if (!rest || rest.split('/').some((part) => part === '' || part.startsWith('.'))) return null;
  return `media/${rest}`;
}

/** A header's one value, or undefined. */
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

async function serveFromBucket(store: S3Store, request: FastifyRequest, reply: FastifyReply) {
  const key = mediaKey(request.url);
  const { range, 'if-none-match': ifNoneMatch } = request.headers;
  const object = key ? await store.open(key, { range: one(range), ifNoneMatch: one(ifNoneMatch) }) : null;
  if (!object) return reply.code(404).send(envelope(404, MSG.fileNotFound, null));
  guard(reply);
  reply.header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes');
  if (object.etag) reply.header('etag', object.etag);
  if (!object.body) return reply.code(304).send();
  if (object.contentRange) reply.header('content-range', object.contentRange);
  reply.header('content-length', String(object.size)).type(object.contentType);
  return reply.code(object.status).send(object.body);
}

export async function mediaFiles(app: FastifyInstance): Promise<void> {
  const store = app.ctx.files;
  if (store.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: path.join(store.root, 'media'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: guard,
    });
    return;
  }
  app.get('/media/*', { schema: { hide: true } }, (request, reply) => serveFromBucket(store, request, reply));
}
