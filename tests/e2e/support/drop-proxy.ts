/**
 * A loopback HTTP proxy for the outbox's browser tests: forwards every request to the real server
 * and counts what it saw, but for the FIRST `POST /api/v1/tweet` and the FIRST `POST /api/v1/media`
 * it waits until the server has answered (so the server has acted) and then destroys the browser's
 * socket: the phone never learns the result and must retry. Counts are per photo (Idempotency-Key)
 * and per post (client_id), so a test can show each was sent more than once yet stored once.
 * `offline = true` refuses every connection, for every context of the browser: Playwright's
 * setOffline covers the page but not its dedicated workers or the service worker's Background Sync.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DropProxy {
  url: string;
  /** Requests seen per Idempotency-Key (photos) and per client_id (posts). */
  mediaRequests: Map<string, number>;
  tweetRequests: Map<string, number>;
  /** Answers dropped after the server acted, by path. */
  dropped: string[];
  /** While true, every request's socket is destroyed before anything is forwarded. */
  offline: boolean;
  /** Called when the server has answered a POST media or tweet (before the answer goes on). */
  onAnswer?: (kind: 'media' | 'tweet') => void;
  close(): Promise<void>;
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export async function startDropProxy(
  target: string,
  drop: { media?: boolean; tweet?: boolean } = {},
): Promise<DropProxy> {
  const upstream = new URL(target);
  const mediaRequests = new Map<string, number>();
  const tweetRequests = new Map<string, number>();
  const dropped: string[] = [];
  const pending = { media: drop.media ?? false, tweet: drop.tweet ?? false };

  const server = http.createServer((req, res) => {
    if (proxy.offline) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0];
      let kind: 'media' | 'tweet' | null = null;
      if (req.method === 'POST' && path === '/api/v1/media') {
        kind = 'media';
        bump(mediaRequests, String(req.headers['idempotency-key'] ?? '?'));
      } else if (req.method === 'POST' && path === '/api/v1/tweet') {
        kind = 'tweet';
        try {
          bump(tweetRequests, String((JSON.parse(body.toString('utf8')) as { client_id?: string }).client_id ?? '?'));
        } catch {
          bump(tweetRequests, '?');
        }
      }
      const forward = http.request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            if (kind) proxy.onAnswer?.(kind);
            if (kind && pending[kind]) {
              // The server acted and answered; the phone never hears it.
              pending[kind] = false;
              dropped.push(`${req.method} ${path} ${answer.statusCode}`);
              req.socket.destroy();
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(parts));
          });
        },
      );
      forward.on('error', () => req.socket.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: DropProxy = {
    url: `http://127.0.0.1:${port}`,
    mediaRequests,
    tweetRequests,
    dropped,
    offline: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
