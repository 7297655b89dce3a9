// @vitest-environment node
/**
 * Drafts in IndexedDB (fake-indexeddb, node environment: jsdom's Blob does not survive it): a
 * draft keeps its fields and one row per prepared photo, a slot is replaced alone, reads are per
 * account, a draft leaves in the same transaction as its post enters the outbox, and a write
 * refused for want of space (QuotaExceededError) leaves what was saved exactly as it was.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createOutboxRepository } from './outbox-repository';
import { freshDb, newPost, uuid } from './outbox-fixtures';
import { listDrafts, loadDraft, removeDraft, saveDraft, withDraftRemoved, type DraftFields } from './draft-table';
import { isQuotaError } from './quota';

const fields = (overrides: Partial<DraftFields> = {}): DraftFields => ({
  id: 'draft-1',
  account_id: '7',
  organization_id: 3,
  organization_name: { en: 'government hostel, hunsur', kn: 'ಹುಣಸೂರು' },
  meal: 'LUNCH',
  content: 'Rice and sambar',
  ...overrides,
});
const photo = (label: string) => ({ label, base: new Blob([label], { type: 'image/jpeg' }) });
const original = (label: string) => new Blob([`original ${label}`], { type: 'image/jpeg' });
const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());
const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('draft store', () => {
  it('saves the fields and each prepared photo, and replaces one slot without touching the others', async () => {
    const db = freshDb();
    await saveDraft(db, fields(), { slot: 1, photo: photo('menu'), original: original('menu') }, 1000);
    await saveDraft(db, fields(), { slot: 2, photo: photo('plate'), original: original('plate') }, 2000);
    await saveDraft(db, fields({ content: 'Rice, sambar and curd' }), { slot: 1, photo: photo('menu again') }, 3000);

    const stored = await loadDraft<ReturnType<typeof photo>>(db, 'draft-1', '7');
    expect(stored?.draft).toMatchObject({ content: 'Rice, sambar and curd', created_at: 1000, updated_at: 3000 });
    expect(stored?.photos.map((row) => [row.slot, row.photo.label, row.saved_at])).toEqual([
      [1, 'menu again', 3000],
      [2, 'plate', 2000],
    ]);
    expect(await text(stored!.photos[0]!.photo.base)).toBe('menu again');
    // A face edit writes the photo again, not its original, which the first pick wrote.
    expect(await text(stored!.photos[0]!.original)).toBe('original menu');
    expect(await db.draft_photos.count()).toBe(2);
    expect(await db.draft_originals.count()).toBe(2);

    await saveDraft(db, fields(), { slot: 2, photo: null }, 4000);
    expect((await loadDraft(db, 'draft-1', '7'))?.photos.map((row) => row.slot)).toEqual([1]);
    expect(await db.draft_originals.count()).toBe(1);
  });

  it("never shows one account another's draft", async () => {
    const db = freshDb();
    await saveDraft(db, fields(), { slot: 1, photo: photo('menu'), original: original('menu') });
    expect(await listDrafts(db, '8')).toEqual([]);
    expect(await loadDraft(db, 'draft-1', '8')).toBeNull();
    expect((await listDrafts(db, '7')).map((row) => row.id)).toEqual(['draft-1']);
  });

  it('keeps one draft per account, institution and meal: the one written last takes the place', async () => {
    const db = freshDb();
    await saveDraft(db, fields(), { slot: 1, photo: photo('old'), original: original('old') }, 1000);
    await saveDraft(
      db,
      fields({ id: 'draft-2', meal: 'DINNER' }),
      { slot: 1, photo: photo('dinner'), original: original('dinner') },
      2000,
    );
    await saveDraft(db, fields({ id: 'draft-2', meal: 'LUNCH' }), null, 3000);
    expect((await listDrafts(db, '7')).map((row) => [row.id, row.meal])).toEqual([['draft-2', 'LUNCH']]);
    expect((await db.draft_photos.toArray()).map((row) => row.draft_id)).toEqual(['draft-2']);
    expect((await db.draft_originals.toArray()).map((row) => row.draft_id)).toEqual(['draft-2']);
    await removeDraft(db, 'draft-2');
    expect(await db.drafts.count()).toBe(0);
    expect(await db.draft_photos.count()).toBe(0);
    expect(await db.draft_originals.count()).toBe(0);
  });

  it('removes the draft in the same transaction as its post enters the outbox', async () => {
    const db = freshDb();
    const repo = createOutboxRepository(db);
    await saveDraft(db, fields(), { slot: 1, photo: photo('menu'), original: original('menu') });
    await withDraftRemoved(db, 'draft-1', () => repo.add(newPost()));
    expect((await repo.get(uuid(1)))?.state).toBe('queued');
    expect(await listDrafts(db, '7')).toEqual([]);
    expect(await db.draft_photos.count()).toBe(0);
    expect(await db.draft_originals.count()).toBe(0);
  });

  it('leaves both the outbox and the draft as they were when the outbox refuses the post for want of space', async () => {
    const db = freshDb();
    const repo = createOutboxRepository(db);
    await saveDraft(db, fields(), { slot: 1, photo: photo('menu'), original: original('menu') });
    const add = vi.spyOn(db.posts, 'add').mockRejectedValueOnce(full());
    const refused = await withDraftRemoved(db, 'draft-1', () => repo.add(newPost())).catch((error: unknown) => error);
    expect(isQuotaError(refused)).toBe(true);
    expect(await db.posts.count()).toBe(0);
    expect((await loadDraft(db, 'draft-1', '7'))?.photos).toHaveLength(1);
    add.mockRestore();
    await withDraftRemoved(db, 'draft-1', () => repo.add(newPost()));
    expect(await db.posts.count()).toBe(1);
    expect(await db.drafts.count()).toBe(0);
  });

  it('keeps what was saved, fields included, when a photo is refused for want of space', async () => {
    const db = freshDb();
    await saveDraft(db, fields(), { slot: 1, photo: photo('menu'), original: original('menu') }, 1000);
    // The original, the last and largest write of the transaction, is refused: the photo row and
    // the fields written before it in the same transaction are rolled back with it.
    const put = vi.spyOn(db.draft_originals, 'put').mockRejectedValueOnce(full());
    const refused = await saveDraft(
      db,
      fields({ content: 'changed' }),
      { slot: 2, photo: photo('plate'), original: original('plate') },
      2000,
    ).catch((error: unknown) => error);
    put.mockRestore();
    expect(isQuotaError(refused)).toBe(true);
    const stored = await loadDraft<ReturnType<typeof photo>>(db, 'draft-1', '7');
    expect(stored?.draft).toMatchObject({ content: 'Rice and sambar', updated_at: 1000 });
    expect(stored?.photos.map((row) => row.photo.label)).toEqual(['menu']);
    expect(await db.draft_photos.count()).toBe(1);
  });
});

describe('isQuotaError', () => {
  it('knows a full disk however IndexedDB or Dexie reports it, and nothing else', () => {
    expect(isQuotaError(full())).toBe(true);
    expect(isQuotaError({ name: 'AbortError', message: 'Transaction aborted', inner: full() })).toBe(true);
    expect(isQuotaError({ name: 'BulkError', failures: [new Error('x'), full()] })).toBe(true);
    expect(isQuotaError(new DOMException('Key already exists', 'ConstraintError'))).toBe(false);
    expect(isQuotaError({ name: 'AbortError', message: 'Transaction aborted' })).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
