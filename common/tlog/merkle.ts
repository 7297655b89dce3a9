/**
 * RFC 6962 / RFC 9162 Merkle tree maths for the public log (docs/log.md): the root of a list of
 * leaf hashes, inclusion and consistency proofs built from any reader of complete subtree hashes
 * (a list in memory, or the log's tiles), and the verifiers of both proofs (RFC 9162 2.1.3.2 and
 * 2.1.4.2). Sizes and indices are JS numbers, so halving uses arithmetic, never 32-bit shifts.
 */
import { EMPTY_ROOT, bytesEqual, nodeHash } from './hash.ts';

/** Hash of the complete subtree at `level` (2^level leaves) number `index`, counted from the left. */
export type NodeReader = (level: number, index: number) => Promise<Uint8Array>;

/** The largest power of two strictly below n (n >= 2). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const half = (n: number): number => Math.floor(n / 2);
const odd = (n: number): boolean => n % 2 === 1;

export function rootOf(leafHashes: Uint8Array[]): Uint8Array {
  if (leafHashes.length === 0) return EMPTY_ROOT;
  const mth = (lo: number, hi: number): Uint8Array => {
    if (hi - lo === 1) return leafHashes[lo]!;
    const k = splitPoint(hi - lo);
    return nodeHash(mth(lo, lo + k), mth(lo + k, hi));
  };
  return mth(0, leafHashes.length);
}

/** MTH(D[lo:hi]) from complete subtrees: the range splits RFC 6962's way until each part is one. */
export async function rangeHash(lo: number, hi: number, read: NodeReader): Promise<Uint8Array> {
  const n = hi - lo;
  if (n <= 0) throw new Error('rangeHash: empty range');
  let level = 0;
  while (2 ** (level + 1) <= n && lo % 2 ** (level + 1) === 0) level++;
  if (2 ** level === n) return read(level, lo / n);
  const k = splitPoint(n);
  return nodeHash(await rangeHash(lo, lo + k, read), await rangeHash(lo + k, hi, read));
}

/** RFC 9162 PATH(index, D[0:size]), leaf-side first. */
export async function inclusionProof(index: number, size: number, read: NodeReader): Promise<Uint8Array[]> {
  if (!(index >= 0 && index < size)) throw new Error(`inclusionProof: index ${index} not below size ${size}`);
  const path = async (m: number, lo: number, hi: number): Promise<Uint8Array[]> => {
    if (hi - lo === 1) return [];
    const k = splitPoint(hi - lo);
    if (m < k) return [...(await path(m, lo, lo + k)), await rangeHash(lo + k, hi, read)];
    return [...(await path(m - k, lo + k, hi)), await rangeHash(lo, lo + k, read)];
  };
  return path(index, 0, size);
}

/** RFC 9162 PROOF(size1, D[0:size2]); empty when size1 is 0 or equals size2. */
export async function consistencyProof(size1: number, size2: number, read: NodeReader): Promise<Uint8Array[]> {
  if (!(size1 >= 0 && size1 <= size2)) throw new Error(`consistencyProof: sizes ${size1} > ${size2}`);
  if (size1 === 0 || size1 === size2) return [];
  const sub = async (m: number, lo: number, hi: number, whole: boolean): Promise<Uint8Array[]> => {
    if (m === hi - lo) return whole ? [] : [await rangeHash(lo, hi, read)];
    const k = splitPoint(hi - lo);
    if (m <= k) return [...(await sub(m, lo, lo + k, whole)), await rangeHash(lo + k, hi, read)];
    return [...(await sub(m - k, lo + k, hi, false)), await rangeHash(lo, lo + k, read)];
  };
  return sub(size1, 0, size2, true);
}

/** A reader over leaf hashes held in memory (tests, small trees). */
export function memoryReader(leafHashes: Uint8Array[]): NodeReader {
  return (level, index) => {
    const lo = index * 2 ** level;
    return Promise.resolve(rootOf(leafHashes.slice(lo, lo + 2 ** level)));
  };
}

export function verifyInclusion(
  leaf: Uint8Array,
  index: number,
  size: number,
  proof: Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size) && index >= 0 && index < size)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      r = nodeHash(p, r);
      while (!odd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      r = nodeHash(r, p);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && bytesEqual(r, root);
}

export function verifyConsistency(
  size1: number,
  size2: number,
  proof: Uint8Array[],
  root1: Uint8Array,
  root2: Uint8Array,
): boolean {
  if (!(Number.isSafeInteger(size1) && Number.isSafeInteger(size2) && size1 >= 0 && size1 <= size2)) return false;
  if (size1 === size2) return proof.length === 0 && bytesEqual(root1, root2);
  if (size1 === 0) return proof.length === 0 && bytesEqual(root1, EMPTY_ROOT);
  // RFC 9162 2.1.4.2: when size1 is a power of two its root is the proof's implied first hash.
  const path = isPow2(size1) ? [root1, ...proof] : proof;
  if (path.length === 0) return false;
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (odd(fn)) [fn, sn] = [half(fn), half(sn)];
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (!odd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      sr = nodeHash(sr, c);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && bytesEqual(fr, root1) && bytesEqual(sr, root2);
}

function isPow2(n: number): boolean {
  while (n > 1 && n % 2 === 0) n /= 2;
  return n === 1;
}
