/**
 * The log as it is published, read back by the operator's monitor (log-check.service.ts): the
 * signed checkpoint (the one GET /log/checkpoint serves, from the database, and its copy in the
 * store), the entry bundles and the hash tiles from the media store. It checks the checkpoint's
 * signature with the log's verifier key and its origin, that the entries rebuild every hash tile
 * of the tree byte for byte, and that the stored tiles give the checkpoint's root. Every problem is
 * one line; the entries come back for the comparison with the database.
 */
import { bytesEqual, leafHash, toBase64 } from '@common/tlog/hash.ts';
import { rootOf } from '@common/tlog/merkle.ts';
import { openNote, verifierFromKey } from '@common/tlog/note.ts';
import { parseCheckpoint, type Checkpoint } from '@common/tlog/checkpoint.ts';
import {
  TILE_WIDTH,
  appendToTree,
  decodeEntryBundle,
  entriesPath,
  rootFromTiles,
  tilePath,
  type Tile,
} from '@common/tlog/tiles.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { CHECKPOINT_KEY, readBundle, readTile } from './log-files.ts';

export interface Published {
  checkpoint: Checkpoint | null;
  /** The entries' bytes, index by index (as many as could be read). */
  entries: Uint8Array[];
  problems: string[];
}

/** Opens a signed checkpoint; a line saying why not instead. */
function open(note: string, verifierKey: string, origin: string, where: string): Checkpoint | string {
  try {
    const cp = parseCheckpoint(openNote(note, [verifierFromKey(verifierKey)]).text);
    return cp.origin === origin ? cp : `${where}: origin ${cp.origin}, expected ${origin}`;
  } catch (error) {
    return `${where}: signature does not verify with the log key (${(error as Error).message})`;
  }
}

/** The entries of a tree of `size` from the store's bundles. */
async function readEntries(files: FileStore, size: number, problems: string[]): Promise<Uint8Array[]> {
  const entries: Uint8Array[] = [];
  for (let n = 0; n * TILE_WIDTH < size; n++) {
    const width = Math.min(TILE_WIDTH, size - n * TILE_WIDTH);
    const path = entriesPath(n, width);
    // A partial bundle replaced by its full one since the checkpoint was read is the full one's start.
    const bytes = await readBundle(files, n, width);
    let bundle: Uint8Array[] = [];
    try {
      bundle = bytes ? decodeEntryBundle(bytes) : [];
    } catch {
      problems.push(`entry bundle ${path}: not a valid entry bundle`);
    }
    if (!bytes) problems.push(`entry bundle ${path}: missing from the store`);
    else if (bundle.length !== width)
      problems.push(`entry bundle ${path}: ${bundle.length} entries, expected ${width}`);
    if (bundle.length !== width) return entries;
    entries.push(...bundle);
  }
  return entries;
}

export async function readPublished(
  files: FileStore,
  served: string | null,
  verifierKey: string,
  origin: string,
): Promise<Published> {
  const problems: string[] = [];
  if (!served) return { checkpoint: null, entries: [], problems };
  const cp = open(served, verifierKey, origin, 'checkpoint');
  if (typeof cp === 'string') return { checkpoint: null, entries: [], problems: [cp] };
  const copy = await files.read(CHECKPOINT_KEY);
  const entries = await readEntries(files, cp.size, problems);
  const leaves = entries.map(leafHash);
  if (entries.length === cp.size && cp.size > 0) {
    if (!bytesEqual(rootOf(leaves), cp.root))
      problems.push(`the entries in the store do not give the checkpoint's root ${toBase64(cp.root)}`);
    for (const { tile, data } of appendToTree(0, () => new Uint8Array(0), leaves).tiles) {
      const stored = await readTile(files, tile);
      if (!stored) problems.push(`hash tile ${tilePath(tile)}: missing from the store`);
      else if (!bytesEqual(stored, data))
        problems.push(`hash tile ${tilePath(tile)}: differs from what the entries make`);
    }
    const read = async (t: Tile) => (await readTile(files, t)) ?? new Uint8Array(0);
    const fromTiles = await rootFromTiles(cp.size, read).catch(() => null);
    if (!fromTiles || !bytesEqual(fromTiles, cp.root))
      problems.push(`root mismatch: the stored hash tiles do not give the checkpoint's root ${toBase64(cp.root)}`);
  }
  if (!copy) problems.push(`${CHECKPOINT_KEY}: the checkpoint's copy is missing from the store`);
  else if (copy.toString('utf8') !== served) {
    // A kill -9 between recording a checkpoint and copying it leaves an older copy, fine if it is of
    // this tree; a round that ended since the checkpoint was read leaves a newer one, signed.
    const other = open(copy.toString('utf8'), verifierKey, origin, CHECKPOINT_KEY);
    if (typeof other === 'string') problems.push(other);
    else if (
      other.size <= cp.size &&
      entries.length === cp.size &&
      !bytesEqual(rootOf(leaves.slice(0, other.size)), other.root)
    )
      problems.push(`${CHECKPOINT_KEY}: the store's copy (size ${other.size}) is not a checkpoint of this log`);
  }
  return { checkpoint: cp, entries, problems };
}
