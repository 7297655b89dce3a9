/**
 * Which photos of a new post match earlier ones (docs/review.md, 'Reused photos'), as a pure function
 * over the rows the step read: a byte copy of any photo, whatever its slot or day; a plate, kitchen or
 * children photo (slots 2–4) near one of those slots in the institution's own last 90 days or in any
 * post of the district that day (or another photo of the same post); a menu chart (slot 1) near
 * another institution's chart of that day. "Near" is a PDQ distance within REUSE_DISTANCE, between
 * fingerprints both of useful quality, each photo's crop variants included (printDistance, computed by print-match.ts). Each photo keeps its closest match: one check per photo.
 */
import { OWN_HISTORY_SLOTS } from '@common/review-rules.ts';
import { REUSE_DISTANCE } from '../photo-checks/pdq.ts';
import { distanceWithin, toWords } from '../photo-checks/print-match.ts';

/**
 * PDQ's own advice: a fingerprint of quality under 50 (a nearly flat or dark photo) says little,
 * and two such photos match by chance. Their byte copies are still caught.
 */
export const MIN_PDQ_QUALITY = 50;

export interface PhotoPrint {
  post_id: number;
  slot: number;
  organization_id: number;
  day: string;
  sha256: string | null;
  /** Null when the photo has no fingerprint of useful quality (see MIN_PDQ_QUALITY). */
  pdq: Buffer | null;
  /** The hashes of crops of the photo (photo-checks/pdq-variants.ts); null for a photo fingerprinted before them. */
  pdq_variants: Buffer | null;
}

export interface PhotoMatch {
  slot: number;
  match_post_id: number;
  match_slot: number;
  distance: number;
  exact: boolean;
}

const isOwnHistorySlot = (slot: number) => (OWN_HISTORY_SLOTS as readonly number[]).includes(slot);

/** Whether `other` is a photo `photo` may be compared with by its fingerprint. */
function comparable(photo: PhotoPrint, other: PhotoPrint): boolean {
  if (other.post_id === photo.post_id)
    return other.slot !== photo.slot && isOwnHistorySlot(photo.slot) && isOwnHistorySlot(other.slot);
  if (photo.slot === 1)
    return other.slot === 1 && other.organization_id !== photo.organization_id && other.day === photo.day;
  return isOwnHistorySlot(other.slot);
}

/** The closest match of each photo of the new post among `others` (which the step chose by place and day). */
export function matchPhotos(photos: PhotoPrint[], others: PhotoPrint[]): PhotoMatch[] {
  const matches: PhotoMatch[] = [];
  const pool = [...others, ...photos];
  // Each fingerprint read into words once, not once per comparison (print-match.ts).
  const prints = new Map(
    pool.map((p) => [p, p.pdq ? toWords({ pdq: p.pdq, variants: p.pdq_variants }) : null] as const),
  );
  for (const photo of photos) {
    const mine = prints.get(photo)!;
    let best: PhotoMatch | undefined;
    for (const other of pool) {
      if (other.post_id === photo.post_id && other.slot === photo.slot) continue;
      const exact = photo.sha256 !== null && photo.sha256 === other.sha256;
      let distance = 0;
      if (!exact) {
        const theirs = prints.get(other)!;
        // Only a closer match than the best so far is worth the comparison.
        const limit = best ? best.distance - 1 : REUSE_DISTANCE;
        if (!mine || !theirs || best?.exact || limit < 0 || !comparable(photo, other)) continue;
        distance = distanceWithin(mine, theirs, limit);
        if (distance > limit) continue;
      }
      if (!best || (exact && !best.exact) || (exact === best.exact && distance < best.distance))
        best = { slot: photo.slot, match_post_id: other.post_id, match_slot: other.slot, distance, exact };
    }
    if (best) matches.push(best);
  }
  return matches;
}
