/**
 * Requests Node's HTTP parser refuses before Fastify sees them (inject bypasses that parser, so
 * these go over a real socket to 127.0.0.1): each answers the envelope, not Fastify's own format.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await makeTestApp({ seed: 'none' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Writes the raw request in one go and reads one answer: until its Content-Length is in, or the
 * server closes. The socket is not half-closed: Node's server aborts a request whose client has
 * ended its side (httpAllowHalfOpen is off), which on PostgreSQL, where the health check waits on
 * the network, raced the answer and read nothing.
 */
function exchange(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const answer = () => {
      const text = Buffer.concat(chunks).toString();
      const split = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]);
      return { split, result: { status, headers: text.slice(0, split), body: text.slice(split + 4) } };
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const { split, result } = answer();
      const length = Number(/content-length: (\d+)/i.exec(result.headers)?.[1]);
      if (split >= 0 && Number.isFinite(length) && Buffer.byteLength(result.body) >= length) {
        resolve(result);
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer().result));
    socket.write(raw);
  });
}

const refused = (status: number, message: string) => ({
  status,
  body: { status: false, status_code: status, message, data: null },
});

async function envelopeOf(raw: string) {
  const res = await exchange(raw);
  expect(res.headers).toMatch(/content-type: application\/json/i);
  return { status: res.status, body: JSON.parse(res.body) as unknown };
}

describe('requests the HTTP parser refuses', () => {
  it('answers 431 in the envelope for headers or a request line over 16 KB', async () => {
    const header = `GET /api/v1/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`;
    expect(await envelopeOf(header)).toEqual(refused(431, MSG.headersTooLarge));
    const line = `GET /api/v1/health?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: a\r\n\r\n`;
    expect(await envelopeOf(line)).toEqual(refused(431, MSG.headersTooLarge));
  });

  it('answers 400 in the envelope for a malformed request line, header or length', async () => {
    for (const raw of [
      'GARBAGE\r\n\r\n',
      'GET /api/v1/health HTTP/9.9\r\nHost: a\r\n\r\n',
      'GET /api/v1/he alth HTTP/1.1\r\nHost: a\r\n\r\n',
      'GET /api/v1/health HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n',
      'POST /api/v1/reset-password/request HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n',
      'POST /api/v1/reset-password/request HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n',
    ])
      expect(await envelopeOf(raw), raw).toEqual(refused(400, MSG.malformedRequest));
  });

  it('answers 400 in the envelope for an HTTP/1.1 request without a Host header', async () => {
    expect(await envelopeOf('GET /api/v1/health HTTP/1.1\r\n\r\n')).toEqual(refused(400, MSG.malformedRequest));
    const old = await envelopeOf('GET /api/v1/health HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('answers in the envelope when a short Content-Length leaves bytes that are no request', async () => {
    const body = '{"email_id":"a@b.co"}';
    const raw = `POST /api/v1/reset-password/request HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n${body}`;
    const res = await envelopeOf(raw);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, status_code: 400 });
  });

  it('answers CONNECT, which Node would drop without a word, as an unknown method: 404', async () => {
    expect(await envelopeOf('CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n')).toEqual(
      refused(404, MSG.notFound),
    );
  });

  it('still answers a well-formed request', async () => {
    const res = await envelopeOf('GET /api/v1/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(res).toMatchObject({ status: 200, body: { status: true, status_code: 200 } });
  });
});
