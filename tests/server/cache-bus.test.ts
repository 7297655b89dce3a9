/**
 * Two server processes on one PostgreSQL (docs/spec-notes.md, 'Several processes'), each with long caches
 * (CACHE_SECONDS 300): a change made through one shows in the other at once. Disabling a warden through A makes B
 * refuse the warden's token and count one active warden less, though B had both cached; with B's listening connection
 * cut, B keeps its caches off (fresh answers) until it listens again, then hears A once more. PGlite is one process,
 * so this runs on PostgreSQL only (CI's second phase). Other test files run beside this one on the same server, each
 * in its own database, so the listeners counted and cut are this database's only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountId } from '../support/console.ts';
import { json, makeTestApp, signIn, signInTotp, type TestApp } from '../support/test-app.ts';
import { SA_SECRET } from '../support/console.ts';
import { FakeClock } from '@server/lib/clock.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const env = { CACHE_SECONDS: '300' };
const clock = new FakeClock();
let a: TestApp;
let b: TestApp;
let admin: string;
let warden: string;
let wardenId: number;

const get = (t: TestApp, url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } });
const activeWardens = async (t: TestApp) => json(await get(t, 'stat/admin-home', admin)).data.active_wardens as number;
const wardenCanRead = async (t: TestApp) => (await get(t, 'organization/warden', warden)).statusCode === 200;
const setDisabled = async (disabled: boolean) => {
  const res = await a.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/${wardenId}/${disabled ? 'disable' : 'enable'}`,
    headers: { authorization: `Bearer ${admin}` },
    ...(disabled ? { payload: { reason: 'Cache test' } } : {}),
  });
  expect(res.statusCode).toBe(200);
};
const listeners = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*) as n from pg_stat_activity where query = 'LISTEN hm_cache' and datname = current_database()`.execute(
        a.app.ctx.db,
      )
    ).rows[0]!.n,
  );

beforeAll(async () => {
  if (!onPostgres) return;
  a = await makeTestApp({ env, clock });
  b = await makeTestApp({ env, clock, shareWith: a });
  admin = (await signInTotp(a, clock, 'superadmin@example.org', SA_SECRET)).access_token;
  warden = (await signIn(a, 'warden2@example.org')).access_token;
  wardenId = await accountId(a, 'warden2@example.org');
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe.skipIf(!onPostgres)('caches across processes (LISTEN/NOTIFY)', () => {
  it('shows a change made through one process in the other at once', async () => {
    const before = await activeWardens(b);
    expect(await wardenCanRead(b)).toBe(true);
    await setDisabled(true);
    await expect.poll(() => wardenCanRead(b), { timeout: 2000, interval: 20 }).toBe(false);
    await expect.poll(() => activeWardens(b), { timeout: 2000, interval: 20 }).toBe(before - 1);
    await setDisabled(false);
    await expect.poll(() => wardenCanRead(b), { timeout: 2000, interval: 20 }).toBe(true);
  });

  it('keeps its caches off while it cannot listen, then hears the others again', async () => {
    const before = await activeWardens(b);
    expect(await listeners()).toBe(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query = 'LISTEN hm_cache' and datname = current_database()`.execute(a.app.ctx.db);
    await setDisabled(true);
    // Nobody heard A: B answers fresh because its caches are off, not because a message came.
    expect(await wardenCanRead(b)).toBe(false);
    expect(await activeWardens(b)).toBe(before - 1);
    await expect.poll(listeners, { timeout: 10_000, interval: 100 }).toBe(2);
    expect(await activeWardens(b)).toBe(before - 1); // cached again in B
    await setDisabled(false);
    await expect.poll(() => activeWardens(b), { timeout: 2000, interval: 20 }).toBe(before);
    expect(await wardenCanRead(b)).toBe(true);
  });
});
