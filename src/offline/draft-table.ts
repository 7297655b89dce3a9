/**
 * Reads and writes drafts (draft-types.ts). Each save is one IndexedDB transaction over both draft
 * stores: the fields and at most one photo, so a refused write (a full disk) leaves the draft as it
 * was before, never half of a photo. A draft leaves the phone in the same transaction as its post
 * enters the outbox (withDraftRemoved), or when the warden discards it. Every read is per account.
 */
import type { OutboxDb } from './outbox-db';
import type { PhotoSlot } from './outbox-types';
import { draftPair, type DraftPhotoRow, type DraftRow, type StoredDraft } from './draft-types';

/** What the composer says of a draft: everything but the bookkeeping. */
export type DraftFields = Omit<DraftRow, 'pair' | 'created_at' | 'updated_at'>;

/**
 * One slot's change saved with the fields: a prepared photo put (with its original when that is
 * new: a new pick), or the slot emptied.
 */
export type SlotChange<P> =
  { slot: PhotoSlot; photo: P; original?: Blob } | { slot: PhotoSlot; photo: null; original?: undefined };

const stores = (db: OutboxDb) => [db.drafts, db.draft_photos, db.draft_originals];

async function dropRows(db: OutboxDb, id: string): Promise<void> {
  await db.draft_photos.where('draft_id').equals(id).delete();
  await db.draft_originals.where('draft_id').equals(id).delete();
  await db.drafts.delete(id);
}

/**
 * Writes the draft's fields and one slot's change together. The draft takes the place of the
 * institution and meal chosen now: another draft that held that place is replaced
 * (docs/spec-notes.md, 'Drafts').
 */
export function saveDraft<P>(
  db: OutboxDb,
  fields: DraftFields,
  change: SlotChange<P> | null = null,
  at: number = Date.now(),
): Promise<void> {
  return db.transaction('rw', stores(db), async () => {
    const pair = draftPair(fields.account_id, fields.organization_id, fields.meal);
    const before = await db.drafts.get(fields.id);
    const other = await db.drafts.where('pair').equals(pair).first();
    if (other && other.id !== fields.id) await dropRows(db, other.id);
    await db.drafts.put({ ...fields, pair, created_at: before?.created_at ?? at, updated_at: at });
    if (!change) return;
    const key: [string, number] = [fields.id, change.slot];
    if (change.photo === null) {
      await db.draft_photos.delete(key);
      await db.draft_originals.delete(key);
      return;
    }
    await db.draft_photos.put({ draft_id: fields.id, slot: change.slot, photo: change.photo, saved_at: at });
    if (change.original)
      await db.draft_originals.put({ draft_id: fields.id, slot: change.slot, original: change.original });
  });
}

/** The account's drafts (fields only, no photo read), newest first. */
export async function listDrafts(db: OutboxDb, accountId: string): Promise<DraftRow[]> {
  return (await db.drafts.where('account_id').equals(accountId).sortBy('updated_at')).reverse();
}

/** A draft with its photos in slot order, each with its original; null when it is gone or not this account's. */
export function loadDraft<P>(db: OutboxDb, id: string, accountId: string): Promise<StoredDraft<P> | null> {
  return db.transaction('r', stores(db), async () => {
    const draft = await db.drafts.get(id);
    if (!draft || draft.account_id !== accountId) return null;
    const rows = (await db.draft_photos.where('draft_id').equals(id).sortBy('slot')) as DraftPhotoRow<P>[];
    const originals = new Map(
      (await db.draft_originals.where('draft_id').equals(id).toArray()).map((row) => [row.slot, row.original]),
    );
    const photos = rows.flatMap((row) => {
      const original = originals.get(row.slot);
      return original ? [{ ...row, original }] : [];
    });
    return { draft, photos };
  });
}

/** The warden's discard, or an emptied composer: the draft and every photo of it, at once. */
export function removeDraft(db: OutboxDb, id: string): Promise<void> {
  return db.transaction('rw', stores(db), () => dropRows(db, id));
}

/**
 * Runs `work` (the outbox's add) and removes the draft in one transaction: either the post is in
 * the outbox and the draft gone, or neither happened. `work` may touch only the posts store.
 */
export function withDraftRemoved<T>(db: OutboxDb, id: string | null, work: () => Promise<T>): Promise<T> {
  return db.transaction('rw', [db.posts, ...stores(db)], async () => {
    const result = await work();
    if (id) await dropRows(db, id);
    return result;
  });
}
