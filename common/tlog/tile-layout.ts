/**
 * The tlog-tiles layout of the public log (docs/log.md): tiles of 256 hashes (height 8), their
 * URL paths (`tile/<L>/<N>[.p/<W>]`, `tile/entries/<N>[.p/<W>]`, N in 3-digit groups, all but
 * the last prefixed with x), and which tiles a tree of a given size has. Only the canonical
 * spelling of a path parses, so one tile has one URL.
 */

export const TILE_HEIGHT = 8;
export const TILE_WIDTH = 256;
export const MAX_TILE_LEVEL = 63;

/** A tile: `width` hashes (1..256; 256 = full) at tile level `level`, number `index` in its level. */
export interface Tile {
  level: number;
  index: number;
  width: number;
}

function checkTile(t: Tile): void {
  const ok =
    Number.isInteger(t.level) &&
    t.level >= 0 &&
    t.level <= MAX_TILE_LEVEL &&
    Number.isSafeInteger(t.index) &&
    t.index >= 0 &&
    Number.isInteger(t.width) &&
    t.width >= 1 &&
    t.width <= TILE_WIDTH;
  if (!ok) throw new Error(`bad tile ${JSON.stringify(t)}`);
}

/** 1234067 -> "x001/x234/067"; 5 -> "005". */
function encodeIndex(n: number): string {
  let digits = String(n);
  digits = digits.padStart(Math.ceil(digits.length / 3) * 3, '0');
  const groups = digits.match(/\d{3}/g)!;
  return groups.map((g, i) => (i < groups.length - 1 ? `x${g}` : g)).join('/');
}

const suffix = (width: number): string => (width === TILE_WIDTH ? '' : `.p/${width}`);

/** "tile/0/x001/234" or "tile/1/005.p/7" (no leading slash). */
export function tilePath(t: Tile): string {
  checkTile(t);
  return `tile/${t.level}/${encodeIndex(t.index)}${suffix(t.width)}`;
}

/** The entry bundle beside level-0 tile `index`: "tile/entries/x001/234[.p/W]". */
export function entriesPath(index: number, width: number): string {
  checkTile({ level: 0, index, width });
  return `tile/entries/${encodeIndex(index)}${suffix(width)}`;
}

const PATH_RE = /^tile\/(entries|0|[1-9]\d?)\/((?:x\d{3}\/)*\d{3})(?:\.p\/([1-9]\d{0,2}))?$/;

/** Parses a tile or entry-bundle path (entry bundles answer level 0); null unless it is exactly
 *  the canonical spelling (no surplus leading groups, level <= 63, 1 <= W <= 255). */
export function parseTilePath(p: string): (Tile & { entries: boolean }) | null {
  const m = PATH_RE.exec(p);
  if (!m) return null;
  const entries = m[1] === 'entries';
  const index = Number(m[2]!.replaceAll('x', '').replaceAll('/', ''));
  const tile = { level: entries ? 0 : Number(m[1]), index, width: m[3] ? Number(m[3]) : TILE_WIDTH };
  const partialTooWide = m[3] !== undefined && tile.width >= TILE_WIDTH;
  if (!Number.isSafeInteger(index) || tile.level > MAX_TILE_LEVEL || partialTooWide) return null;
  const canonical = entries ? entriesPath(index, tile.width) : tilePath(tile);
  return canonical === p ? { ...tile, entries } : null;
}

/** The number of hashes at tile level `level` in a tree of `size` leaves. */
export function hashesAtLevel(level: number, size: number): number {
  return Math.floor(size / TILE_WIDTH ** level);
}

/** The tile at `level` number `index` as a tree of `size` has it (full, or its partial right edge). */
export function tileInTree(level: number, index: number, size: number): Tile {
  const w = hashesAtLevel(level, size);
  const full = Math.floor(w / TILE_WIDTH);
  if (index < full) return { level, index, width: TILE_WIDTH };
  if (index === full && w % TILE_WIDTH > 0) return { level, index, width: w % TILE_WIDTH };
  throw new Error(`tree of size ${size} has no tile ${level}/${index}`);
}

/** The tiles a tree of `size` leaves has (full and the partial right edge), level by level. */
export function tilesForSize(size: number): Tile[] {
  const tiles: Tile[] = [];
  for (let level = 0; hashesAtLevel(level, size) > 0; level++) {
    const w = hashesAtLevel(level, size);
    for (let index = 0; index * TILE_WIDTH < w; index++) tiles.push(tileInTree(level, index, size));
  }
  return tiles;
}
