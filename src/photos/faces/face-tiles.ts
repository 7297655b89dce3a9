/**
 * The first (1280 px) pass in tiles, so TensorFlow.js's WebAssembly heap, which grows to the
 * largest input it has seen and never shrinks, stays at one tile's size (docs/spec-notes.md,
 * 'Blurring faces on the phone'). Tiles start on multiples of the model's largest stride (16 px),
 * so their anchors are the whole pass's anchors; neighbours overlap by more than the biggest face
 * this pass must find (bigger ones are the 320 px pass's), and each anchor is answered by one tile
 * only, the one whose middle it is nearer, so a face is neither lost at a seam nor counted twice.
 */
import { anchorCentres } from './face-boxes';

/** A tile's longest side, in pass pixels. */
export const TILE_EDGE = 512;
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

/** Spans of one axis: starts on the stride, each at most `edge`, neighbours overlapping by `overlap`. */
function spans(length: number, edge: number, overlap: number): Span[] {
  if (length <= edge) return [{ start: 0, size: length, own0: 0, own1: Infinity }];
  const step = Math.floor((edge - overlap) / STRIDE) * STRIDE;
  const starts: number[] = [];
  for (let start = 0; ; start += step) {
    starts.push(start);
    if (start + edge >= length) break;
  }
  return starts.map((start, i) => {
    const end = Math.min(length, start + edge);
    const next = starts[i + 1];
    const prevEnd = i > 0 ? Math.min(length, starts[i - 1]! + edge) : 0;
    return {
      start,
      size: end - start,
      own0: i === 0 ? 0 : (start + prevEnd) / 2,
      // The last cells' centres may lie past the edge of a pass that is not a multiple of 16.
      own1: next === undefined ? Infinity : (next + end) / 2,
    };
  });
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
