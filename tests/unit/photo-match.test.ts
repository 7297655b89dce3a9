/**
 * The matching rules of reused photos (server/modules/review/photo-match.ts, docs/review.md 'Checks'),
 * on made-up fingerprints: which photos are compared with which, which match a photo keeps, and the
 * fast comparison (print-match.ts) against the fingerprint's own distance.
 */
import { describe, expect, it } from 'vitest';
import { matchPhotos, type PhotoPrint } from '@server/modules/review/photo-match.ts';
import { REUSE_DISTANCE, printDistance } from '@server/modules/photo-checks/pdq.ts';
import { distanceWithin, toWords } from '@server/modules/photo-checks/print-match.ts';

/** A fingerprint `bits` bits away from the all-zero one. */
const print = (bits: number) => {
  const b = Buffer.alloc(32);
  for (let i = 0; i < bits; i++) b[i >> 3]! |= 1 << (i & 7);
  return b;
};

const photo = (p: Partial<PhotoPrint> & Pick<PhotoPrint, 'post_id' | 'slot'>): PhotoPrint => ({
  organization_id: 1,
  day: '2026-11-10',
  sha256: null,
  pdq: print(0),
  pdq_variants: null,
  ...p,
});

describe('matchPhotos', () => {
  it('keeps the closest match of each photo, a byte copy first', () => {
    const mine = [photo({ post_id: 9, slot: 2, sha256: 'abc' })];
    const others = [
      photo({ post_id: 1, slot: 3, pdq: print(5) }),
      photo({ post_id: 2, slot: 2, pdq: print(20), sha256: 'abc' }),
      photo({ post_id: 3, slot: 4, pdq: print(1) }),
    ];
    expect(matchPhotos(mine, others)).toEqual([{ slot: 2, match_post_id: 2, match_slot: 2, distance: 0, exact: true }]);
    expect(matchPhotos(mine, others.slice(0, 1).concat(others.slice(2)))).toEqual([
      { slot: 2, match_post_id: 3, match_slot: 4, distance: 1, exact: false },
    ]);
  });

  it('ignores photos further than the threshold and photos without a useful fingerprint', () => {
    const mine = [photo({ post_id: 9, slot: 3 })];
    expect(matchPhotos(mine, [photo({ post_id: 1, slot: 3, pdq: print(REUSE_DISTANCE + 1) })])).toEqual([]);
    expect(matchPhotos(mine, [photo({ post_id: 1, slot: 3, pdq: null })])).toEqual([]);
    expect(matchPhotos([photo({ post_id: 9, slot: 3, pdq: null })], [photo({ post_id: 1, slot: 3 })])).toEqual([]);
  });

  it("compares a menu chart only with other institutions' charts of the same day", () => {
    const chart = [photo({ post_id: 9, slot: 1 })];
    expect(matchPhotos(chart, [photo({ post_id: 1, slot: 1 })])).toEqual([]);
    expect(matchPhotos(chart, [photo({ post_id: 1, slot: 1, organization_id: 2, day: '2026-11-09' })])).toEqual([]);
    expect(matchPhotos(chart, [photo({ post_id: 1, slot: 2, organization_id: 2 })])).toEqual([]);
    expect(matchPhotos(chart, [photo({ post_id: 1, slot: 1, organization_id: 2 })])).toHaveLength(1);
  });

  it('does not compare plates, kitchens and children with charts, but with each other, in the same post too', () => {
    expect(matchPhotos([photo({ post_id: 9, slot: 2 })], [photo({ post_id: 1, slot: 1 })])).toEqual([]);
    const post = [photo({ post_id: 9, slot: 2 }), photo({ post_id: 9, slot: 4, pdq: print(2) })];
    expect(matchPhotos(post, []).map((m) => [m.slot, m.match_slot])).toEqual([
      [2, 4],
      [4, 2],
    ]);
  });
});

describe('distanceWithin (the fast comparison)', () => {
  it('agrees with printDistance within the limit, and says "beyond" otherwise', () => {
    let s = 7;
    const byte = () => ((s = (s * 1103515245 + 12345) >>> 0) >>> 24) & 0xff;
    const near = (base: Buffer, flips: number) => {
      const b = Buffer.from(base);
      for (let i = 0; i < flips; i++) b[byte() & 31]! ^= 1 << (byte() & 7);
      return b;
    };
    const base = Buffer.from(Array.from({ length: 32 }, byte));
    let within = 0;
    for (let i = 0; i < 400; i++) {
      const variants = Buffer.concat(Array.from({ length: 25 }, () => near(base, 10 + (byte() % 60))));
      // Unaligned on purpose: a driver's bytes may start anywhere.
      const a = { pdq: near(base, byte() % 80), variants: Buffer.concat([Buffer.alloc(1), variants]).subarray(1) };
      const b = { pdq: near(base, byte() % 80), variants: i % 5 ? null : near(variants, 3) };
      const exact = printDistance(a, b);
      const fast = distanceWithin(toWords(a), toWords(b), REUSE_DISTANCE);
      if (exact <= REUSE_DISTANCE) {
        within += 1;
        expect(fast).toBe(exact);
      } else expect(fast).toBeGreaterThan(REUSE_DISTANCE);
    }
    expect(within).toBeGreaterThan(50);
  });
});
