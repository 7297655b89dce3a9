// @vitest-environment node
/**
 * The schema upgrade keeps its rows: a database written by version 1 (as the first release left it
 * on phones, with rows in every state, blobs included) opens as version 2 with every row intact,
 * missing bookkeeping filled, the new `sent_at` index usable and the courier store empty.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { OutboxDb, SCHEMA_V1 } from './outbox-db';
import { createPost } from './outbox-machine';
import { createOutboxRepository } from './outbox-repository';
import { courierToken, leaveCourierToken } from './outbox-courier';
import { newPost, uuid } from './outbox-fixtures';
import { POST_STATES } from './outbox-types';

const T0 = 1_700_000_000_000;

async function writeVersion1(name: string): Promise<void> {
  const v1 = new Dexie(name);
  v1.version(1).stores(SCHEMA_V1);
  await v1.open();
  const states = POST_STATES.filter((state) => state !== 'signin');
  for (const [i, state] of states.entries()) {
    const row: Record<string, unknown> = { ...createPost(newPost({ client_id: uuid(i + 1) }), T0 + i), state };
    if (state === 'sent') row.sent_at = T0;
    if (i === 0) delete row.last_status; // an early row without a later field
    await v1.table('posts').add(row);
  }
  await v1.table('institutions').put({ account_id: '7', items: [{ id: 3 }], fetched_at: T0 });
  v1.close();
}

describe('outbox schema upgrade', () => {
  it('opens a version 1 database as version 2 with every row kept', async () => {
    const name = `outbox-upgrade-${Date.now()}`;
    await writeVersion1(name);
    const db = new OutboxDb(name);
    await db.open();
    expect(db.verno).toBe(3); // through version 2's upgrade, then version 3's new stores
    const rows = await db.posts.orderBy('created_at').toArray();
    expect(rows.map((row) => row.state)).toEqual(['draft', 'queued', 'sending', 'sent', 'failed']);
    expect(rows[0]).toMatchObject({ last_status: null, attempts: 0, uploaded: {} });
    for (const row of rows)
      expect(new Uint8Array(await row.photos[0]!.blob.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 1]));
    expect(
      await db.posts
        .where('sent_at')
        .below(T0 + 1)
        .count(),
    ).toBe(1);
    expect((await db.institutions.get('7'))?.items).toEqual([{ id: 3 }]);
    const repo = createOutboxRepository(db, () => T0 + 31 * 86_400_000);
    expect(await repo.countUnsent('7')).toBe(4);
    expect(await repo.pruneReceipts()).toBe(1);
    expect(await repo.countUnsent('7')).toBe(4);
  });

  it("keeps the service worker's token with its account, and forgets it at sign-out or expiry", async () => {
    const db = new OutboxDb(`outbox-courier-${Date.now()}`);
    const payload = btoa(JSON.stringify({ sub: '7', role: 'WARDEN', exp: Math.floor(T0 / 1000) + 3600 })).replace(
      /=+$/,
      '',
    );
    const token = `x.${payload}.y`;
    await leaveCourierToken(db, '7', token);
    expect(await courierToken(db, T0)).toMatchObject({ account_id: '7', access_token: token });
    expect(await courierToken(db, T0 + 3600_000)).toBeNull();
    await leaveCourierToken(db, null, '');
    expect(await courierToken(db, T0)).toBeNull();
  });
});
