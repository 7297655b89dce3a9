/**
 * Sequencing the public log (docs/log.md, 'Sequencing'): two sequencers at once on one database
 * give every entry exactly one index, with no gap; a sequencer killed after step 1 (its lease left
 * behind) or in the middle of step 2 (tiles written, checkpoint not recorded) is finished by the
 * next one, which writes the same bytes and signs the same checkpoint; a damaged tile in the store
 * is rebuilt from the entries when they give the signed root, and when they do not (the database
 * was changed) nothing is signed. On PostgreSQL, two server processes sequence every entry once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { tilePath, tilesForSize } from '@common/tlog/tiles.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { LogSequencer } from '@server/modules/public-log/log-sequencer.ts';
import { assignIndices, claimLease } from '@server/modules/public-log/log-state.repository.ts';
import { logKey } from '@server/modules/public-log/log-files.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';
import { checkpointOf, openCheckpoint, untilSize } from '../support/public-log.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = new FakeClock();
let t: TestApp;
let next = 2_000_000;

/** Pending amendments of made-up posts, written as a post's insert would write its entry. */
async function addEntries(app: TestApp, n: number): Promise<void> {
  const rows = Array.from({ length: n }, () => {
    const id = next++;
    return {
      kind: 'amend' as const,
      post_id: id,
      body: canonicalJson({ v: 1, kind: 'amend', post_id: id }),
      created_at: clock.now(),
    };
  });
  await app.app.ctx.db.insertInto('log_entries').values(rows).execute();
}
const sequencer = (maxBatch = 10_000) =>
  new LogSequencer(t.app.ctx, t.app.ctx.publicLog.identity, t.app.log, { batchMs: 20, leaseMs: 30_000, maxBatch });
const total = async (app: TestApp) =>
  Number(
    (
      await app.app.ctx.db
        .selectFrom('log_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Every entry's index, in order: 0 to n - 1 exactly once each means nothing was lost or doubled. */
const indices = async (app: TestApp) =>
  (await app.app.ctx.db.selectFrom('log_entries').select('idx').orderBy('idx').execute()).map((r) => r.idx);

beforeAll(async () => {
  t = await makeTestApp({ clock, env: { LOG_BATCH_MS: '20' } });
  // These tests drive the sequencers by hand.
  await t.app.ctx.publicLog.sequencer!.close();
}, 60_000);
afterAll(() => t?.close());

describe('sequencing the log', () => {
  it('gives every entry one index when two sequencers run at once', async () => {
    const [a, b] = [sequencer(40), sequencer(40)];
    // A sequencer that finds the lease taken tries again at once, but lets the file writes of the
    // other's round through (in-memory PGlite answers without yielding to I/O).
    const drain = async (s: LogSequencer) => {
      while ((await checkpointOf(t)).size < (await total(t)))
        if (!(await s.runOnce())) await new Promise((resolve) => setImmediate(resolve));
    };
    await Promise.all([addEntries(t, 150), drain(a), drain(b), addEntries(t, 150), drain(a), addEntries(t, 150)]);
    await Promise.all([drain(a), drain(b)]);
    const n = await total(t);
    expect(await indices(t)).toEqual(Array.from({ length: n }, (_, i) => i));
    expect((await openCheckpoint(t)).size).toBe(n);
  });

  it('finishes the work of a sequencer killed after step 1, once its lease runs out', async () => {
    await addEntries(t, 7);
    const now = clock.now();
    expect(await claimLease(t.app.ctx.db, 'killed', now, new Date(now.getTime() + 30_000))).toBe(true);
    expect(await assignIndices(t.app.ctx.db, 'killed', now, 100)).toBe(await total(t));
    const s = sequencer();
    expect(await s.runOnce()).toBe(false);
    clock.advance(31_000);
    expect(await s.runOnce()).toBe(true);
    expect((await openCheckpoint(t)).size).toBe(await total(t));
  });

  it('writes the same bytes and signs the same checkpoint after a kill in the middle of step 2', async () => {
    const before = await t.app.ctx.db.selectFrom('log_state').selectAll().executeTakeFirstOrThrow();
    await addEntries(t, 20);
    expect(await sequencer().runOnce()).toBe(true);
    const after = await checkpointOf(t);
    // The tiles are in the store; the database is put back as a kill before its commit leaves it.
    await t.app.ctx.db
      .updateTable('log_state')
      .set({ integrated_size: before.integrated_size, root_hash: before.root_hash, checkpoint: before.checkpoint })
      .execute();
    await t.app.ctx.db
      .updateTable('log_entries')
      .set({ integrated_at: null })
      .where('idx', '>=', before.integrated_size)
      .execute();
    expect(await sequencer().runOnce()).toBe(true);
    expect(await checkpointOf(t)).toEqual(after);
  });

  it('rebuilds a damaged tile from the entries, and signs nothing when the entries were changed', async () => {
    const { size } = await checkpointOf(t);
    const edge = tilesForSize(size).find((x) => x.level === 0 && x.width < 256)!;
    await t.app.ctx.files.put(logKey(tilePath(edge)), Buffer.alloc(edge.width * 32, 7), { replace: true });
    await addEntries(t, 3);
    expect(await sequencer().runOnce()).toBe(true);
    expect((await openCheckpoint(t)).size).toBe(size + 3);
    const repaired = await t.app.inject({ method: 'GET', url: `/log/${tilePath(edge)}` });
    expect(repaired.rawPayload.equals(Buffer.alloc(edge.width * 32, 7))).toBe(false);

    const signed = await checkpointOf(t);
    const now = tilesForSize(signed.size).find((x) => x.level === 0 && x.width < 256)!;
    await t.app.ctx.files.remove(logKey(tilePath(now)));
    await t.app.ctx.db.updateTable('log_entries').set({ body: '{"forged":true}' }).where('idx', '=', 1).execute();
    await addEntries(t, 2);
    await expect(sequencer().runOnce()).rejects.toThrow(/signed root/);
    expect(await checkpointOf(t)).toEqual(signed);
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await makeTestApp({ env: { LOG_BATCH_MS: '20' } });
    b = await makeTestApp({ env: { LOG_BATCH_MS: '20' }, shareWith: a });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sequence every entry exactly once and answer the same checkpoint', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all([addEntries(a, 60), addEntries(b, 60)]);
      a.app.ctx.publicLog.wake();
      b.app.ctx.publicLog.wake();
    }
    const n = await total(a);
    await untilSize(a, n, 30_000);
    expect(await indices(a)).toEqual(Array.from({ length: n }, (_, i) => i));
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (x) => (await x.app.inject({ method: 'GET', url: '/log/checkpoint' })).body),
    );
    expect(fromA).toBe(fromB);
    expect((await openCheckpoint(b)).size).toBe(n);
  });
});
