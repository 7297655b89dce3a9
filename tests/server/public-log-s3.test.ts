/**
 * The public log in an S3 bucket (docs/log.md, 'Files': tiles go to the media store): with
 * MEDIA_STORE=s3://…, against the local S3-compatible server (tests/support/s3-server.ts), the
 * sequencer writes the hash tiles, the entry bundles and the checkpoint's copy into the bucket under
 * the store's prefix, /log/ serves them from there, and a round redone after a kill (its files
 * already in the bucket, the database not yet told) writes over nothing and signs the same checkpoint.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { checkpointOf, openCheckpoint, untilSize } from '../support/public-log.ts';

let s3: LocalS3;
let t: TestApp;

async function addEntries(n: number, from: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    kind: 'amend' as const,
    post_id: from + i,
    body: canonicalJson({ v: 1, kind: 'amend', post_id: from + i, reason: 'deleted' }),
    created_at: new Date(),
  }));
  await t.app.ctx.db.insertInto('log_entries').values(rows).execute();
  t.app.ctx.publicLog.wake();
}

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await makeTestApp({ seed: 'none', env: { ...s3.env('site-log'), LOG_BATCH_MS: '20' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

it('keeps the tiles, the bundles and the checkpoint in the bucket, and serves them from it', async () => {
  await addEntries(260, 1);
  await untilSize(t, 260);
  const served = async (path: string) => (await t.app.inject({ method: 'GET', url: `/log/${path}` })).rawPayload;
  for (const path of ['tile/0/000', 'tile/0/001.p/4', 'tile/1/000.p/1', 'tile/entries/000', 'tile/entries/001.p/4']) {
    const object = await s3.object(`site-log/log/${path}`);
    expect(object, path).not.toBeNull();
    expect(object!.equals(await served(path)), path).toBe(true);
  }
  const { note } = await checkpointOf(t);
  expect((await s3.object('site-log/log/checkpoint'))?.toString('utf8')).toBe(note);
  expect((await openCheckpoint(t)).size).toBe(260);
});

it('redoes a round killed before its checkpoint was recorded, with the same bytes', async () => {
  const before = await t.app.ctx.db.selectFrom('log_state').selectAll().executeTakeFirstOrThrow();
  await addEntries(5, 1000);
  await untilSize(t, before.integrated_size + 5);
  const after = await checkpointOf(t);
  await t.app.ctx.publicLog.sequencer!.close();
  await t.app.ctx.db
    .updateTable('log_state')
    .set({ integrated_size: before.integrated_size, root_hash: before.root_hash, checkpoint: before.checkpoint })
    .execute();
  expect(await t.app.ctx.publicLog.sequencer!.runOnce()).toBe(true);
  expect(await checkpointOf(t)).toEqual(after);
  expect((await s3.object('site-log/log/checkpoint'))?.toString('utf8')).toBe(after.note);
});
