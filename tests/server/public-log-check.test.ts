/**
 * The operator's monitor, `log:check` (docs/log.md, 'Checking the log against the database'), as a
 * function on a real app: a clean log passes; each change made behind the server's back is named on
 * its own line with the post and the entry's index: a post row changed by SQL (which keys), a post
 * missing from the log or waiting too long, a post deleted with the trigger off or its amendment
 * removed, a row of log_entries changed, a hash tile changed in the store (the root no longer
 * matches), and a checkpoint whose signature does not verify.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '@server/lib/clock.ts';
import { checkLog } from '@server/modules/public-log/log-check.service.ts';
import { logOrigin } from '@server/modules/public-log/log-key.ts';
import { logKey } from '@server/modules/public-log/log-files.ts';
import { entriesPath, tilePath } from '@common/tlog/tiles.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, lastLunchtime, tweetBody, upload } from '../support/posting.ts';
import { untilSize } from '../support/public-log.ts';

const clock = new FakeClock(lastLunchtime().getTime());
let t: TestApp;
let org: number;
const posts: { id: number; index: number }[] = [];

async function post(): Promise<number> {
  clock.advance(24 * 60 * 60 * 1000);
  const token = (await signIn(t, 'warden@example.org')).access_token;
  const image = json(await upload(t, token, await jpeg(320, 240, { r: 20, g: posts.length * 40, b: 90 }))).data.id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tweet',
    headers: { authorization: `Bearer ${token}` },
    payload: tweetBody(org, image, { captured_at: clock.now().toISOString() }),
  });
  expect(res.statusCode).toBe(201);
  return json(res).data.id as number;
}

const check = async (later = 0) => {
  const { config, db, files, publicLog } = t.app.ctx;
  const now = new Date(clock.now().getTime() + later);
  return checkLog(db, files, { verifierKey: publicLog.identity.verifierKey, origin: logOrigin(config.publicUrl), now });
};
const db = () => t.app.ctx.db;

beforeAll(async () => {
  t = await makeTestApp({ clock, env: { LOG_BATCH_MS: '20' } });
  const token = (await signIn(t, 'warden@example.org')).access_token;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/organization/warden',
    headers: { authorization: `Bearer ${token}` },
  });
  org = json(res).data.items[0].id as number;
  for (let i = 0; i < 4; i++) posts.push({ id: await post(), index: -1 });
  await untilSize(t, 4);
  for (const p of posts)
    p.index = (
      await t.app.ctx.db.selectFrom('log_entries').select('idx').where('post_id', '=', p.id).executeTakeFirstOrThrow()
    ).idx!;
}, 90_000);
afterAll(() => t?.close());

describe('log:check', () => {
  it('passes a clean log with a one-line summary', async () => {
    const result = await check();
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatch(/^log:check: OK: checkpoint of 4 entries verifies.* 4 posts match/);
  });

  it('names a post whose status or capture time was changed by SQL, and the keys', async () => {
    const [a, b] = posts;
    const before = await db()
      .selectFrom('posts')
      .select(['status', 'captured_at'])
      .where('id', '=', a!.id)
      .executeTakeFirstOrThrow();
    // A Delayed post turned On Time (or the other way), as a quiet edit would.
    const other = before.status === 'POSTED_ON_TIME' ? 'POSTED_WITH_DELAY' : 'POSTED_ON_TIME';
    await sql`update posts set status = ${other} where id = ${a!.id}`.execute(db());
    await sql`update posts set captured_at = captured_at - interval '30 minutes' where id = ${b!.id}`.execute(db());
    const { problems } = await check();
    expect(problems).toEqual([
      `post ${a!.id}, entry ${a!.index}: changed after it was logged: status`,
      `post ${b!.id}, entry ${b!.index}: changed after it was logged: captured_at`,
    ]);
    await db().updateTable('posts').set({ status: before.status }).where('id', '=', a!.id).execute();
    await sql`update posts set captured_at = captured_at + interval '30 minutes' where id = ${b!.id}`.execute(db());
    expect((await check()).problems).toEqual([]);
  });

  it('names a photo whose stored hash changed, by its slot', async () => {
    const a = posts[0]!;
    const media = await db()
      .selectFrom('posts as p')
      .innerJoin('media as m', 'm.id', 'p.image_1')
      .select(['m.id', 'm.sha256'])
      .where('p.id', '=', a.id)
      .executeTakeFirstOrThrow();
    const setHash = (sha256: string | null) =>
      db().updateTable('media').set({ sha256 }).where('id', '=', media.id).execute();
    await setHash('ab'.repeat(32));
    expect((await check()).problems).toEqual([
      `post ${a.id}, entry ${a.index}: changed after it was logged: photos.image_1`,
    ]);
    await setHash(media.sha256);
    expect((await check()).problems).toEqual([]);
  });

  it('names a row of log_entries that differs from the published entry', async () => {
    const a = posts[1]!;
    await sql`update log_entries set body = replace(body, '"status":"', '"status":"X') where idx = ${a.index}`.execute(
      db(),
    );
    expect((await check()).problems).toEqual([
      `post ${a.id}, entry ${a.index}: the row in log_entries differs from the published entry`,
    ]);
    await sql`update log_entries set body = replace(body, '"status":"X', '"status":"') where idx = ${a.index}`.execute(
      db(),
    );
    expect((await check()).problems).toEqual([]);
  });

  it('finds a hash tile changed in the store: the root does not match', async () => {
    const key = logKey(tilePath({ level: 0, index: 0, width: 4 }));
    const good = (await t.app.ctx.files.read(key))!;
    const bad = Buffer.from(good);
    bad[40]! ^= 1;
    await t.app.ctx.files.put(key, bad, { replace: true });
    const { problems } = await check();
    expect(problems).toContain('hash tile tile/0/000.p/4: differs from what the entries make');
    expect(
      problems.some((p) => p.startsWith("root mismatch: the stored hash tiles do not give the checkpoint's root")),
    ).toBe(true);
    await t.app.ctx.files.put(key, good, { replace: true });
    expect((await check()).problems).toEqual([]);
    expect(await t.app.ctx.files.read(logKey(entriesPath(0, 4)))).not.toBeNull();
  });

  it('stops at a checkpoint that does not verify with the log key', async () => {
    const hold = (until: Date | null) =>
      db()
        .updateTable('log_state')
        .set({ lease_owner: until && 'stuck', lease_until: until })
        .execute();
    await hold(new Date(clock.now().getTime() + 3_600_000));
    const { checkpoint } = await db().selectFrom('log_state').select('checkpoint').executeTakeFirstOrThrow();
    const forged = checkpoint!.replace(/\n(\d+)\n/, (_, n: string) => `\n${Number(n) + 1}\n`);
    await db().updateTable('log_state').set({ checkpoint: forged }).execute();
    const { problems } = await check();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^checkpoint: signature does not verify with the log key/);
    await db().updateTable('log_state').set({ checkpoint }).execute();
    await hold(null);
    expect((await check()).problems).toEqual([]);
  });

  it('names a post with no entry, and one whose entry waits longer than two minutes', async () => {
    // Another process holds the sequencer's lease and does nothing: the entry waits.
    const lease = (until: Date | null) =>
      db()
        .updateTable('log_state')
        .set({ lease_owner: until && 'stuck', lease_until: until })
        .execute();
    await lease(new Date(clock.now().getTime() + 30 * 24 * 3_600_000));
    const waiting = await post();
    expect((await check()).problems).toEqual([]);
    expect((await check(3 * 60_000)).problems).toEqual([
      `post ${waiting}, entry pending: missing from the log (pending since ${clock.now().toISOString()})`,
    ]);
    await db().deleteFrom('log_entries').where('post_id', '=', waiting).execute();
    expect((await check()).problems).toEqual([`post ${waiting}, entry none: missing from the log (it has no entry)`]);
    await db().deleteFrom('posts').where('id', '=', waiting).execute();
    await lease(null);
  });

  it('names a post deleted with the trigger off, or whose deletion amendment was removed', async () => {
    const [, , c, d] = posts;
    await db().deleteFrom('posts').where('id', '=', c!.id).execute();
    await db().deleteFrom('log_entries').where('kind', '=', 'amend').where('post_id', '=', c!.id).execute();
    await sql`alter table posts disable trigger log_post_deleted`.execute(db());
    await db().deleteFrom('posts').where('id', '=', d!.id).execute();
    await sql`alter table posts enable trigger log_post_deleted`.execute(db());
    expect((await check()).problems).toEqual([
      `post ${c!.id}, entry ${c!.index}: the post is gone without a 'deleted' amendment in the log`,
      `post ${d!.id}, entry ${d!.index}: the post is gone without a 'deleted' amendment in the log`,
    ]);
  });

  it('accepts a deletion once its amendment is in the log', async () => {
    const a = posts[0]!;
    await db().deleteFrom('posts').where('id', '=', a.id).execute();
    await untilSize(t, 5);
    const { problems } = await check();
    expect(problems.some((p) => p.startsWith(`post ${a.id},`))).toBe(false);
  });
});
