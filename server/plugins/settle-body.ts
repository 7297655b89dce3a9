/**
 * A request answered before its body was read to the end must not leave the rest of that body in
 * the connection: the next request on the same keep-alive connection (the outbox's next photo, a
 * browser's next call) would wait behind it for ever. Node reads and drops an untouched body by
 * itself, but not one a parser has started on, which is what a refused upload is: the multipart
 * parser stops at the bad name, the second file or the wrong type and leaves the rest unread.
 *
 * So, as each answer goes out, a body not yet read to its end is read and dropped, within
 * DRAIN_LIMIT bytes and DRAIN_MS; past either, the connection is closed instead. An upload whose
 * declared length is already past the limit is refused at once with 413 and the connection closed,
 * without reading a byte of it.
 */
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { MSG } from '@common/messages.ts';
import { MAX_UPLOAD_BYTES } from '@common/uploads.ts';
import { AppError } from '../lib/errors.ts';

/** The largest body worth reading to keep a connection: any upload the server takes, and its form. */
export const DRAIN_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;
const DRAIN_MS = 30_000;

function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  return header && /^\d+$/.test(header) ? Number(header) : null;
}

/** Reads the rest of the body and drops it; closes the connection past the limits. */
function drain(request: IncomingMessage): void {
  request.unpipe();
  request.removeAllListeners('data');
  let read = 0;
  const close = () => request.socket?.destroy();
  const timer = setTimeout(close, DRAIN_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT) close();
  });
  request.once('close', () => clearTimeout(timer));
  request.once('end', () => clearTimeout(timer));
  request.resume();
}

export const settleBody = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const length = declaredLength(request.raw);
    if (length !== null && length > DRAIN_LIMIT && request.headers['content-type']?.startsWith('multipart/')) {
      reply.header('connection', 'close');
      throw new AppError(413, 'TOO_LARGE', MSG.bodyTooLarge);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed || raw.readableEnded) return payload;
    const length = declaredLength(raw);
    if (length !== null && length > DRAIN_LIMIT) reply.header('connection', 'close');
    else drain(raw);
    return payload;
  });
});
