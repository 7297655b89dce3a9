/**
 * The log's files, served without a token (docs/log.md, 'Files'): `GET /log/checkpoint` (the latest
 * signed checkpoint, from the database, with the witnesses' cosignatures of it, log-cosigned.ts),
 * `GET /log/key` (the verifier key) and the tlog-tiles paths `GET /log/tile/<L>/<N>[.p/<W>]` and
 * `/log/tile/entries/<N>[.p/<W>]` from the media store. A full
 * tile never changes, so it is cached as immutable; a partial tile and the checkpoint briefly. Any
 * page may read them (CORS `*`): a verifier needs no cookie and no token. A path that is not a tile
 * path (parseTilePath decides, at any length) or a tile not written yet is a 404 in the envelope.
 * Outside the API: these are static files of a standard format, not operations of the contract.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseTilePath, TILE_WIDTH } from '@common/tlog/tiles.ts';
import { errors } from '../../lib/errors.ts';
import { logState } from './log-state.repository.ts';
import { readBundle, readTile } from './log-files.ts';
import { withCosignatures } from './log-cosigned.ts';

export const LOG_BASE = '/log';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=5';

const common = (reply: FastifyReply, cache: string) =>
  reply.header('cache-control', cache).header('access-control-allow-origin', '*');

export async function publicLogFiles(app: FastifyInstance): Promise<void> {
  app.get(`${LOG_BASE}/checkpoint`, async (_request, reply) => {
    const { checkpoint } = await logState(app.ctx.db);
    if (!checkpoint) throw errors.notFound();
    common(reply, SHORT).type('text/plain; charset=utf-8');
    return reply.send(await withCosignatures(app.ctx, checkpoint));
  });

  app.get(`${LOG_BASE}/key`, async (_request, reply) => {
    common(reply, 'public, max-age=3600').type('text/plain; charset=utf-8');
    return reply.send(`${app.ctx.publicLog.identity.verifierKey}\n`);
  });

  app.get(`${LOG_BASE}/tile/*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const tile = parseTilePath(`tile/${rest}`);
    if (!tile) throw errors.notFound();
    // Read by the parsed tile, never by the address as sent; a partial tile removed since its full
    // tile came is answered from the full one (log-files.ts).
    const bytes = tile.entries
      ? await readBundle(app.ctx.files, tile.index, tile.width)
      : await readTile(app.ctx.files, tile);
    if (!bytes) throw errors.notFound();
    common(reply, tile.width === TILE_WIDTH ? IMMUTABLE : SHORT).type('application/octet-stream');
    return reply.send(bytes);
  });

  // Nothing else lives under /log/: a 404 in the envelope, not the PWA's shell or page.
  app.get(`${LOG_BASE}/*`, async () => {
    throw errors.notFound();
  });
}
