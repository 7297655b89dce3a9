/**
 * startFakeX(): a local HTTPS fake of X's API (OAuth 2.0 with PKCE, users/me, chunked media
 * upload, posts and a user's posts) for the tests and the demo, listening on 127.0.0.1 with a
 * certificate from its own test CA. Each request is counted, then /2/* requests go through the
 * faults, the bearer token and the rate limits before their route.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Accounts } from './accounts.ts';
import { BodyTooLarge, suspended, tooMany, unauthorized, unavailable } from './answers.ts';
import { ensureFakeXCerts } from './ca.ts';
import { Content } from './content.ts';
import { makeCtx, route, type Route, type World } from './context.ts';
import { deleteFaults, getState, postFaults, snapshot } from './fake-routes.ts';
import { FaultBox } from './faults.ts';
import { Limits, take, userHeaders } from './limits.ts';
import { append, finalize, initialize } from './media-routes.ts';
import { authorize } from './oauth-authorize.ts';
import { revoke, token } from './oauth-token.ts';
import { homePage, mediaFile } from './page.ts';
import { createPost } from './post-route.ts';
import type { FakeX, FakeXOptions } from './types.ts';
import { me, userPosts } from './user-routes.ts';

export type { FakeX, FakeXOptions, FakeXState } from './types.ts';

const routes: Route[] = [
  route('GET', '/i/oauth2/authorize', 'other', authorize),
  route('POST', '/2/oauth2/token', 'oauth', token),
  route('POST', '/2/oauth2/revoke', 'oauth', revoke),
  route('GET', '/2/users/me', 'api', me),
  route('GET', '/2/users/:id/tweets', 'api', userPosts),
  route('POST', '/2/media/upload/initialize', 'api', initialize),
  route('POST', '/2/media/upload/:id/append', 'api', append),
  route('POST', '/2/media/upload/:id/finalize', 'api', finalize),
  route('POST', '/2/tweets', 'api', createPost, true),
  route('GET', '/', 'other', homePage),
  route('GET', '/media/:id', 'other', mediaFile),
  route('GET', '/__fake/state', 'other', getState),
  route('POST', '/__fake/faults', 'other', postFaults),
  route('DELETE', '/__fake/faults', 'other', deleteFaults),
];

async function handle(world: World, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'https://127.0.0.1');
  const method = req.method ?? 'GET';
  let params: Record<string, string> = {};
  const found = routes.find((candidate) => {
    const match = candidate.method === method && candidate.pattern.exec(url.pathname);
    if (match) params = { ...match.groups };
    return !!match;
  });
  const endpoint = `${method} ${found?.template ?? url.pathname}`;
  world.counts[endpoint] = (world.counts[endpoint] ?? 0) + 1;
  const ctx = makeCtx(world, req, res, url, endpoint);
  ctx.params = params;

  const delayMs = world.faults.current.delayMs;
  if (url.pathname.startsWith('/2/') && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (!found) return ctx.json(404, { title: 'Not Found Error', type: 'about:blank', status: 404, detail: endpoint });

  if (found.kind === 'api') {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    const user = bearer ? world.accounts.userForAccess(bearer) : undefined;
    const window = world.limits.userWindow(user?.id ?? 'anonymous', endpoint);
    ctx.headers = userHeaders(window);
    if (world.faults.spend('unavailable')) return ctx.json(503, unavailable);
    if (!user) {
      world.unauthorized[endpoint] = (world.unauthorized[endpoint] ?? 0) + 1;
      return ctx.json(401, unauthorized);
    }
    if (world.faults.isSuspended(user.username)) return ctx.json(403, suspended);
    ctx.user = user;
    if (!found.ownLimit) {
      const allowed = take(window);
      ctx.headers = userHeaders(window);
      if (!allowed) return ctx.json(429, tooMany);
    }
  }
  await found.handler(ctx);
}

export async function startFakeX(opts: FakeXOptions): Promise<FakeX> {
  const certs = ensureFakeXCerts(opts.certDir);
  const now = opts.now ?? Date.now;
  const accounts = new Accounts(now, (opts.accessTokenSeconds ?? 7200) * 1000);
  const userPosts = opts.userPostsPer15Min ?? 100;
  const world: World = {
    now,
    clientId: opts.clientId,
    clientSecret: opts.clientSecret,
    appName: opts.appName ?? 'Hostel Meals',
    accessTokenSeconds: opts.accessTokenSeconds ?? 7200,
    mediaExpiresSeconds: opts.mediaExpiresSeconds ?? 86_400,
    accounts,
    content: new Content(now, (opts.mediaExpiresSeconds ?? 86_400) * 1000),
    limits: new Limits(
      now,
      (endpoint) => (endpoint === 'POST /2/tweets' ? userPosts : 900),
      opts.appDailyLimit ?? 10_000,
    ),
    faults: new FaultBox(now, (username) => accounts.killChainsOf(username)),
    counts: {},
    unauthorized: {},
    refreshes: {},
    stats: { answers429: 0 },
    clients: [],
  };

  const server = createServer({ key: readFileSync(certs.keyPath), cert: readFileSync(certs.certPath) }, (req, res) => {
    handle(world, req, res)
      .catch((error: unknown) => {
        const tooLarge = error instanceof BodyTooLarge;
        if (!tooLarge) console.error('fake X:', error);
        const detail = tooLarge ? 'Request body too large' : 'Internal error';
        makeCtx(world, req, res, new URL('https://127.0.0.1/'), '').json(tooLarge ? 413 : 500, {
          title: detail,
          detail,
        });
      })
      .finally(() => {
        // An answer sent before the body was read must not leave it blocking the connection.
        if (!req.readableEnded) req.resume();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://127.0.0.1:${port}`,
    caPath: certs.caPath,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    state: () => snapshot(world),
    setFaults: (faults) => world.faults.set(faults),
    clearFaults: () => world.faults.clear(),
  };
}
