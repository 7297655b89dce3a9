/**
 * The read shape of a post (docs/product.md, 'Records and fields') plus meal, captured_at, createdAt, clock_suspect and
 * on_holiday (its day was declared a holiday after it was posted), its receipt from the public log, and its checks
 * and review (docs/review.md).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { postImageShape, type MediaRow } from '../media/media.shape.ts';
import { mediaByIds } from '../media/media.repository.ts';
import type { TweetRow } from './tweets.repository.ts';
import { xPostShape } from '@common/x-shape.ts';
import { activeHolidays } from '../organizations/organizations.repository.ts';
import type { PhotoFaces } from '@common/tweet-schema.ts';
import type { PhotoSourceEntry, PostCheck, PostReview } from '@common/review-schema.ts';
import { checksOfPosts, type CheckRow } from './post-checks.repository.ts';

/** A calendar date as the driver gives it (a string, or a Date on some drivers). */
const dayOf = (d: string | Date): string => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** Loads the media and the holidays of many posts at once and shapes each post. */
export async function shapeTweets(db: Kysely<DB>, rows: TweetRow[]) {
  const ids = rows
    .flatMap((r) => [r.image_1, r.image_2, r.image_3, r.image_4])
    .filter((id): id is number => typeof id === 'number');
  const days = rows.map((r) => dayOf(r.day)).sort();
  const [media, holidays, checks] = await Promise.all([
    ids.length ? mediaByIds(db, ids) : [],
    activeHolidays(db, [...new Set(rows.map((r) => r.organization_id))], days[0] ?? '', days.at(-1) ?? ''),
    checksOfPosts(
      db,
      rows.filter((r) => r.review_state !== null).map((r) => r.id),
    ),
  ]);
  const checksOf = new Map<number, PostCheck[]>();
  for (const c of checks) checksOf.set(c.post_id, [...(checksOf.get(c.post_id) ?? []), checkShape(c)]);
  const onHoliday = (r: TweetRow) =>
    holidays.some(
      (h) =>
        h.organization_id === r.organization_id &&
        dayOf(h.from_date) <= dayOf(r.day) &&
        dayOf(h.to_date) >= dayOf(r.day),
    );
  const byId = new Map<number, MediaRow>(media.map((m) => [m.id, m]));
  return rows.map((r) => {
    const photo = (id: number | null) => (id === null ? undefined : byId.get(id));
    const slots = [photo(r.image_1), photo(r.image_2), photo(r.image_3), photo(r.image_4)] as const;
    const images = {
      image_1: slots[0] ? postImageShape(slots[0]) : null,
      image_2: slots[1] ? postImageShape(slots[1]) : null,
      image_3: slots[2] ? postImageShape(slots[2]) : null,
      image_4: slots[3] ? postImageShape(slots[3]) : null,
    };
    const list = slots
      .filter((m): m is MediaRow => m !== undefined)
      .map((m) => ({ image_url: { full: { high_res: m.high_res_path, low_res: m.low_res_path ?? m.high_res_path } } }));
    return {
      id: r.id,
      client_id: r.client_id,
      content: r.content,
      meal: r.meal,
      day: r.day,
      tweet_status: r.status,
      createdAt: new Date(r.received_at).toISOString(),
      captured_at: new Date(r.captured_at).toISOString(),
      exif_taken_at: r.exif_taken_at ? new Date(r.exif_taken_at).toISOString() : null,
      clock_suspect: r.clock_suspect,
      // Entries stored before boxes could be removed have no `removed`: none were.
      faces: r.faces ? (JSON.parse(r.faces) as PhotoFaces[]).map((f) => ({ ...f, removed: f.removed ?? 0 })) : [],
      no_faces_confirmed: r.no_faces_confirmed,
      organization: { id: r.organization_id, name: { en: r.en_name, kn: r.kn_name } },
      district: { name: { en: r.district_en, kn: r.district_kn } },
      taluk: { name: { en: r.taluk_en, kn: r.taluk_kn } },
      image: list,
      images,
      x: xPostShape(r),
      on_holiday: onHoliday(r),
      // In a signed checkpoint of the public log (docs/log.md, 'Receipts'); null until then.
      log:
        r.log_index !== null && r.log_integrated_at
          ? { index: r.log_index, integrated_at: new Date(r.log_integrated_at).toISOString() }
          : null,
      photo_sources: r.photo_sources ? (JSON.parse(r.photo_sources) as PhotoSourceEntry[]) : [],
      checks: checksOf.get(r.id) ?? [],
      review: reviewShape(r),
    };
  });
}

function checkShape(c: CheckRow): PostCheck {
  return {
    kind: c.kind,
    slot: c.slot,
    match:
      c.match_post_id !== null && c.match_slot !== null
        ? { post_id: c.match_post_id, slot: c.match_slot, distance: c.distance ?? 0, exact: c.exact }
        : null,
  };
}

function reviewShape(r: TweetRow): PostReview | null {
  if (!r.review_state) return null;
  return {
    state: r.review_state,
    reason: r.review_reason,
    decided_at: r.review_decided_at ? new Date(r.review_decided_at).toISOString() : null,
    reviewer: r.reviewer_first === null ? null : `${r.reviewer_first} ${r.reviewer_last ?? ''}`.trim(),
  };
}
export type TweetShape = Awaited<ReturnType<typeof shapeTweets>>[number];
