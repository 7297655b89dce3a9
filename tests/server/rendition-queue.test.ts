/**
 * The list renditions' queue is shared through the database (docs/spec-notes.md, 'Several processes'): several queues
 * (one per server process) make each rendition once, a photo held by a process that died is taken again when its
 * lease ends, and a photo whose rendition keeps failing is given up after three tries. On PostgreSQL the second queue
 * belongs to a second server on the same database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenditionQueue } from '@server/modules/media/rendition-queue.ts';
import { keyOf } from '@server/storage/file-store.ts';
import { mediaFile, phoneJpeg, upload } from '../support/posting.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let a: TestApp;
let b: TestApp | null = null;
let warden: string;
const queues: RenditionQueue[] = [];

const otherQueue = (leaseMs?: number) => {
  const queue = b?.app.ctx.renditions ?? new RenditionQueue(a.app.ctx.db, a.app.ctx.files, a.app.log, leaseMs);
  if (!b) queues.push(queue);
  return queue;
};
const rows = (ids: number[]) =>
  a.app.ctx.db
    .selectFrom('media')
    .select(['id', 'high_res_path', 'low_res_path', 'rendition_attempts', 'rendition_lease_until'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
const smallFiles = () =>
  fs
    .readdirSync(path.join(a.dataDir, 'media'), { recursive: true })
    .filter((name) => String(name).includes('-sm-'))
    .map((name) => `/media/${String(name)}`);

beforeAll(async () => {
  a = await makeTestApp();
  if (onPostgres) b = await makeTestApp({ shareWith: a });
  warden = (await signIn(a, 'warden@example.org')).access_token;
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  await b?.close();
  await a?.close();
});

describe('the rendition queue shared by server processes', () => {
  it('makes each rendition once when two queues take from one database', async () => {
    const other = otherQueue();
    other.start();
    const before = new Set(smallFiles());
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(json(await upload(a, warden, await phoneJpeg(60 + i * 10))).data.id);
    await Promise.all([a.app.ctx.renditions.idle(), other.idle()]);
    const made = await rows(ids);
    expect(made.every((r) => r.low_res_path && r.rendition_lease_until === null)).toBe(true);
    // Each photo was claimed once, by one queue.
    expect(made.map((r) => r.rendition_attempts)).toEqual(ids.map(() => 1));
    // One file per photo: no rendition was made twice (a loser's would be left or removed late).
    const added = smallFiles().filter((f) => !before.has(f));
    expect(added.sort()).toEqual(made.map((r) => r.low_res_path).sort());
  });

  it('takes again a photo held by a process that died, once its lease ends', async () => {
    const id = json(await upload(a, warden, await phoneJpeg(33))).data.id;
    await a.app.ctx.renditions.idle();
    const heldUntil = new Date(Date.now() + 300);
    await a.app.ctx.db
      .updateTable('media')
      .set({ low_res_path: null, rendition_lease_until: heldUntil, rendition_attempts: 1 })
      .where('id', '=', id)
      .execute();
    await otherQueue().idle();
    const [row] = await rows([id]);
    expect(row!.low_res_path).toMatch(/-sm-[0-9a-f]{6}\.webp$/);
    expect(Date.now()).toBeGreaterThanOrEqual(heldUntil.getTime());
  });

  it('gives a photo up after three failed tries, and lists keep its full image', async () => {
    const media = json(await upload(a, warden, await phoneJpeg(90))).data;
    await a.app.ctx.renditions.idle();
    await a.app.ctx.files.put(keyOf(media.image_url.full.high_res), Buffer.from('no longer a JPEG'), { replace: true });
    await a.app.ctx.db
      .updateTable('media')
      .set({ low_res_path: null, rendition_attempts: 0 })
      .where('id', '=', media.id)
      .execute();
    await Promise.all([a.app.ctx.renditions.idle(), otherQueue().idle()]);
    const [row] = await rows([media.id]);
    expect([row!.low_res_path, row!.rendition_attempts, row!.rendition_lease_until]).toEqual([null, 3, null]);
    const shown = await mediaFile(a, warden, media.id);
    expect(shown.image_url.full.low_res).toBe(media.image_url.full.high_res);
  });
});
