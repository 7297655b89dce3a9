/**
 * The log's static files in the media store (docs/log.md, 'Files'): under `log/`, the tlog-tiles
 * paths (`log/tile/0/x001/234`, `log/tile/entries/005.p/7`) and `log/checkpoint`, so with
 * MEDIA_STORE=s3://… the log lives in the bucket beside the photos. Every tile path is written once
 * with bytes fixed by the entries, so writing it again (a sequencer killed halfway, or two at once)
 * finds the same bytes; different bytes there mean the log was changed, and stop the sequencer.
 */
import { TILE_WIDTH, entriesPath, tilePath, type Tile } from '@common/tlog/tiles.ts';
import type { FileStore } from '../../storage/file-store.ts';

export const LOG_PREFIX = 'log/';
export const CHECKPOINT_KEY = `${LOG_PREFIX}checkpoint`;

/** The store's key of a path under /log/ ("tile/0/000" → "log/tile/0/000"). */
export const logKey = (path: string): string => `${LOG_PREFIX}${path}`;

/** The log's files differ from what its entries make: never overwritten, always reported. */
export class LogFileConflict extends Error {}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** Writes a file that must hold exactly these bytes, whether it was there already or not. */
export async function putOnce(files: FileStore, key: string, data: Uint8Array): Promise<void> {
  try {
    await files.put(key, Buffer.from(data));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const there = await files.read(key);
    if (!there || !sameBytes(there, data)) throw new LogFileConflict(`${key} holds other bytes than its entries make`);
  }
}

/**
 * A hash tile's bytes from the store, or null when it is not there. A partial tile removed since
 * its full tile came (removePartials) is read as the full tile's first hashes, as tlog-tiles says a
 * reader may: a proof against a checkpoint a round just replaced still reads whole.
 */
export async function readTile(files: FileStore, tile: Tile): Promise<Uint8Array | null> {
  const bytes = await files.read(logKey(tilePath(tile)));
  if (bytes) return new Uint8Array(bytes);
  if (tile.width === TILE_WIDTH) return null;
  const full = await files.read(logKey(tilePath({ ...tile, width: TILE_WIDTH })));
  return full ? new Uint8Array(full.subarray(0, tile.width * 32)) : null;
}

/** An entry bundle's bytes (a removed partial one read from its full bundle), or null. */
export async function readBundle(files: FileStore, index: number, width: number): Promise<Uint8Array | null> {
  const bytes = await files.read(logKey(entriesPath(index, width)));
  if (bytes) return new Uint8Array(bytes);
  if (width === TILE_WIDTH) return null;
  const full = await files.read(logKey(entriesPath(index, TILE_WIDTH)));
  if (!full) return null;
  // The first `width` entries: each is a 2-byte length and its bytes.
  let at = 0;
  for (let i = 0; i < width && at < full.length; i++) at += 2 + full.readUInt16BE(at);
  return new Uint8Array(full.subarray(0, at));
}

/**
 * Once a tile is full, its partial versions of earlier checkpoints go (tlog-tiles allows it; a
 * reader of an older checkpoint falls back to the full tile). Only `.p/1` to `.p/255` of the full
 * tiles named, so a partial tile the latest checkpoint needs is never touched. A process killed
 * here leaves a few partial tiles behind, which harms nobody.
 */
export async function removePartials(files: FileStore, fullPaths: string[]): Promise<void> {
  for (const full of fullPaths)
    await Promise.all(Array.from({ length: TILE_WIDTH - 1 }, (_, i) => files.remove(logKey(`${full}.p/${i + 1}`))));
}

/** The latest checkpoint, copied beside the tiles so a mirror of the store is a whole log. */
export const writeCheckpointFile = (files: FileStore, note: string) =>
  files.put(CHECKPOINT_KEY, Buffer.from(note, 'utf8'), { replace: true });
