/**
 * The public log's Merkle tree kept as tiles (docs/log.md): appending leaf hashes yields exactly
 * the tiles that are new or changed (a full tile is written once and never again), and the root
 * and RFC 9162 proofs are read back from the tiles of one tree size. Any complete subtree at
 * Merkle level 8l+k is 2^k consecutive hashes of one tile at tile level l, hashed together.
 */
import { EMPTY_ROOT, HASH_SIZE, nodeHash } from './hash.ts';
import { consistencyProof, inclusionProof, rootOf, type NodeReader } from './merkle.ts';
import { TILE_HEIGHT, TILE_WIDTH, hashesAtLevel, tileInTree, tilePath, type Tile } from './tile-layout.ts';

/** The hashes of a tile's bytes; throws when the length does not match the tile's width. */
export function tileHashes(t: Tile, data: Uint8Array): Uint8Array[] {
  if (data.length !== t.width * HASH_SIZE) {
    throw new Error(`tile ${tilePath(t)} has ${data.length} bytes, not ${t.width * HASH_SIZE}`);
  }
  return Array.from({ length: t.width }, (_, i) => data.slice(i * HASH_SIZE, (i + 1) * HASH_SIZE));
}

function joinHashes(hashes: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(hashes.length * HASH_SIZE);
  hashes.forEach((h, i) => out.set(h, i * HASH_SIZE));
  return out;
}

/** Which tile of a tree of `size` holds the complete subtree (level, index), and where in it. */
function locate(level: number, index: number, size: number): { tile: Tile; from: number; count: number } {
  if ((index + 1) * 2 ** level > size) throw new Error(`node ${level}/${index} is not in a tree of size ${size}`);
  const count = 2 ** (level % TILE_HEIGHT);
  const first = index * count;
  const tileIndex = Math.floor(first / TILE_WIDTH);
  const tile = tileInTree(Math.floor(level / TILE_HEIGHT), tileIndex, size);
  return { tile, from: first - tileIndex * TILE_WIDTH, count };
}

const nodeIn = (tile: Tile, data: Uint8Array, from: number, count: number): Uint8Array =>
  rootOf(tileHashes(tile, data).slice(from, from + count));

/** The complete subtrees making up a tree of `size`, left to right (one per set bit of size). */
function rootParts(size: number): { level: number; index: number }[] {
  const parts: { level: number; index: number }[] = [];
  let offset = 0;
  for (let level = 53; level >= 0; level--) {
    if (offset + 2 ** level <= size) {
      parts.push({ level, index: offset / 2 ** level });
      offset += 2 ** level;
    }
  }
  return parts;
}

/** RFC 6962 root from the size's complete subtrees: each hashed with everything to its right. */
function foldRight(hashes: Uint8Array[]): Uint8Array {
  if (hashes.length === 0) return EMPTY_ROOT;
  let r = hashes[hashes.length - 1]!;
  for (let i = hashes.length - 2; i >= 0; i--) r = nodeHash(hashes[i]!, r);
  return r;
}

/** Appends leaf hashes to a tree: given the old size, a reader of the OLD tree's right-edge tiles
 *  (partial tiles; full ones if needed), answers every tile that is new or changed, and the new root. */
export function appendToTree(
  oldSize: number,
  readTile: (t: Tile) => Uint8Array,
  newLeaves: Uint8Array[],
): { tiles: { tile: Tile; data: Uint8Array }[]; size: number; root: Uint8Array } {
  const written = new Map<string, { tile: Tile; data: Uint8Array }>();
  // Level by level: the old partial tile plus the new hashes, cut into tiles; every tile that
  // becomes full sends its hash up to the next level (that happens once per tile, ever).
  let rising = newLeaves;
  for (let level = 0; rising.length > 0; level++) {
    const oldWidth = hashesAtLevel(level, oldSize);
    const firstTile = Math.floor(oldWidth / TILE_WIDTH);
    const edge: Tile = { level, index: firstTile, width: oldWidth % TILE_WIDTH };
    const all = edge.width > 0 ? [...tileHashes(edge, readTile(edge)), ...rising] : rising;
    rising = [];
    for (let at = 0; at < all.length; at += TILE_WIDTH) {
      const hashes = all.slice(at, at + TILE_WIDTH);
      const tile = { level, index: firstTile + at / TILE_WIDTH, width: hashes.length };
      written.set(tilePath(tile), { tile, data: joinHashes(hashes) });
      if (hashes.length === TILE_WIDTH) rising.push(rootOf(hashes));
    }
  }
  const size = oldSize + newLeaves.length;
  const get = (t: Tile): Uint8Array => written.get(tilePath(t))?.data ?? readTile(t);
  const parts = rootParts(size).map(({ level, index }) => {
    const { tile, from, count } = locate(level, index, size);
    return nodeIn(tile, get(tile), from, count);
  });
  return { tiles: [...written.values()], size, root: foldRight(parts) };
}

type AsyncTileReader = (t: Tile) => Promise<Uint8Array>;

/** A NodeReader over the tiles of a tree of `size`; each tile is fetched at most once. */
export function tileNodeReader(size: number, readTile: AsyncTileReader): NodeReader {
  const cache = new Map<string, Promise<Uint8Array>>();
  return async (level, index) => {
    const { tile, from, count } = locate(level, index, size);
    const path = tilePath(tile);
    if (!cache.has(path)) cache.set(path, readTile(tile));
    return nodeIn(tile, await cache.get(path)!, from, count);
  };
}

/** The root of a tree of `size` read from its right-edge tiles. */
export async function rootFromTiles(size: number, readTile: AsyncTileReader): Promise<Uint8Array> {
  const read = tileNodeReader(size, readTile);
  return foldRight(await Promise.all(rootParts(size).map(({ level, index }) => read(level, index))));
}

/** Inclusion proof of leaf `index` in the tree of `size`, from that tree's tiles. */
export function inclusionProofFromTiles(index: number, size: number, readTile: AsyncTileReader): Promise<Uint8Array[]> {
  return inclusionProof(index, size, tileNodeReader(size, readTile));
}

/** Consistency proof from the tree of `size1` to the tree of `size2`, from the larger tree's tiles. */
export function consistencyProofFromTiles(
  size1: number,
  size2: number,
  readTile: AsyncTileReader,
): Promise<Uint8Array[]> {
  return consistencyProof(size1, size2, tileNodeReader(size2, readTile));
}
