/**
 * Requests over real HTTP on one keep-alive connection, as a phone's outbox or a browser sends
 * them, for the tests that a refusal must leave that connection clean (early-answers.test.ts) and
 * that no request may stall the server (hostile-bodies.test.ts); and a client that asks
 * `GET health` on its own connection at a steady pace, timing each answer.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface WireAnswer {
  status: number;
  text: string;
  /** The body as JSON, or null when it is not. */
  json: unknown;
  /** The client's port: the same number means the same connection. */
  port: number;
  /** The answer said `Connection: close`. */
  closed: boolean;
}

/** One request on the agent's connection; fails when no answer comes within `timeoutMs`. */
export function send(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
  timeoutMs = 8000,
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers, agent, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({
          status: response.statusCode ?? 0,
          text,
          json,
          port: request.socket?.localPort ?? 0,
          closed: response.headers.connection === 'close',
        });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON body with the caller's token, as the PWA sends it. */
export const sendJson = (
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  token: string | null,
  payload: string | Buffer,
  timeoutMs = 60_000,
) =>
  send(
    agent,
    base,
    method,
    path,
    {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
    timeoutMs,
  );

/** Asks `GET /api/v1/health` every `everyMs` until stopped; answers each call's time in ms. */
export function pollHealth(base: URL, everyMs: number): { stop(): Promise<number[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let running = true;
  // Held until stop() so that a failure is reported there, never as an unhandled rejection.
  const loop = (async (): Promise<Error | null> => {
    try {
      while (running) {
        const started = performance.now();
        const answer = await send(agent, base, 'GET', '/api/v1/health', {}, undefined, 10_000);
        if (answer.status !== 200) return new Error(`health answered ${answer.status}`);
        times.push(performance.now() - started);
        const next = started + everyMs - performance.now();
        if (next > 0) await new Promise((resolve) => setTimeout(resolve, next));
      }
      return null;
    } catch (error) {
      return error as Error;
    } finally {
      agent.destroy();
    }
  })();
  return {
    async stop() {
      running = false;
      const failure = await loop;
      if (failure) throw failure;
      return times;
    },
  };
}
