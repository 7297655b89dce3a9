/**
 * Exactly once on X across real server processes on one PostgreSQL (docs/spec-notes.md, 'Publishing to X'): a server
 * killed with SIGKILL right after X accepted its post, then started again, still leaves exactly one post; two servers
 * publishing the same burst post each once, and never refresh an account's single-use token at the same time (that
 * would break its chain and ask for a reconnect). These need a PostgreSQL server (TEST_DATABASE_URL: CI's second run,
 * or ./scripts/with-postgres.sh); on the embedded database they are skipped, since PGlite is one process's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../scripts/fake-x/fake-x-server.ts';
import { freshDatabase, type TestDatabase } from '../support/test-db.ts';
import { lastLunchtime } from '../support/posting.ts';
import { CERT_DIR, CLIENT } from '../support/x-harness.ts';
import { call, postOver, signInOver, startServerProcess, until, type ServerProcess } from '../support/x-processes.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let fake: FakeX;
let db: TestDatabase;
let dataDir: string;
const servers: ServerProcess[] = [];

const envOf = () => ({
  DATABASE_URL: db.url,
  DATA_DIR: dataDir,
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: 'http://127.0.0.1:1',
  X_CLIENT_ID: CLIENT.id,
  X_CLIENT_SECRET: CLIENT.secret,
  X_API_BASE: fake.url,
  X_AUTHORIZE_URL: `${fake.url}/i/oauth2/authorize`,
  X_POSTS_PER_MINUTE: '6000',
  X_TEST_TUNING: JSON.stringify({ leaseMs: 3000, pollMs: 200, graceMs: 4000 }),
});
const start = async () => {
  const server = await startServerProcess(envOf());
  servers.push(server);
  return server;
};

async function connectOver(base: string, token: string, orgId: number, username: string) {
  const started = await call(base, 'POST', `organization/${orgId}/x/connect`, token);
  const authorize = new URL(started.data.authorize_url as string);
  authorize.searchParams.set('username', username);
  const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
  const callback = await call(base, 'GET', `x/callback${back.search}`);
  expect(callback.location).toContain('x=connected');
}

const xOf = async (base: string, token: string, id: number) =>
  (await call(base, 'GET', `tweet/auth/tweet/${id}`, token)).data.x as { status: string; tweet_id: string | null };

beforeEach(async () => {
  if (!onPostgres) return;
  fake = await startFakeX({
    certDir: CERT_DIR,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    accessTokenSeconds: 200,
  });
  db = await freshDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-xproc-'));
});
afterEach(async () => {
  if (!onPostgres) return;
  await Promise.all(servers.splice(0).map((s) => s.kill()));
  await fake.close();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('X publishing across server processes', () => {
  it('a server killed right after X accepted the post leaves exactly one post once started again', async () => {
    const first = await start();
    const token = await signInOver(first.base, dataDir, 'warden@example.org');
    const orgId = (await call(first.base, 'GET', 'organization/warden', token)).data.items[0].id as number;
    await connectOver(first.base, token, orgId, 'hostel_crash');
    fake.setFaults({ holdAfterAccept: 1 });
    // The latest 12:00 IST: lunch has opened then, whatever the hour the test runs at.
    const post = await postOver(first.base, token, orgId, 'LUNCH', lastLunchtime());
    await until('X to accept the post', async () => fake.state().posts.length === 1);
    await first.kill('SIGKILL');

    const second = await start();
    const x = await until('the post to be settled as published', async () => {
      const seen = await xOf(second.base, token, post.id);
      return seen.status === 'PUBLISHED' ? seen : undefined;
    });
    expect(fake.state().posts).toHaveLength(1);
    expect(x.tweet_id).toBe(fake.state().posts[0]!.id);
    // Settled from the account's own posts: the second server never sent the post again.
    expect(fake.state().counts['POST /2/tweets']).toBe(1);
    expect(fake.state().counts['GET /2/users/:id/tweets']).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('two servers publish one burst: every post once, no account asked to reconnect', async () => {
    // The first migrates and seeds the new database; the second joins it.
    const a = await start();
    const b = await start();
    const token = await signInOver(a.base, dataDir, 'warden@example.org');
    const orgs = (await call(a.base, 'GET', 'organization/warden', token)).data.items.map(
      (o: { id: number }) => o.id,
    ) as number[];
    for (const [i, orgId] of orgs.entries())
      await connectOver(i % 2 ? b.base : a.base, token, orgId, `hostel_burst_${i}`);
    // Three meals a day for the last two days, each institution: a burst both servers see at once.
    const ids: number[] = [];
    for (const orgId of orgs)
      for (const daysAgo of [1, 2])
        for (const [meal, hour] of [
          ['BREAKFAST', 3],
          ['LUNCH', 7],
          ['DINNER', 13],
        ] as const) {
          const at = new Date(Date.now() - daysAgo * 86_400_000);
          at.setUTCHours(hour, 0, 0, 0);
          ids.push((await postOver(daysAgo % 2 ? a.base : b.base, token, orgId, meal, at)).id);
        }
    await until(
      'every post to be published',
      async () => {
        const states = await Promise.all(ids.map((id) => xOf(a.base, token, id)));
        return states.every((s) => s.status === 'PUBLISHED');
      },
      90_000,
    );
    const state = fake.state();
    expect(state.posts).toHaveLength(ids.length);
    // Every post X accepted was sent once. A post may also have been refused once with a 401: its
    // worker read the access token just before the other process's refresh rotated it, and sent the
    // post again with the new one (x-refresh.test.ts); X made nothing of the refused call.
    const refused = state.unauthorized['POST /2/tweets'] ?? 0;
    expect(state.counts['POST /2/tweets']! - refused).toBe(ids.length);
    expect(refused).toBeLessThanOrEqual(orgs.length);
    expect(new Set(state.posts.map((p) => p.text)).size).toBe(ids.length);
    // Tokens of 200 s were refreshed before use, by one process at a time: every refresh worked.
    expect(Object.values(state.refreshes).reduce((n, k) => n + k, 0)).toBeGreaterThan(0);
    const institutions = (await call(a.base, 'GET', 'organization/warden', token)).data.items as {
      x: { status: string };
    }[];
    expect(institutions.map((o) => o.x.status)).toEqual(orgs.map(() => 'CONNECTED'));
  }, 150_000);
});
