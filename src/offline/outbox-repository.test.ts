// @vitest-environment node
/**
 * The outbox in IndexedDB (fake-indexeddb, node environment: jsdom's Blob does not survive it):
 * rows keep their photo blobs, queries stay per account and oldest first, a crash between any two
 * steps resumes from what was recorded, and reopening the database keeps every row.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OutboxDb } from './outbox-db';
import { createOutboxRepository } from './outbox-repository';
import { freshDb, newPost, uuid } from './outbox-fixtures';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('outbox repository', () => {
  it('stores a post with its photo blobs and refuses the same client_id twice', async () => {
    const repo = createOutboxRepository(freshDb());
    await repo.add(newPost());
    const row = await repo.get(uuid(1));
    expect(row?.state).toBe('queued');
    expect(row?.photos[0]?.blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await row!.photos[1]!.blob.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 2]));
    await expect(repo.add(newPost())).rejects.toThrow();
  });

  it('answers the oldest due post of the account only', async () => {
    const time = clock();
    const repo = createOutboxRepository(freshDb(), time.now);
    await repo.add(newPost({ client_id: uuid(1) }));
    time.advance(10);
    await repo.add(newPost({ client_id: uuid(2) }));
    await repo.add(newPost({ client_id: uuid(3), account_id: '8' }));
    expect((await repo.nextDue('7'))?.client_id).toBe(uuid(1));
    expect((await repo.nextDue('8'))?.client_id).toBe(uuid(3));
    expect(await repo.nextDue('9')).toBeUndefined();
    await repo.retryLater((await repo.claim(uuid(1))).client_id, { status: 0, message: 'offline' });
    expect((await repo.nextDue('7'))?.client_id).toBe(uuid(2));
    expect(await repo.nextWakeAt('7')).toBe(0);
    expect(await repo.countUnsent('7')).toBe(2);
    expect((await repo.list('7')).map((p) => p.client_id)).toEqual([uuid(2), uuid(1)]);
  });

  it("counts an account's unsent posts on the indexes, without reading a row", async () => {
    const db = freshDb();
    const repo = createOutboxRepository(db);
    const states = ['draft', 'queued', 'sending', 'failed', 'signin', 'sent', 'sent'] as const;
    for (const [i, state] of states.entries()) {
      await repo.add(newPost({ client_id: uuid(i + 1) }));
      await db.posts.update(uuid(i + 1), { state });
    }
    await repo.add(newPost({ client_id: uuid(20), account_id: '8' }));
    let rowsRead = 0;
    const countReads = (row: unknown) => {
      rowsRead += 1;
      return row;
    };
    db.posts.hook('reading', countReads);
    expect(await repo.countUnsent('7')).toBe(5);
    expect(await repo.countUnsent('8')).toBe(1);
    expect(await repo.countUnsent('9')).toBe(0);
    expect(rowsRead).toBe(0);
    // The hook does see rows read the ordinary way, so the zero above means something.
    await repo.list('8');
    expect(rowsRead).toBe(1);
    db.posts.hook('reading').unsubscribe(countReads);
  });

  it('resumes after a crash between any two steps without losing recorded uploads', async () => {
    const db = freshDb();
    const repo = createOutboxRepository(db);
    await repo.add(newPost());
    await repo.claim(uuid(1));
    await repo.recordUpload(uuid(1), 1, 41);
    // The tab dies here. A new visit opens the same database.
    const reopened = createOutboxRepository(new OutboxDb(db.name));
    expect(await reopened.nextDue('7')).toBeUndefined();
    expect(await reopened.releaseInterrupted('7')).toBe(1);
    const row = await reopened.nextDue('7');
    expect(row).toMatchObject({ state: 'queued', uploaded: { 1: 41 }, attempts: 0 });
  });

  it('keeps every row when the database is closed and opened again', async () => {
    const db = freshDb();
    const repo = createOutboxRepository(db);
    await repo.add(newPost({ client_id: uuid(1) }));
    await repo.add(newPost({ client_id: uuid(2) }), 'draft');
    await repo.markFailed((await repo.claim(uuid(1))).client_id, { status: 422, message: 'Invalid Inputs' });
    db.close();
    const again = new OutboxDb(db.name);
    await again.open();
    expect(again.verno).toBe(3);
    const rows = await again.posts.toArray();
    expect(rows.map((r) => [r.client_id, r.state]).sort()).toEqual([
      [uuid(1), 'failed'],
      [uuid(2), 'draft'],
    ]);
    expect(rows[0]!.photos[0]!.blob).toBeInstanceOf(Blob);
  });

  it('refuses changes to a post that is gone', async () => {
    const repo = createOutboxRepository(freshDb());
    await expect(repo.claim(uuid(99))).rejects.toThrow(/not on this phone/);
  });

  it("deletes only on the warden's word and never while sending; Send now makes queued posts due", async () => {
    const time = clock();
    const repo = createOutboxRepository(freshDb(), time.now);
    await repo.add(newPost({ client_id: uuid(1) }));
    await repo.add(newPost({ client_id: uuid(2) }));
    await repo.retryLater((await repo.claim(uuid(1))).client_id, { status: 503, message: 'down' });
    expect(await repo.nextDue('7')).toMatchObject({ client_id: uuid(2) });
    await repo.claim(uuid(2));
    expect(await repo.remove(uuid(2))).toBe(false);
    expect(await repo.sendNow('7')).toBe(1);
    expect(await repo.nextDue('7')).toMatchObject({ client_id: uuid(1), next_try_at: 0, attempts: 1 });
    expect(await repo.remove(uuid(1))).toBe(true);
    expect(await repo.get(uuid(1))).toBeUndefined();
    expect((await repo.unsent('7')).map((p) => p.client_id)).toEqual([uuid(2)]);
  });
});
