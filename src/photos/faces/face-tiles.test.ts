/**
 * The first pass in tiles (face-tiles.ts), on fixed sizes: tiles stay within their edge (704 px,
 * or one given), as few and as even as fit, start on the model's 16 px stride, overlap by 128 px or
 * more, and between them answer for every anchor of the whole pass exactly once, at the same
 * centres the whole pass would have.
 */
import { describe, expect, it } from 'vitest';
import { anchorCentres } from './face-boxes';
import { TILE_EDGE, TILE_OVERLAP, tileAnchors, tilesOf } from './face-tiles';

describe('tilesOf', () => {
  it('keeps a pass within one tile when it fits', () => {
    expect(tilesOf(512, 341)).toEqual([
      { x: 0, y: 0, width: 512, height: 341, own: { x0: 0, y0: 0, x1: Infinity, y1: Infinity } },
    ]);
  });

  it('cuts a 4:3 pass of 1280 px into 2 × 2 even tiles of at most 704 px', () => {
    const tiles = tilesOf(1280, 960);
    expect(tiles.map((t) => [t.x, t.y, t.width, t.height])).toEqual([
      [0, 0, 704, 544],
      [576, 0, 704, 544],
      [0, 416, 704, 544],
      [576, 416, 704, 544],
    ]);
    expect(tiles[3]!.own).toEqual({ x0: 640, y0: 480, x1: Infinity, y1: Infinity });
  });

  it('keeps every tile within its edge, on the stride, overlapping its neighbour by 128 px or more', () => {
    for (const edge of [512, TILE_EDGE])
      for (let w = 300; w <= 1400; w += 37)
        for (const h of [w, Math.round(w * 0.75), Math.round(w * 0.5625), 1280]) {
          const tiles = tilesOf(w, h, edge);
          for (const t of tiles) {
            expect(Math.max(t.width, t.height)).toBeLessThanOrEqual(edge);
            expect((t.x % 16) + (t.y % 16)).toBe(0);
          }
          const row = tiles.filter((t) => t.y === 0);
          row.slice(1).forEach((t, i) => expect(row[i]!.x + row[i]!.width - t.x).toBeGreaterThanOrEqual(TILE_OVERLAP));
          expect(row.at(-1)!.x + row.at(-1)!.width).toBe(w);
        }
  });

  it('cuts a 1280 × 881 pass into 3 × 2 tiles of at most 512 px on the stride, overlapping by 128 px', () => {
    const tiles = tilesOf(1280, 881, 512);
    expect(tiles.map((t) => [t.x, t.y, t.width, t.height])).toEqual([
      [0, 0, 512, 512],
      [384, 0, 512, 512],
      [768, 0, 512, 512],
      [0, 384, 512, 497],
      [384, 384, 512, 497],
      [768, 384, 512, 497],
    ]);
    // Each seam sits in the middle of its overlap, 64 px from either tile's edge.
    expect(tiles[1]!.own).toEqual({ x0: 448, y0: 0, x1: 832, y1: 448 });
  });

  it.each([TILE_EDGE, 512])(
    'answers for each anchor of the whole pass once in tiles of %i px, at the same centre',
    (edge) => {
      // (Stride 8 and 16 centres never coincide.)
      for (const [w, h] of [
        [1280, 960],
        [1280, 853],
        [881, 1280],
        [1280, 720],
      ] as const) {
        const whole = anchorCentres(w, h);
        const key = (x: number, y: number) => `${x},${y}`;
        const expected = new Map<string, number>();
        for (let i = 0; i < whole.length; i += 2) {
          const k = key(whole[i]!, whole[i + 1]!);
          expected.set(k, (expected.get(k) ?? 0) + 1);
        }
        const got = new Map<string, number>();
        for (const tile of tilesOf(w, h, edge)) {
          const { anchors, own } = tileAnchors(tile);
          for (let i = 0; i < anchors.length; i += 2)
            if (own(anchors[i]!, anchors[i + 1]!)) {
              const k = key(anchors[i]!, anchors[i + 1]!);
              got.set(k, (got.get(k) ?? 0) + 1);
            }
        }
        expect(got).toEqual(expected);
      }
    },
  );
});
