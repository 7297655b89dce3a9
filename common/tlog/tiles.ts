/**
 * The one module callers import for the public log's tiles (docs/log.md): the layout and paths
 * (tile-layout.ts), the tree maths on tiles (tile-tree.ts: appending, root, proofs), and entry
 * bundles, the tlog-tiles form of the log's entries: each entry as a big-endian uint16 length
 * followed by its bytes, one bundle beside each level-0 tile (same index and width).
 */
export {
  TILE_HEIGHT,
  TILE_WIDTH,
  entriesPath,
  parseTilePath,
  tilePath,
  tilesForSize,
  type Tile,
} from './tile-layout.ts';
export { appendToTree, consistencyProofFromTiles, inclusionProofFromTiles, rootFromTiles } from './tile-tree.ts';

export function encodeEntryBundle(entries: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(entries.reduce((n, e) => n + 2 + e.length, 0));
  let at = 0;
  for (const e of entries) {
    if (e.length > 0xffff) throw new Error(`log entry of ${e.length} bytes is over 65535`);
    out[at] = e.length >> 8;
    out[at + 1] = e.length & 0xff;
    out.set(e, at + 2);
    at += 2 + e.length;
  }
  return out;
}

export function decodeEntryBundle(b: Uint8Array): Uint8Array[] {
  const entries: Uint8Array[] = [];
  let at = 0;
  while (at < b.length) {
    if (at + 2 > b.length) throw new Error('entry bundle: truncated length');
    const len = (b[at]! << 8) | b[at + 1]!;
    if (at + 2 + len > b.length) throw new Error('entry bundle: truncated entry');
    entries.push(b.slice(at + 2, at + 2 + len));
    at += 2 + len;
  }
  return entries;
}
