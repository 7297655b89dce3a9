/**
 * The public log's tiles (common/tlog/tiles.ts, docs/log.md): paths as tlog-tiles spells them and
 * nothing else, entry bundles, appendToTree in batches of every awkward size agreeing with the
 * plain RFC 6962 root and with tiles built in one go (a full tile is never written twice), and
 * proofs read from tiles that verify, and fail for a wrong index, root or a truncated proof.
 */
import { describe, expect, it } from 'vitest';
import { bytesEqual, leafHash, toHex, utf8 } from '@common/tlog/hash.ts';
import { rootOf, verifyConsistency, verifyInclusion } from '@common/tlog/merkle.ts';
import {
  appendToTree,
  consistencyProofFromTiles,
  decodeEntryBundle,
  encodeEntryBundle,
  entriesPath,
  inclusionProofFromTiles,
  parseTilePath,
  rootFromTiles,
  tilePath,
  tilesForSize,
  TILE_HEIGHT,
  TILE_WIDTH,
  type Tile,
} from '@common/tlog/tiles.ts';

describe('tile paths', () => {
  it('spells indices in x-prefixed groups of three and partial tiles with .p/W', () => {
    expect(TILE_WIDTH).toBe(2 ** TILE_HEIGHT);
    expect(tilePath({ level: 0, index: 1234, width: 256 })).toBe('tile/0/x001/234');
    expect(tilePath({ level: 1, index: 5, width: 7 })).toBe('tile/1/005.p/7');
    expect(tilePath({ level: 2, index: 1234067, width: 256 })).toBe('tile/2/x001/x234/067');
    expect(tilePath({ level: 63, index: 0, width: 255 })).toBe('tile/63/000.p/255');
    expect(entriesPath(1234, 256)).toBe('tile/entries/x001/234');
    expect(entriesPath(0, 1)).toBe('tile/entries/000.p/1');
  });

  it('round trips', () => {
    for (const t of [
      { level: 0, index: 0, width: 1 },
      { level: 0, index: 999, width: 256 },
      { level: 1, index: 1000, width: 255 },
      { level: 5, index: 123456789012, width: 256 },
    ]) {
      expect(parseTilePath(tilePath(t))).toEqual({ ...t, entries: false });
      expect(parseTilePath(entriesPath(t.index, t.width))).toEqual({ ...t, level: 0, entries: true });
    }
  });

  // Not x-grouped, surplus groups, leading zeros, level over 63, W outside 1..255, slashes.
  const BAD_PATHS = [
    'tile/0/1234 tile/0/x001/x234 tile/0/001/234 tile/0/x000/234 tile/0/x001/23 tile/00/001 tile/01/001',
    'tile/64/001 tile/0/001.p/0 tile/0/001.p/256 tile/0/001.p/07 tile/0/001.p/ tile/0/001.p',
    '/tile/0/001 tile/0/001/ tile/entries/x001 tile/entries/001.p/300 tile/x/001 tile/0/00a',
  ].flatMap((line) => line.split(' '));
  it.each(BAD_PATHS)('refuses %s', (p) => {
    expect(parseTilePath(p)).toBeNull();
  });

  it('refuses bad tiles when writing a path', () => {
    expect(() => tilePath({ level: 0, index: 0, width: 0 })).toThrow();
    expect(() => tilePath({ level: 64, index: 0, width: 1 })).toThrow();
    expect(() => tilePath({ level: 0, index: -1, width: 1 })).toThrow();
    expect(() => entriesPath(0, 257)).toThrow();
  });

  it('lists the tiles of a tree as tlog-tiles describes (70,000 and 256 leaves)', () => {
    const count = (size: number, level: number, width: number): number =>
      tilesForSize(size).filter((t) => t.level === level && t.width === width).length;
    expect(count(70000, 0, 256)).toBe(273);
    expect(count(70000, 0, 112)).toBe(1);
    expect(count(70000, 1, 256)).toBe(1);
    expect(count(70000, 1, 17)).toBe(1);
    expect([count(70000, 2, 1), tilesForSize(70000).length]).toEqual([1, 277]);
    expect(tilesForSize(256).map(tilePath)).toEqual(['tile/0/000', 'tile/1/000.p/1']);
    expect(tilesForSize(0)).toEqual([]);
  });
});

describe('entry bundles', () => {
  it('are uint16 big-endian length-prefixed entries, and refuse truncation', () => {
    const entries = [utf8('{"a":1}'), new Uint8Array(0), new Uint8Array(300).fill(7)];
    const bundle = encodeEntryBundle(entries);
    expect(Array.from(bundle.slice(0, 2))).toEqual([0, 7]);
    expect(Array.from(bundle.slice(9, 13))).toEqual([0, 0, 1, 44]);
    expect(decodeEntryBundle(bundle)).toEqual(entries);
    expect(() => decodeEntryBundle(bundle.slice(0, -1))).toThrow(/truncated/);
    expect(() => decodeEntryBundle(bundle.slice(0, 1))).toThrow(/truncated/);
    expect(() => encodeEntryBundle([new Uint8Array(65536)])).toThrow();
  });
});

/** A deterministic stream of numbers, so a failure can be rerun. */
function prng(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31), s / 2 ** 31);
}

function growLog(leaves: Uint8Array[], batches: number[]) {
  const store = new Map<string, Uint8Array>();
  const read = (t: Tile): Uint8Array => {
    const d = store.get(tilePath(t));
    if (!d) throw new Error(`missing ${tilePath(t)}`);
    return d;
  };
  let size = 0;
  const roots = new Map<number, Uint8Array>();
  for (const b of batches) {
    const r = appendToTree(size, read, leaves.slice(size, size + b));
    for (const { tile, data } of r.tiles) {
      const p = tilePath(tile);
      // A full tile is written once: never again, and so never with other bytes.
      if (tile.width === 256) expect(store.has(p), `${p} rewritten`).toBe(false);
      store.set(p, data);
    }
    size = r.size;
    roots.set(size, r.root);
  }
  return { store, size, roots };
}

describe('appendToTree', () => {
  const leaves = Array.from({ length: 70000 }, (_, i) => leafHash(utf8(`post ${i}`)));

  it.each([[[1]], [[3]], [[255]], [[256]], [[257]], [[1, 1, 1, 252, 1, 1, 1]], [[255, 1, 255, 2, 65536 - 513]]])(
    'batches %j agree with the RFC 6962 root at every size',
    (batches) => {
      const { roots } = growLog(leaves, batches);
      for (const [size, root] of roots) expect(toHex(root), `size ${size}`).toBe(toHex(rootOf(leaves.slice(0, size))));
    },
  );

  it('70,000 leaves in random batches: same root and same tiles as built in one go', async () => {
    const rand = prng(25);
    const batches: number[] = [];
    for (let n = 0; n < 70000;) {
      const b = Math.min(70000 - n, 1 + Math.floor(rand() * (rand() < 0.3 ? 3 : 2000)));
      batches.push(b);
      n += b;
    }
    const { store, size, roots } = growLog(leaves, batches);
    const once = growLog(leaves, [70000]);
    expect(toHex(roots.get(size)!)).toBe(toHex(rootOf(leaves)));
    expect(toHex(once.roots.get(70000)!)).toBe(toHex(rootOf(leaves)));
    for (const t of tilesForSize(70000)) {
      expect(bytesEqual(store.get(tilePath(t))!, once.store.get(tilePath(t))!), tilePath(t)).toBe(true);
    }
    const read = (t: Tile) => Promise.resolve(store.get(tilePath(t))!);
    // Every earlier size's root can still be read from its tiles (full ones plus its partials).
    for (const [s, root] of [...roots].filter((_, i) => i % 7 === 0)) {
      expect(toHex(await rootFromTiles(s, read)), `size ${s}`).toBe(toHex(root));
    }
    // Proofs that cross three tile levels.
    for (const i of [0, 12345, 65535, 65536, 69999]) {
      expect(verifyInclusion(leaves[i]!, i, size, await inclusionProofFromTiles(i, size, read), roots.get(size)!)).toBe(
        true,
      );
    }
    const s1 = [...roots.keys()].find((s) => s > 256 * 256)!;
    expect(s1).toBeLessThan(size);
    const proof = await consistencyProofFromTiles(s1, size, read);
    expect(verifyConsistency(s1, size, proof, roots.get(s1)!, roots.get(size)!)).toBe(true);
  });
});

describe('proofs from tiles', () => {
  const leaves = Array.from({ length: 3000 }, (_, i) => leafHash(utf8(`entry ${i}`)));
  const { store, roots } = growLog(leaves, [1, 300, 255, 1000, 444, 1000]);
  const read = (t: Tile) => {
    const d = store.get(tilePath(t));
    return d ? Promise.resolve(d) : Promise.reject(new Error(`no ${tilePath(t)}`));
  };
  const sizes = [...roots.keys()];

  it('inclusion proofs verify, and fail for a wrong index, a wrong root, a truncated proof', async () => {
    for (const size of sizes) {
      const root = roots.get(size)!;
      for (const index of [0, 1, 255, 256, 257, size - 1].filter((i) => i < size)) {
        const proof = await inclusionProofFromTiles(index, size, read);
        expect(verifyInclusion(leaves[index]!, index, size, proof, root), `${index}/${size}`).toBe(true);
        if (size > 1) {
          const other = index === 0 ? 1 : index - 1;
          expect(verifyInclusion(leaves[index]!, other, size, proof, root)).toBe(false);
          expect(verifyInclusion(leaves[index]!, index, size, proof.slice(0, -1), root)).toBe(false);
        }
        expect(verifyInclusion(leaves[index]!, index, size, proof, roots.get(sizes[0]!)!)).toBe(size === sizes[0]);
      }
    }
  });

  it('consistency proofs between every pair of checkpointed sizes verify', async () => {
    for (const s2 of sizes) {
      for (const s1 of sizes.filter((s) => s <= s2)) {
        const proof = await consistencyProofFromTiles(s1, s2, read);
        expect(verifyConsistency(s1, s2, proof, roots.get(s1)!, roots.get(s2)!), `${s1}->${s2}`).toBe(true);
        if (s1 < s2) expect(verifyConsistency(s1, s2, proof, roots.get(s2)!, roots.get(s2)!)).toBe(false);
      }
    }
  });
});
