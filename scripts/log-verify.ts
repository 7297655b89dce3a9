/**
 * `npm run log:verify -- --url URL [--post ID] [--key KEY] [--state FILE]`: checks the hostel
 * meal-post site's public log without trusting the site (docs/log.md). It verifies the signed
 * checkpoint, that the log only grew since the last run (a consistency proof computed from the
 * log's tiles), and with --post that a post's entry is in the log (an inclusion proof).
 * It is deliberately standalone: no project code, only node:crypto, node:fs and fetch, so a
 * reader can check every line. The maths is RFC 6962 / 9162; the formats are C2SP tlog-tiles,
 * tlog-checkpoint and signed-note.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const HELP = `Usage: npm run log:verify -- --url URL [--post ID] [--key KEY] [--state FILE]

  --url URL     the site, e.g. https://hostels.example.org
  --post ID     also check that post ID is in the log
  --key KEY     the log's verifier key ("<name>+<id>+<base64>"). Without it, the key is taken
                from URL/log/key on first use, saved in the state file, and pinned after that:
                compare it once with a copy published elsewhere.
  --state FILE  where the last checkpoint seen is kept (default ~/.hostel-log-verify.json)

Exits 1 with a message when a signature, a proof or the log's history does not check out.`;

class Failure extends Error {}
function fail(message: string): never {
  throw new Failure(message);
}

// --- Hashes (RFC 6962 section 2.1) ---------------------------------------------------------
type Hash = Uint8Array;
const sha256 = (...parts: Uint8Array[]): Hash => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};
const leafHash = (entry: Uint8Array): Hash => sha256(Uint8Array.of(0), entry);
const nodeHash = (l: Hash, r: Hash): Hash => sha256(Uint8Array.of(1), l, r);
const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));
const b64 = (b: Uint8Array): string => Buffer.from(b).toString('base64');
function unb64(s: string, what: string): Uint8Array {
  const b = Buffer.from(s, 'base64');
  if (b.toString('base64') !== s) fail(`${what} is not base64`);
  return new Uint8Array(b);
}

// --- Keys and signed checkpoints (C2SP signed-note, tlog-checkpoint) -----------------------
type Key = { text: string; name: string; id: Uint8Array; pub: Uint8Array };
type Checkpoint = { note: string; origin: string; size: number; root: Hash };

function parseKey(text: string): Key {
  const [name = '', idHex = '', ...rest] = text.trim().split('+');
  const raw = unb64(rest.join('+'), 'the key');
  if (raw.length !== 33 || raw[0] !== 1) fail('the key is not an Ed25519 note key');
  const pub = raw.subarray(1);
  const id = sha256(Buffer.from(`${name}\n`), Uint8Array.of(1), pub).subarray(0, 4);
  if (!name || Buffer.from(id).toString('hex') !== idHex) fail('the key id does not match the key');
  return { text: text.trim(), name, id, pub };
}

function ed25519Verify(pub: Uint8Array, msg: Uint8Array, sig: Uint8Array): boolean {
  // A raw Ed25519 public key wrapped in its SPKI DER header, the form node:crypto reads.
  const der = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), pub]);
  return sig.length === 64 && verify(null, msg, createPublicKey({ key: der, format: 'der', type: 'spki' }), sig);
}

function openCheckpoint(note: string, key: Key, what: string): Checkpoint {
  const split = note.lastIndexOf('\n\n');
  if (split < 0 || !note.endsWith('\n')) fail(`${what} is not a signed note`);
  const text = note.slice(0, split + 1);
  let signed = false;
  for (const line of note.slice(split + 2, -1).split('\n')) {
    const m = /^\u2014 (\S+) (\S+)$/u.exec(line) ?? fail(`${what} has a malformed signature line`);
    const sig = unb64(m[2]!, 'a signature');
    if (m[1] !== key.name || !same(sig.subarray(0, 4), key.id)) continue; // others' (witnesses)
    if (!ed25519Verify(key.pub, Buffer.from(text), sig.subarray(4))) fail(`${what}: BAD SIGNATURE by ${key.name}`);
    signed = true;
  }
  if (!signed) fail(`${what} is not signed by the log key ${key.name}`);
  const [origin = '', size = '', root = ''] = text.split('\n');
  if (!/^(0|[1-9]\d{0,15})$/.test(size)) fail(`${what} has a bad tree size`);
  const rootHash = unb64(root, 'the root hash');
  if (rootHash.length !== 32) fail(`${what} has a bad root hash`);
  return { note, origin, size: Number(size), root: rootHash };
}

// --- Tiles (C2SP tlog-tiles): 256 hashes each, level l holding hashes of level l-1's tiles --
async function get(url: string): Promise<Response> {
  const res = await fetch(url).catch((e: Error) => fail(`cannot fetch ${url}: ${e.message}`));
  if (!res.ok && res.status !== 404) fail(`${url} answered ${res.status}`);
  return res;
}

function tileReader(base: string) {
  const cache = new Map<string, Promise<Hash[]>>();
  const path = (l: number, n: number, w: number): string => {
    const d = String(n)
      .padStart(Math.ceil(String(n).length / 3) * 3, '0')
      .match(/\d{3}/g)!;
    return `${base}/log/tile/${l}/${d.map((g, i) => (i < d.length - 1 ? 'x' : '') + g).join('/')}${w === 256 ? '' : `.p/${w}`}`;
  };
  async function load(l: number, n: number, w: number): Promise<Hash[]> {
    let res = await get(path(l, n, w));
    // A partial tile may be gone once the full tile exists; the full one starts the same.
    if (res.status === 404 && w < 256) res = await get(path(l, n, 256));
    if (res.status === 404) fail(`the log has no tile ${path(l, n, w)}: truncated?`);
    const data = new Uint8Array(await res.arrayBuffer());
    if (data.length < w * 32 || (w === 256 && data.length !== 8192)) fail(`tile ${path(l, n, w)} is the wrong length`);
    return Array.from({ length: w }, (_, i) => data.subarray(i * 32, i * 32 + 32));
  }
  /** The hash of the complete subtree of 2^level leaves number `index`, in the tree of `size`. */
  return async (size: number, level: number, index: number): Promise<Hash> => {
    const l = Math.floor(level / 8);
    const count = 2 ** (level % 8);
    const first = index * count;
    const n = Math.floor(first / 256);
    const hashesAtL = Math.floor(size / 256 ** l);
    const w = n < Math.floor(hashesAtL / 256) ? 256 : hashesAtL % 256;
    const key = `${l}/${n}/${w}`;
    if (!cache.has(key)) cache.set(key, load(l, n, w));
    let row = (await cache.get(key)!).slice(first - n * 256, first - n * 256 + count);
    while (row.length > 1) row = row.flatMap((h, i) => (i % 2 ? [] : [nodeHash(h, row[i + 1]!)]));
    return row[0]!;
  };
}
type NodeAt = ReturnType<typeof tileReader>;

// --- Merkle proofs (RFC 9162 section 2.1) ---------------------------------------------------
const split = (n: number): number => 2 ** Math.ceil(Math.log2(n) - 1); // largest power of 2 < n
const isPow2 = (n: number): boolean => Number.isInteger(Math.log2(n));

/** MTH(D[lo:hi]) of the tree of `size`, from complete subtrees. */
async function mth(at: NodeAt, size: number, lo: number, hi: number): Promise<Hash> {
  const n = hi - lo;
  if (isPow2(n) && lo % n === 0) return at(size, Math.log2(n), lo / n);
  const k = split(n);
  return nodeHash(await mth(at, size, lo, lo + k), await mth(at, size, lo + k, hi));
}

/** PROOF(m, D[0:size]) (RFC 9162 2.1.4.1), computed from the tiles of the tree of `size`. */
async function consistencyProof(at: NodeAt, m: number, size: number): Promise<Hash[]> {
  const sub = async (m: number, lo: number, hi: number, whole: boolean): Promise<Hash[]> => {
    if (m === hi - lo) return whole ? [] : [await mth(at, size, lo, hi)];
    const k = split(hi - lo);
    if (m <= k) return [...(await sub(m, lo, lo + k, whole)), await mth(at, size, lo + k, hi)];
    return [...(await sub(m - k, lo + k, hi, false)), await mth(at, size, lo, lo + k)];
  };
  return sub(m, 0, size, true);
}

const half = (n: number): number => Math.floor(n / 2);

/** RFC 9162 2.1.4.2. */
function verifyConsistency(m: number, n: number, proof: Hash[], root1: Hash, root2: Hash): boolean {
  if (isPow2(m)) proof = [root1, ...proof];
  let [fn, sn] = [m - 1, n - 1];
  while (fn % 2 === 1) [fn, sn] = [half(fn), half(sn)];
  let [fr, sr] = [proof[0]!, proof[0]!];
  for (const c of proof.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      [fr, sr] = [nodeHash(c, fr), nodeHash(c, sr)];
      while (fn % 2 === 0 && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else sr = nodeHash(sr, c);
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && same(fr, root1) && same(sr, root2);
}

/** RFC 9162 2.1.3.2. */
function verifyInclusion(leaf: Hash, index: number, size: number, proof: Hash[], root: Hash): boolean {
  if (index >= size) return false;
  let [fn, sn, r] = [index, size - 1, leaf];
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else r = nodeHash(r, p);
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && same(r, root);
}

/** That the log of checkpoint b grew out of the log of checkpoint a (a.size <= b.size). */
async function checkConsistent(at: NodeAt, a: Checkpoint, b: Checkpoint): Promise<void> {
  if (a.size === b.size) {
    if (!same(a.root, b.root)) fail(`two different trees of size ${a.size}: the log was REWRITTEN`);
  } else if (a.size > 0) {
    const proof = await consistencyProof(at, a.size, b.size);
    if (!verifyConsistency(a.size, b.size, proof, a.root, b.root)) {
      fail(`the log of size ${b.size} does not extend the one of size ${a.size}: it was REWRITTEN`);
    }
  }
  // The tiles must also hash to the newer root (this also covers a first run).
  if (b.size === 0) return;
  const parts: Hash[] = [];
  for (let level = 53, lo = 0; level >= 0; level--) {
    if (lo + 2 ** level > b.size) continue;
    parts.push(await at(b.size, level, lo / 2 ** level));
    lo += 2 ** level;
  }
  const root = parts.reduceRight((r, h) => nodeHash(h, r));
  if (!same(root, b.root)) fail(`the tiles do not hash to the root of size ${b.size}`);
}

// --- The run ---------------------------------------------------------------------------------
type Seen = { key: string; origin: string; size: number; root: string; checkpoint: string; at: string };
type State = Record<string, Seen>;

export async function run(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    if (!/^--(url|post|key|state)$/.test(argv[i]!) || argv[i + 1] === undefined) return (log(HELP), 2);
    args.set(argv[i]!.slice(2), argv[i + 1]!);
  }
  if (!args.has('url')) return (log(HELP), 2);
  const base = args.get('url')!.replace(/\/+$/, '');
  const stateFile = args.get('state') ?? join(homedir(), '.hostel-log-verify.json');
  try {
    let state: State = {};
    try {
      if (existsSync(stateFile)) state = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
    } catch {
      fail(`cannot read the state file ${stateFile}`);
    }
    const seen = state[base];
    let keyText = args.get('key') ?? seen?.key;
    if (!keyText) {
      keyText = (await (await get(`${base}/log/key`)).text()).trim();
      log(`First use: trusting the key the site serves, ${keyText}. Compare it with a published copy.`);
    } else if (seen && keyText !== seen.key) log(`Note: using the given key, not the one pinned before.`);
    const key = parseKey(keyText);
    const at = tileReader(base);
    const res = await get(`${base}/log/checkpoint`);
    if (!res.ok) fail(`${base}/log/checkpoint answered ${res.status}`);
    const current = openCheckpoint(await res.text(), key, 'the checkpoint');
    log(`Checkpoint ${current.origin}: ${current.size} entries, signed by ${key.name}.`);
    if (seen) {
      const before = openCheckpoint(seen.checkpoint, key, 'the checkpoint saved before');
      if (before.origin !== current.origin) fail(`the log's origin changed from ${before.origin}`);
      if (current.size < before.size) fail(`the log SHRANK from ${before.size} to ${current.size} entries`);
      await checkConsistent(at, before, current);
      log(`Consistent with the ${before.size} entries seen on ${seen.at}.`);
    } else await checkConsistent(at, current, current);
    let newest = current;
    const post = args.get('post');
    if (post !== undefined) {
      const r = await get(`${base}/api/v1/public/log/proof/${encodeURIComponent(post)}`);
      if (!r.ok) fail(`the log has no entry for post ${post} (${r.status})`);
      const body = (await r.json()) as { data?: unknown };
      const p = (body.data ?? body) as { entry: string; index: number; proof: string[]; checkpoint: string };
      const cp = openCheckpoint(p.checkpoint, key, "the receipt's checkpoint");
      if (cp.origin !== current.origin) fail(`the receipt is for another log, ${cp.origin}`);
      const proof = p.proof.map((h) => unb64(h, 'a proof hash'));
      if (!verifyInclusion(leafHash(Buffer.from(p.entry)), p.index, cp.size, proof, cp.root)) {
        fail(`BAD PROOF: entry ${p.index} is not in the log of size ${cp.size}`);
      }
      const entry = JSON.parse(p.entry) as { post_id?: unknown };
      if (String(entry.post_id) !== post) fail(`the entry is for post ${String(entry.post_id)}, not ${post}`);
      await (cp.size <= current.size ? checkConsistent(at, cp, current) : checkConsistent(at, current, cp));
      if (cp.size > current.size) newest = cp;
      log(`Post ${post} is entry ${p.index} of the log: ${p.entry}`);
    }
    state[base] = {
      key: key.text,
      origin: newest.origin,
      size: newest.size,
      root: b64(newest.root),
      checkpoint: newest.note,
      at: new Date().toISOString(),
    };
    writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
    log('OK');
    return 0;
  } catch (error) {
    // Any failure, expected (Failure) or not (a malformed answer from the site), ends the run.
    log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await run(process.argv.slice(2));
}
