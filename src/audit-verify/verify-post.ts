/**
 * "Verify" on /audit (docs/log.md, 'Verifying, without trusting the server'): checks, in the visitor's
 * browser and from the log's static files only, that a post's entry is in the public log. It opens
 * the latest checkpoint with the log's key (pinned in this browser the first time), checks that the
 * log only grew since the last checkpoint this browser saw (a consistency proof built from the
 * tiles), reads the entry from its bundle, checks it names the post, and checks its inclusion
 * (a proof built from the tiles). Offline, it checks against the last checkpoint it saw, from the
 * tiles it kept. Plain functions over the fetching and storage given, so tests run it in Node.
 */
import { parseCheckpoint, type Checkpoint } from '@common/tlog/checkpoint';
import { bytesEqual, leafHash } from '@common/tlog/hash';
import { verifyConsistency, verifyInclusion } from '@common/tlog/merkle';
import { openNote, verifierFromKey, type NoteVerifier } from '@common/tlog/note';
import {
  consistencyProofFromTiles,
  decodeEntryBundle,
  entriesPath,
  inclusionProofFromTiles,
  tilePath,
  TILE_WIDTH,
  type Tile,
} from '@common/tlog/tiles';

export interface LogAccess {
  /** The latest signed checkpoint, or null when the log cannot be reached. */
  checkpoint(): Promise<string | null>;
  /** A file under /log/ ("tile/0/000.p/7", "tile/entries/000"); throws when it cannot be had. */
  file(path: string): Promise<Uint8Array>;
  /** What this browser keeps between visits (localStorage). */
  load(key: string): string | null;
  save(key: string, value: string): void;
}

export type VerifyFailure = 'keyChanged' | 'signature' | 'inconsistent' | 'entry' | 'inclusion' | 'unreachable';
export type VerifyResult =
  { ok: true; index: number; size: number; offline: boolean } | { ok: false; reason: VerifyFailure | 'pending' };

export const KEY_SLOT = 'hostel-log:key';
export const CHECKPOINT_SLOT = 'hostel-log:checkpoint';

class Refused extends Error {
  constructor(readonly reason: VerifyFailure) {
    super(reason);
  }
}

function opened(note: string, verifier: NoteVerifier): Checkpoint {
  let text: string;
  try {
    text = openNote(note, [verifier]).text;
  } catch {
    throw new Refused('signature');
  }
  const c = parseCheckpoint(text);
  if (c.origin !== verifier.name) throw new Refused('signature');
  return c;
}

const readTileFrom =
  (log: LogAccess) =>
  (t: Tile): Promise<Uint8Array> =>
    log.file(tilePath(t));

/** The checkpoint this browser saw last, checked again with the key (a changed copy is refused). */
function lastSeen(log: LogAccess, verifier: NoteVerifier): Checkpoint | null {
  const note = log.load(CHECKPOINT_SLOT);
  return note ? opened(note, verifier) : null;
}

async function checkGrowth(log: LogAccess, before: Checkpoint | null, now: Checkpoint): Promise<void> {
  if (!before || before.size === 0) return;
  if (now.size < before.size) throw new Refused('inconsistent');
  if (now.size === before.size) {
    if (!bytesEqual(now.root, before.root)) throw new Refused('inconsistent');
    return;
  }
  const proof = await consistencyProofFromTiles(before.size, now.size, readTileFrom(log));
  if (!verifyConsistency(before.size, now.size, proof, before.root, now.root)) throw new Refused('inconsistent');
}

async function checkEntry(log: LogAccess, cp: Checkpoint, postId: number, index: number): Promise<void> {
  const tile = Math.floor(index / TILE_WIDTH);
  const width = Math.min(TILE_WIDTH, cp.size - tile * TILE_WIDTH);
  const entry = decodeEntryBundle(await log.file(entriesPath(tile, width)))[index % TILE_WIDTH];
  if (!entry) throw new Refused('entry');
  let named: unknown;
  try {
    named = (JSON.parse(new TextDecoder().decode(entry)) as { post_id?: unknown }).post_id;
  } catch {
    throw new Refused('entry');
  }
  if (named !== postId) throw new Refused('entry');
  const proof = await inclusionProofFromTiles(index, cp.size, readTileFrom(log));
  if (!verifyInclusion(leafHash(entry), index, cp.size, proof, cp.root)) throw new Refused('inclusion');
}

/** Checks post `postId`, logged at `index`, against the log whose key the page names. */
export async function verifyPost(
  log: LogAccess,
  pageKey: string,
  postId: number,
  index: number,
): Promise<VerifyResult> {
  try {
    const pinned = log.load(KEY_SLOT);
    if (pinned && pinned !== pageKey) throw new Refused('keyChanged');
    const verifier = verifierFromKey(pageKey);
    const before = lastSeen(log, verifier);
    const latest = await log.checkpoint();
    const offline = latest === null;
    if (offline && !before) throw new Refused('unreachable');
    const now = latest === null ? before! : opened(latest, verifier);
    await checkGrowth(log, before, now);
    if (!pinned) log.save(KEY_SLOT, pageKey);
    if (latest !== null && (!before || now.size >= before.size)) log.save(CHECKPOINT_SLOT, latest);
    if (index >= now.size) return { ok: false, reason: 'pending' };
    await checkEntry(log, now, postId, index);
    return { ok: true, index, size: now.size, offline };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    // A file that could not be fetched (offline and never kept): nothing was shown false.
    return { ok: false, reason: 'unreachable' };
  }
}
