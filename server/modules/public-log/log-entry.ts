/**
 * The bytes of a post's entry in the public log (docs/log.md, 'Entries'): RFC 8785 canonical JSON of
 * the post's public record, so anyone holding the record can rebuild the entry and its leaf hash.
 * Only what says when and how a meal was posted: the institution (public), the day and meal, the
 * Submit and receipt times, the status and the clock check, each photo's SHA-256 as served, and the
 * faces blurred per photo. No personal data: no warden, no caption (it may name people), no place.
 * One pure function, so the sequencer's step and the operator's check (`log:check`) build the same.
 */
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import type { PhotoFaces } from '@common/tweet-schema.ts';

export const ENTRY_VERSION = 1;

/** A post as its entry needs it (log-entries.repository.ts reads it). */
export interface PostRecord {
  id: number;
  organization_id: number;
  /** YYYY-MM-DD (or a Date from a driver that gives one). */
  day: string | Date;
  meal: string;
  status: string;
  captured_at: Date | string;
  received_at: Date | string;
  clock_suspect: boolean;
  no_faces_confirmed: boolean;
  /** The faces JSON of the post (PhotoFaces[]), or null for posts made before faces were counted. */
  faces: string | null;
  /** SHA-256 (hex) of each photo's stored file, by slot 1 to 4; null for an empty slot. */
  photos: readonly (string | null)[];
}

const iso = (d: Date | string) => new Date(d).toISOString();
const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** The entry as a value (its keys are sorted by canonicalJson). */
export function postEntryValue(post: PostRecord) {
  const photos: Record<string, string> = {};
  post.photos.forEach((hash, i) => {
    if (hash) photos[`image_${i + 1}`] = hash;
  });
  const faces: Record<string, Omit<PhotoFaces, 'slot'>> = {};
  for (const f of post.faces ? (JSON.parse(post.faces) as PhotoFaces[]) : []) {
    faces[`image_${f.slot}`] = {
      detected: f.detected,
      hand: f.hand,
      removed: f.removed ?? 0,
      no_people: f.no_people ?? false,
      detector: f.detector,
    };
  }
  return {
    v: ENTRY_VERSION,
    kind: 'post',
    post_id: post.id,
    organization_id: post.organization_id,
    day: dayOf(post.day),
    meal: post.meal,
    status: post.status,
    captured_at: iso(post.captured_at),
    received_at: iso(post.received_at),
    clock_suspect: post.clock_suspect,
    no_faces_confirmed: post.no_faces_confirmed,
    photos,
    faces,
  };
}

/** The entry's text; its bytes are this text in UTF-8. */
export const postEntry = (post: PostRecord): string => canonicalJson(postEntryValue(post));

/** Why a later entry amends a post (docs/log.md, 'Amendments'). */
export type AmendReason = 'deleted' | 'holiday_declared' | 'holiday_revoked' | 'review_accepted' | 'review_rejected';

/** An amendment: names the post and what changed; never a rewrite of the post's own entry. */
export const amendEntry = (postId: number, reason: AmendReason, at: Date, details: Record<string, unknown> = {}) =>
  canonicalJson({ ...details, v: ENTRY_VERSION, kind: 'amend', post_id: postId, reason, at: at.toISOString() });
