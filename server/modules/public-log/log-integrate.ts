/**
 * The sequencer's second step (docs/log.md, 'Sequencing'): from the entries that have an index but
 * are in no signed checkpoint yet, write the hash tiles and entry bundles that change, then sign the
 * new checkpoint and record it with the entries' integrated_at. Everything it writes follows from
 * the database alone (the entries' bytes and indices; Ed25519 signatures are deterministic), so a
 * rerun after kill -9, or a second process doing the same at once, writes the same bytes. When an
 * old tile is missing from the store (a store restored apart from the database) the tree is rebuilt
 * from every entry.
 */
import { leafHash, toHex, utf8 } from '@common/tlog/hash.ts';
import { rootOf } from '@common/tlog/merkle.ts';
import {
  TILE_WIDTH,
  appendToTree,
  encodeEntryBundle,
  entriesPath,
  rootFromTiles,
  tilesForSize,
  tilePath,
  type Tile,
} from '@common/tlog/tiles.ts';
import { formatCheckpoint } from '@common/tlog/checkpoint.ts';
import { signNote } from '@common/tlog/note.ts';
import type { AppContext } from '../../context.ts';
import type { LogIdentity } from './log-key.ts';
import { entriesInRange } from './log-entries.repository.ts';
import { integrate } from './log-state.repository.ts';
import { LogFileConflict, logKey, putOnce, readTile, removePartials, writeCheckpointFile } from './log-files.ts';

/** The right-edge tiles of a tree (the last of each level): what appending to it reads. */
async function edgeTiles(ctx: AppContext, size: number): Promise<Map<string, Uint8Array> | null> {
  const last = new Map<number, Tile>();
  for (const t of tilesForSize(size)) last.set(t.level, t);
  const found = new Map<string, Uint8Array>();
  for (const t of last.values()) {
    const data = await readTile(ctx.files, t);
    if (!data) return null;
    found.set(tilePath(t), data);
  }
  return found;
}

/** The edge tiles of the signed tree, when they give its signed root; null when missing or not. */
async function trustedEdge(ctx: AppContext, size: number, rootHex: string | null) {
  const edge = await edgeTiles(ctx, size);
  if (!edge || !rootHex) return null;
  const read = async (t: Tile) => edge.get(tilePath(t)) ?? (await readTile(ctx.files, t)) ?? new Uint8Array(0);
  const root = await rootFromTiles(size, read).catch(() => null);
  return root && toHex(root) === rootHex ? edge : null;
}

/**
 * The new tree's tiles and root, appending entries [from, to) to the signed tree of `from`
 * entries. When the store's edge tiles are missing or do not give the signed root, the tree is
 * rebuilt from every entry, and only if the entries give the signed root (else the database was
 * changed: the sequencer stops rather than sign it); `repair` then holds the signed tree's own
 * tiles as well, so that readers of the older checkpoint find them whole again.
 */
async function grow(ctx: AppContext, from: number, to: number, rootHex: string | null) {
  const edge = from === 0 ? new Map<string, Uint8Array>() : await trustedEdge(ctx, from, rootHex);
  const start = edge ? from : 0;
  const rows = await entriesInRange(ctx.db, start, to);
  if (rows.length !== to - start) throw new Error(`log entries ${start} to ${to} are not all in the database`);
  const leaves = rows.map((r) => leafHash(utf8(r.body)));
  if (!edge && toHex(rootOf(leaves.slice(0, from))) !== rootHex)
    throw new LogFileConflict(`the log's first ${from} entries in the database do not give its signed root`);
  const read = (t: Tile) => {
    const data = edge?.get(tilePath(t));
    if (!data) throw new Error(`log tile ${tilePath(t)} was not read before appending`);
    return data;
  };
  const repair = edge ? [] : appendToTree(0, read, leaves.slice(0, from)).tiles;
  return { start, repair, ...appendToTree(start, read, leaves) };
}

/** Writes the entry bundles that change when the log grows from `from` to `to` entries. */
async function writeBundles(ctx: AppContext, from: number, to: number, replace: boolean): Promise<void> {
  for (let n = Math.floor(from / TILE_WIDTH); n * TILE_WIDTH < to; n++) {
    const lo = n * TILE_WIDTH;
    const rows = await entriesInRange(ctx.db, lo, Math.min(to, lo + TILE_WIDTH));
    const bundle = encodeEntryBundle(rows.map((r) => utf8(r.body)));
    const key = logKey(entriesPath(n, rows.length));
    if (replace) await ctx.files.put(key, Buffer.from(bundle), { replace: true });
    else await putOnce(ctx.files, key, bundle);
  }
}

/** Signs the checkpoint of a tree; the same tree and key always give the same note. */
export function signCheckpoint(id: LogIdentity, size: number, root: Uint8Array): string {
  return signNote(formatCheckpoint({ origin: id.origin, size, root, extensions: [] }), [id.signer]);
}

/**
 * Step 2 for the entries [from, to): tiles and bundles first, then the checkpoint in the database
 * (what GET /log/checkpoint answers), then its copy in the store, then the partial versions of the
 * tiles that became full. Answers whether this run moved the log.
 */
export async function integrateRange(
  ctx: AppContext,
  id: LogIdentity,
  from: number,
  to: number,
  rootHex: string | null,
): Promise<boolean> {
  const grown = await grow(ctx, from, to, rootHex);
  // Rebuilt from entries that give the signed root, the files are right whatever the store held.
  const rebuilt = grown.start === 0 && from > 0;
  for (const { tile, data } of [...grown.repair, ...grown.tiles]) {
    if (rebuilt) await ctx.files.put(logKey(tilePath(tile)), Buffer.from(data), { replace: true });
    else await putOnce(ctx.files, logKey(tilePath(tile)), data);
  }
  await writeBundles(ctx, grown.start, to, rebuilt);
  const note = signCheckpoint(id, to, grown.root);
  const moved = await integrate(ctx.db, to, toHex(grown.root), note, ctx.clock.now());
  if (moved) await writeCheckpointFile(ctx.files, note);
  // After the checkpoint is recorded: no reader of it needs the partial versions of its full tiles.
  const fullBundles: string[] = [];
  for (let n = Math.floor(grown.start / TILE_WIDTH); (n + 1) * TILE_WIDTH <= to; n++)
    fullBundles.push(entriesPath(n, TILE_WIDTH));
  const fullTiles = grown.tiles.filter((x) => x.tile.width === TILE_WIDTH).map((x) => tilePath(x.tile));
  if (moved) await removePartials(ctx.files, [...fullTiles, ...fullBundles]);
  return moved;
}
