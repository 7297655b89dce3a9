/**
 * The shape of a draft on the phone (docs/offline.md, 'Drafts'): the post a warden is composing,
 * before Submit, kept so that a killed tab or a restarted browser loses nothing. One `drafts` row
 * per draft holds the fields; one `draft_photos` row per prepared photo holds that photo, so that
 * a slot is written (or replaced) alone; its original file, large and written once per pick, has
 * its own `draft_originals` row, so that a face edit does not write it again. The photo's own
 * shape belongs to the composer, which alone reads it; the outbox only stores it. A draft is never
 * sent: only Submit makes a post.
 */
import type { Meal } from '@common/schedule';
import type { Name } from '@common/contract/shared';
import type { PhotoSlot } from './outbox-types';

/** The stores schema version 3 adds (outbox-db.ts). `pair` is unique: one draft per account, institution and meal. */
export const DRAFT_STORES = {
  drafts: 'id, account_id, &pair, updated_at',
  draft_photos: '[draft_id+slot], draft_id',
  draft_originals: '[draft_id+slot], draft_id',
} as const;

export interface DraftRow {
  id: string;
  /** The account that composed it; no other account ever sees it (a shared phone). */
  account_id: string;
  /** account|institution|meal as chosen now ('-' for none yet): the draft's place. */
  pair: string;
  organization_id: number | null;
  /** Shown in the offer to continue, even with no network. */
  organization_name: Name | null;
  meal: Meal | null;
  content: string;
  created_at: number;
  updated_at: number;
}

export interface DraftPhotoRow<P = unknown> {
  draft_id: string;
  slot: PhotoSlot;
  /** The prepared photo as the composer keeps it (its original, preview, crop, blurred base…). */
  photo: P;
  saved_at: number;
}

/** The original file the photo was prepared from (not blurred: it never leaves the phone). */
export interface DraftOriginalRow {
  draft_id: string;
  slot: PhotoSlot;
  original: Blob;
}

/** A draft with its photos, slot order, each with its original. */
export interface StoredDraft<P = unknown> {
  draft: DraftRow;
  photos: (DraftPhotoRow<P> & { original: Blob })[];
}

export function draftPair(accountId: string, organizationId: number | null, meal: Meal | null): string {
  return `${accountId}|${organizationId ?? '-'}|${meal ?? '-'}`;
}
