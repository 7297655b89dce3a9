/**
 * Envelope answers for requests that never reach a route, nor the error handler: the HTTP parser's
 * refusals (request line or headers over 16 KB, a malformed request line or header, a bad
 * Content-Length), written straight to the socket, and the router's (a malformed percent escape in
 * the path, a path parameter over maxParamLength). Fastify's defaults answer them in its own format.
 * server.ts passes both to Fastify as server options, and adds the CONNECT refusal to the server.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@common/messages.ts';
import { envelope } from './reply.ts';

/** Node's own status for each parser error (lib/_http_server.js), with our messages. */
function parserAnswer(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, MSG.headersTooLarge];
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, MSG.bodyTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, MSG.requestTimeout];
  return [400, MSG.malformedRequest];
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // As Node does: nobody to answer on a reset connection, and an answer already begun on this
  // socket (keep-alive) must not be corrupted by a second one.
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  const [status, message] = parserAnswer(error.code);
  answerAndClose(socket, status, message);
}

/** CONNECT (a proxy's method): Node would close the socket without a word; answered as any unknown method is. */
export function refuseTunnel(_request: http.IncomingMessage, socket: Duplex): void {
  answerAndClose(socket, 404, MSG.notFound);
}

function answerAndClose(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify(envelope(status, message, null));
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

/**
 * The router's refusals. A parameter over maxParamLength keeps HTTP's 414: the router refuses before
 * any route is chosen, so there is no field to name in a 422.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, MSG.urlTooLong]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, MSG.malformedUrl]
        : [500, MSG.unexpectedError];
  if (status === 500) reply.log.error({ err: error }, 'router failed');
  void reply.code(status).send(envelope(status, message, null));
}
