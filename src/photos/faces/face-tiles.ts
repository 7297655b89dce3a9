/**
 * The first (1280 px) pass in tiles, so TensorFlow.js's WebAssembly heap, which grows to the
 * largest input it has seen and never shrinks, stays at one tile's size (docs/spec-notes.md,
 * 'Blurring faces on the phone'). Tiles start on multiples of the model's largest stride (16 px),
 * so their anchors are the whole pass's anchors; neighbours overlap by more than the biggest face
 * this pass must find (bigger ones are the 320 px pass's), and each anchor is answered by one tile
 * only, the one whose middle it is nearer, so a face is neither lost at a seam nor counted twice.
 */
import { anchorCentres } from './face-boxes';

/**
 * A tile's longest side, in pass pixels. A 4:3 pass of 1280 px is cut in 2 × 2 tiles of 704 × 544:
 * the heap grows to about 80 MB in Node instead of 54 MB with 9 tiles of 512 px, and the pass takes
 * a third less time, since the tiles overlap over less of it (docs/spec-notes.md, 'The first pass
 * in tiles').
 */
export const TILE_EDGE = 704;
/** Overlap of neighbouring tiles: a face up to this size lies whole in one tile. */
export const TILE_OVERLAP = 128;
const STRIDE = 16;

export interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The anchors this tile answers for, in pass pixels: x0 ≤ x < x1, y0 ≤ y < y1. */
  own: { x0: number; y0: number; x1: number; y1: number };
}

interface Span {
  start: number;
  size: number;
  own0: number;
  own1: number;
}

/**
 * Spans of one axis: as few as fit `edge`, of about equal size, each starting on the stride,
 * neighbours overlapping by at least `overlap`.
 */
function spans(length: number, edge: number, overlap: number): Span[] {
  if (length <= edge) return [{ start: 0, size: length, own0: 0, own1: Infinity }];
  let n = Math.ceil((length - overlap) / (edge - overlap));
  let step = Math.ceil((length - overlap) / n / STRIDE) * STRIDE;
  // Rounding the step up to the stride may make a span longer than `edge`: one more span then.
  while (step + overlap > edge) step = Math.ceil((length - overlap) / ++n / STRIDE) * STRIDE;
  const starts = Array.from({ length: n }, (_, i) => i * step);
  const ends = starts.map((start, i) => (i === n - 1 ? length : start + step + overlap));
  return starts.map((start, i) => ({
    start,
    size: ends[i]! - start,
    own0: i === 0 ? 0 : (start + ends[i - 1]!) / 2,
    // The last cells' centres may lie past the edge of a pass that is not a multiple of 16.
    own1: i === n - 1 ? Infinity : (starts[i + 1]! + ends[i]!) / 2,
  }));
}

export function tilesOf(width: number, height: number, edge = TILE_EDGE, overlap = TILE_OVERLAP): Tile[] {
  const tiles: Tile[] = [];
  for (const row of spans(height, edge, overlap))
    for (const col of spans(width, edge, overlap))
      tiles.push({
        x: col.start,
        y: row.start,
        width: col.size,
        height: row.size,
        own: { x0: col.own0, y0: row.own0, x1: col.own1, y1: row.own1 },
      });
  return tiles;
}

/** The tile's anchors in pass pixels, and whether an anchor is the tile's to answer for. */
export function tileAnchors(tile: Tile): { anchors: Float32Array; own: (x: number, y: number) => boolean } {
  const anchors = anchorCentres(tile.width, tile.height);
  for (let i = 0; i < anchors.length; i++) anchors[i] = anchors[i]! + (i % 2 === 0 ? tile.x : tile.y);
  const { x0, y0, x1, y1 } = tile.own;
  return { anchors, own: (x, y) => x >= x0 && x < x1 && y >= y0 && y < y1 };
}
