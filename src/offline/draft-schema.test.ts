// @vitest-environment node
/**
 * Schema version 3 adds the drafts' stores and keeps everything else: a database written by
 * version 2 (posts with their photo blobs, saved institutions, the courier's token) opens as
 * version 3 with every row intact and empty, usable draft stores.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { OutboxDb, SCHEMA_V2 } from './outbox-db';
import { createPost } from './outbox-machine';
import { createOutboxRepository } from './outbox-repository';
import { newPost, uuid } from './outbox-fixtures';
import { listDrafts, saveDraft } from './draft-table';

const T0 = 1_700_000_000_000;

describe('outbox schema version 3', () => {
  it('opens a version 2 database with every row kept and the draft stores added', async () => {
    const name = `outbox-v3-${Date.now()}`;
    const v2 = new Dexie(name);
    v2.version(2).stores(SCHEMA_V2);
    await v2.open();
    await v2.table('posts').add(createPost(newPost({ client_id: uuid(1) }), T0));
    await v2.table('posts').add({ ...createPost(newPost({ client_id: uuid(2) }), T0 + 1), state: 'sent', sent_at: T0 });
    await v2.table('institutions').put({ account_id: '7', items: [{ id: 3 }], fetched_at: T0 });
    await v2.table('courier').put({ key: 'current', account_id: '7', access_token: 'x', expires_at: T0 });
    v2.close();

    const db = new OutboxDb(name);
    await db.open();
    expect(db.verno).toBe(3);
    const rows = await db.posts.orderBy('created_at').toArray();
    expect(rows.map((row) => [row.client_id, row.state])).toEqual([
      [uuid(1), 'queued'],
      [uuid(2), 'sent'],
    ]);
    expect(new Uint8Array(await rows[0]!.photos[0]!.blob.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 1]));
    expect(await createOutboxRepository(db).countUnsent('7')).toBe(1);
    expect((await db.institutions.get('7'))?.items).toEqual([{ id: 3 }]);
    expect((await db.courier.get('current'))?.access_token).toBe('x');

    expect(await db.drafts.count()).toBe(0);
    const draft = { id: 'd', account_id: '7', organization_id: 3, organization_name: null, meal: null, content: 'x' };
    await saveDraft(db, draft, { slot: 1, photo: { base: new Blob(['b']) } }, T0);
    expect((await listDrafts(db, '7')).map((row) => row.pair)).toEqual(['7|3|-']);
    db.close();
  });
});
