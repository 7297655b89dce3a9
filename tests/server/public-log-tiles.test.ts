/**
 * The public log's files (docs/log.md, 'Files'): after 300 entries in two batches (the second
 * appends to the first's partial tiles, read back from the store), every tile served is what
 * appendToTree builds from the entry bundles served, whose root the signed checkpoint names; the
 * partial tiles of tiles that became full leave the store but still answer from the full ones; full tiles are cached as immutable,
 * partial ones briefly; and any other path under /log/tile, however
 * long or hostile, is a 404 in the envelope, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { bytesEqual, leafHash } from '@common/tlog/hash.ts';
import { appendToTree, decodeEntryBundle, tilePath, type Tile } from '@common/tlog/tiles.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { checkpointOf, openCheckpoint, untilSize } from '../support/public-log.ts';
import { logKey } from '@server/modules/public-log/log-files.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Writes `n` amendments of made-up posts, as pending entries, and waits until a checkpoint covers them. */
async function addEntries(n: number): Promise<void> {
  const { size } = await checkpointOf(t);
  const base = 1_000_000 + size;
  const rows = Array.from({ length: n }, (_, i) => ({
    kind: 'amend' as const,
    post_id: base + i,
    body: canonicalJson({ v: 1, kind: 'amend', post_id: base + i, reason: 'deleted', at: '2026-11-19T06:30:00.000Z' }),
    created_at: new Date(),
  }));
  await t.app.ctx.db.insertInto('log_entries').values(rows).execute();
  t.app.ctx.publicLog.wake();
  await untilSize(t, size + n);
}

beforeAll(async () => {
  t = await makeTestApp({ env: { LOG_BATCH_MS: '20' } });
  await addEntries(100);
  await addEntries(200);
}, 60_000);
afterAll(() => t?.close());

describe('the log tiles', () => {
  it('are what appendToTree builds from the entries served, under the signed root', async () => {
    const cp = await openCheckpoint(t);
    expect(cp.size).toBe(300);
    const full = await get('/log/tile/entries/000');
    const partial = await get('/log/tile/entries/001.p/44');
    expect([full.statusCode, partial.statusCode]).toEqual([200, 200]);
    const entries = [...decodeEntryBundle(full.rawPayload), ...decodeEntryBundle(partial.rawPayload)];
    expect(entries).toHaveLength(300);
    const rows = await t.app.ctx.db.selectFrom('log_entries').select('body').orderBy('idx').execute();
    expect(entries.map((e) => Buffer.from(e).toString('utf8'))).toEqual(rows.map((r) => r.body));
    const built = appendToTree(
      0,
      () => {
        throw new Error('an empty tree has no tile');
      },
      entries.map(leafHash),
    );
    expect(bytesEqual(built.root, cp.root)).toBe(true);
    expect(built.tiles.map((x) => tilePath(x.tile)).sort()).toEqual([
      'tile/0/000',
      'tile/0/001.p/44',
      'tile/1/000.p/1',
    ]);
    for (const { tile, data } of built.tiles) {
      const served = await get(`/log/${tilePath(tile)}`);
      expect(served.statusCode, tilePath(tile)).toBe(200);
      expect(bytesEqual(served.rawPayload, data), tilePath(tile)).toBe(true);
    }
    // The first batch's partial tiles left the store when their full tiles came, just after the
    // checkpoint was recorded; their addresses still answer, from the full tiles' first hashes.
    for (const gone of ['tile/0/000.p/100', 'tile/entries/000.p/100'])
      await expect.poll(() => t.app.ctx.files.read(logKey(gone)), { timeout: 5000, interval: 20 }).toBeNull();
    const old = await get('/log/tile/0/000.p/100');
    expect(old.rawPayload.equals(Buffer.from(built.tiles[0]!.data.subarray(0, 100 * 32)))).toBe(true);
    const oldEntries = decodeEntryBundle((await get('/log/tile/entries/000.p/100')).rawPayload);
    expect(oldEntries.map((e) => Buffer.from(e).toString('utf8'))).toEqual(rows.slice(0, 100).map((r) => r.body));
  });

  it('caches full tiles as immutable and partial ones briefly, for any origin', async () => {
    const full = (path: string) => get(path).then((r) => r.headers['cache-control']);
    for (const path of ['/log/tile/0/000', '/log/tile/entries/000'])
      expect(await full(path)).toBe('public, max-age=31536000, immutable');
    for (const path of ['/log/tile/0/001.p/44', '/log/tile/1/000.p/1', '/log/tile/entries/001.p/44', '/log/checkpoint'])
      expect(await full(path)).not.toContain('immutable');
    const tile = await get('/log/tile/0/000');
    expect(tile.headers['access-control-allow-origin']).toBe('*');
    expect(tile.headers['content-type']).toBe('application/octet-stream');
    expect((await get('/log/checkpoint')).headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 404 in the envelope for any other path, however long', async () => {
    const tile: Tile = { level: 0, index: 999, width: 256 };
    const bad = [
      '/log/tile/',
      '/log/tile',
      '/log/tiles/0/000',
      '/log/checkpoint/x',
      '/log/tile/x',
      '/log/tile/0/1',
      '/log/tile/0/000.p/0',
      '/log/tile/0/000.p/256',
      '/log/tile/0/000.p/',
      '/log/tile/-1/000',
      '/log/tile/0/x000/001',
      '/log/tile/entries/',
      '/log/tile/entries/001.p/45',
      '/log/tile/../../secret.key',
      '/log/tile/..%2f..%2fsecret.key',
      '/log/tile/entries/..%2F..%2Flog-signing.key',
      `/log/${tilePath(tile)}`,
      `/log/tile/9/${'x999/'.repeat(5)}999`,
      `/log/tile/0/${'x001/'.repeat(4000)}001`,
      `/log/tile/${'9'.repeat(5000)}/000`,
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url.slice(0, 60)).toBe(404);
      expect(json(res).status, url.slice(0, 60)).toBe(false);
    }
    // A NUL anywhere in a request is refused before routing (plugins/input-guard.ts).
    const nul = await get('/log/tile/0/000%00');
    expect([nul.statusCode, json(nul).status]).toEqual([422, false]);
  });
});
