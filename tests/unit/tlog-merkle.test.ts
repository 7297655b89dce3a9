/**
 * The public log's Merkle maths (common/tlog/merkle.ts, docs/log.md) against the RFC 6962 test
 * vectors used by Certificate Transparency and transparency-dev: the 8 reference leaves, their
 * roots for sizes 0..8, and the published inclusion and consistency proofs. Generated proofs for
 * every index and size pair verify, and every corrupted variant of them is refused.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, fromHex, leafHash, toHex, utf8 } from '@common/tlog/hash.ts';
import {
  consistencyProof,
  inclusionProof,
  memoryReader,
  rootOf,
  verifyConsistency,
  verifyInclusion,
} from '@common/tlog/merkle.ts';

const LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f']
  .map(fromHex)
  .map(leafHash);
const ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const root = (n: number): Uint8Array => fromHex(ROOTS[n]!);

const INCLUSION: [number, number, string[]][] = [
  [0, 1, []],
  [
    0,
    8,
    [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  ],
  [
    5,
    8,
    [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
  [2, 3, ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125']],
  [
    1,
    5,
    [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  ],
];
const CONSISTENCY: [number, number, string[]][] = [
  [1, 1, []],
  [
    1,
    8,
    [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  ],
  [
    6,
    8,
    [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
  [
    2,
    5,
    [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  ],
];

const flip = (proof: Uint8Array[], i: number): Uint8Array[] =>
  proof.map((p, j) => (j === i ? Uint8Array.from(p, (b, k) => (k === 0 ? b ^ 8 : b)) : p));

describe('RFC 6962 reference vectors', () => {
  it('roots of sizes 0..8', () => {
    expect(toHex(EMPTY_ROOT)).toBe(ROOTS[0]);
    for (let n = 0; n <= 8; n++) expect(toHex(rootOf(LEAVES.slice(0, n))), `size ${n}`).toBe(ROOTS[n]);
  });

  it.each(INCLUSION)('inclusion of leaf %i in size %i: built and verified', async (index, size, want) => {
    const proof = await inclusionProof(index, size, memoryReader(LEAVES.slice(0, size)));
    expect(proof.map(toHex)).toEqual(want);
    expect(verifyInclusion(LEAVES[index]!, index, size, proof, root(size))).toBe(true);
  });

  it.each(CONSISTENCY)('consistency %i -> %i: built and verified', async (size1, size2, want) => {
    const proof = await consistencyProof(size1, size2, memoryReader(LEAVES.slice(0, size2)));
    expect(proof.map(toHex)).toEqual(want);
    expect(verifyConsistency(size1, size2, proof, root(size1), root(size2))).toBe(true);
  });

  it('refuses a corrupted inclusion proof: wrong index, size, leaf, root, bits, length', () => {
    const [index, size, hex] = INCLUSION[2]!;
    const proof = hex.map(fromHex);
    const leaf = LEAVES[index]!;
    expect(verifyInclusion(leaf, index - 1, size, proof, root(size))).toBe(false);
    expect(verifyInclusion(leaf, index + 1, size, proof, root(size))).toBe(false);
    expect(verifyInclusion(leaf, index, size * 2, proof, root(size))).toBe(false);
    expect(verifyInclusion(leaf, index, size / 2, proof, root(size))).toBe(false);
    expect(verifyInclusion(LEAVES[0]!, index, size, proof, root(size))).toBe(false);
    expect(verifyInclusion(leaf, index, size, proof, root(size - 1))).toBe(false);
    expect(verifyInclusion(leaf, index, size, proof.slice(0, -1), root(size))).toBe(false);
    expect(verifyInclusion(leaf, index, size, [...proof, root(size)], root(size))).toBe(false);
    expect(verifyInclusion(leaf, index, size, [root(size), ...proof], root(size))).toBe(false);
    for (let i = 0; i < proof.length; i++)
      expect(verifyInclusion(leaf, index, size, flip(proof, i), root(size))).toBe(false);
    expect(verifyInclusion(leaf, size, size, proof, root(size))).toBe(false);
    expect(verifyInclusion(leaf, -1, size, proof, root(size))).toBe(false);
  });

  it('refuses a corrupted consistency proof and a shrinking log', () => {
    const [s1, s2, hex] = CONSISTENCY[2]!;
    const proof = hex.map(fromHex);
    const ok = (a: number, b: number, p: Uint8Array[], r1 = root(s1), r2 = root(s2)): boolean =>
      verifyConsistency(a, b, p, r1, r2);
    expect(ok(s1, s2, proof)).toBe(true);
    expect(ok(s1 - 1, s2, proof)).toBe(false);
    expect(ok(s1 + 1, s2, proof)).toBe(false);
    expect(ok(s1, s2 * 2, proof)).toBe(false);
    expect(ok(s1, s2, proof, root(s2), root(s1))).toBe(false);
    expect(ok(s1, s2, proof, root(s1), root(s2 - 1))).toBe(false);
    expect(ok(s1, s2, [])).toBe(false);
    expect(ok(s1, s2, proof.slice(0, -1))).toBe(false);
    expect(ok(s1, s2, [...proof, root(s1)])).toBe(false);
    expect(ok(s1, s2, [proof[0]!, ...proof])).toBe(false);
    for (let i = 0; i < proof.length; i++) expect(ok(s1, s2, flip(proof, i))).toBe(false);
    expect(verifyConsistency(s2, s1, proof, root(s2), root(s1))).toBe(false);
    // Equal sizes need equal roots and no proof; the empty tree is consistent with every tree.
    expect(verifyConsistency(4, 4, [], root(4), root(4))).toBe(true);
    expect(verifyConsistency(4, 4, [], root(4), root(5))).toBe(false);
    expect(verifyConsistency(4, 4, [root(4)], root(4), root(4))).toBe(false);
    expect(verifyConsistency(0, 8, [], EMPTY_ROOT, root(8))).toBe(true);
    expect(verifyConsistency(0, 8, [], root(1), root(8))).toBe(false);
    expect(verifyConsistency(0, 8, [EMPTY_ROOT], EMPTY_ROOT, root(8))).toBe(false);
  });
});

describe('generated proofs', () => {
  const leaves = Array.from({ length: 70 }, (_, i) => leafHash(utf8(`entry ${i}`)));
  const roots = Array.from({ length: leaves.length + 1 }, (_, n) => rootOf(leaves.slice(0, n)));

  it('every leaf of every size up to 70 proves its inclusion, and only at its own index', async () => {
    for (let size = 1; size <= leaves.length; size++) {
      const read = memoryReader(leaves.slice(0, size));
      for (let i = 0; i < size; i++) {
        const proof = await inclusionProof(i, size, read);
        expect(verifyInclusion(leaves[i]!, i, size, proof, roots[size]!)).toBe(true);
        if (size > 1) expect(verifyInclusion(leaves[i]!, (i + 1) % size, size, proof, roots[size]!)).toBe(false);
        if (proof.length > 0) expect(verifyInclusion(leaves[i]!, i, size, proof.slice(1), roots[size]!)).toBe(false);
      }
    }
  });

  it('every pair of sizes up to 40 proves consistency; a truncated or rewritten log does not', async () => {
    const other = leaves.map((l, i) => (i === 3 ? leafHash(utf8('rewritten')) : l));
    for (let s2 = 1; s2 <= 40; s2++) {
      const read = memoryReader(leaves.slice(0, s2));
      for (let s1 = 0; s1 <= s2; s1++) {
        const proof = await consistencyProof(s1, s2, read);
        expect(verifyConsistency(s1, s2, proof, roots[s1]!, roots[s2]!), `${s1}->${s2}`).toBe(true);
        if (s1 > 3 && s1 < s2) {
          const forged = await consistencyProof(s1, s2, memoryReader(other.slice(0, s2)));
          expect(verifyConsistency(s1, s2, forged, roots[s1]!, rootOf(other.slice(0, s2)))).toBe(false);
          expect(verifyConsistency(s1, s2, proof.slice(0, -1), roots[s1]!, roots[s2]!)).toBe(false);
        }
      }
    }
  });
});
