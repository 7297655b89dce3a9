/**
 * The checks of a new post (docs/review.md, 'Checks'), a post-insert step (lib/post-insert-steps.ts,
 * added by app.ts) so they are written in the post's own transaction: an accepted post is never
 * left unchecked, and a check never blocks a post (a warden in a kitchen with no signal must still
 * post; a supervisor decides). The step records the post's photos for later matching, then looks
 * for reused photos (photo-match.ts) and the other signals: a gallery photo, a doubted clock, a
 * children photo said to show no one, a photo the phone could not look at for faces.
 */
import type { PhotoFaces } from '@common/tweet-schema.ts';
import type { PhotoSourceEntry } from '@common/review-schema.ts';
import type { PostInsertStep } from '../../lib/post-insert-steps.ts';
import { matchPhotos, MIN_PDQ_QUALITY, type PhotoPrint } from './photo-match.ts';
import {
  comparedPhotos,
  insertChecks,
  insertPostPhotos,
  lockDistrict,
  mediaPrints,
  postForChecks,
  type NewCheck,
} from './photo-prints.repository.ts';

type Post = NonNullable<Awaited<ReturnType<typeof postForChecks>>>;

/** The signals that need no other post: how the photos came in, the clock, the faces. */
function ownSignals(post: Post): NewCheck[] {
  const checks: NewCheck[] = [];
  const sources = post.photo_sources ? (JSON.parse(post.photo_sources) as PhotoSourceEntry[]) : [];
  for (const s of sources.filter((s) => s.source === 'GALLERY').sort((a, b) => a.slot - b.slot))
    checks.push({ post_id: post.id, kind: 'GALLERY_PHOTO', slot: s.slot });
  if (post.clock_suspect) checks.push({ post_id: post.id, kind: 'CLOCK_SUSPECT', slot: null });
  const faces = post.faces ? (JSON.parse(post.faces) as PhotoFaces[]) : [];
  const four = faces.find((f) => f.slot === 4);
  if (post.no_faces_confirmed || four?.no_people) checks.push({ post_id: post.id, kind: 'NO_PEOPLE', slot: 4 });
  for (const f of faces.filter((f) => f.detector === 'unavailable' && !f.no_people).sort((a, b) => a.slot - b.slot))
    checks.push({ post_id: post.id, kind: 'FACES_UNCHECKED', slot: f.slot });
  return checks;
}

export const checkPost: PostInsertStep = async (trx, inserted) => {
  const post = await postForChecks(trx, inserted.post_id);
  if (!post) return;
  // A calendar day is a YYYY-MM-DD string from both drivers (db/driver-types.ts).
  const day = post.day;
  const slots = [post.image_1, post.image_2, post.image_3, post.image_4];
  const media = new Map(
    (
      await mediaPrints(
        trx,
        slots.filter((id): id is number => id !== null),
      )
    ).map((m) => [m.id, m]),
  );
  const photos: (PhotoPrint & { media_id: number; district_id: number })[] = [];
  slots.forEach((id, i) => {
    const m = id === null ? undefined : media.get(id);
    if (!m) return;
    // A fingerprint of poor quality is not kept for matching, nor its crops.
    const useful = m.pdq !== null && (m.pdq_quality ?? 0) >= MIN_PDQ_QUALITY;
    photos.push({
      post_id: post.id,
      slot: i + 1,
      media_id: m.id,
      organization_id: post.organization_id,
      district_id: post.district_id,
      day,
      sha256: m.sha256,
      pdq: useful ? m.pdq : null,
      pdq_variants: useful ? m.pdq_variants : null,
    });
  });
  // One district's posts are matched one after another (see photo-prints.repository.ts).
  await lockDistrict(trx, post.district_id);
  const hashes = photos.map((p) => p.sha256).filter((h): h is string => h !== null);
  const others = await comparedPhotos(trx, { ...post, day }, hashes);
  await insertPostPhotos(trx, photos);
  const reused: NewCheck[] = matchPhotos(photos, others).map((m) => ({
    post_id: post.id,
    kind: 'REUSED_PHOTO',
    slot: m.slot,
    match_post_id: m.match_post_id,
    match_slot: m.match_slot,
    distance: m.distance,
    exact: m.exact,
  }));
  await insertChecks(trx, [...reused, ...ownSignals(post)]);
};
