/**
 * The files side of the chaos checks (chaos.ts): every file under DATA_DIR/media, whether it is
 * whole (a JPEG ends with its EOI marker, a WebP's RIFF header gives its length, a PNG ends with
 * IEND), and whether the server serves it. A half-written file, or one under a name that is not a
 * stored media name (a temporary file), must never be served: GET /media/... must not answer 200;
 * nor may a leftover in DATA_DIR/.incoming, where the store writes before linking into place.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Stored names: `<stem>.<ext>`, a replacement's `-v<n>`, a rendition's `-sm` or `-sm-<hex>`. */
const STORED_NAME = /^[0-9a-f]{24}(-v\d+)?(-sm(-[0-9a-f]{6})?)?\.[a-z0-9]+$/;

export interface MediaFile {
  /** As a media row names it: `/media/2026/11/ab….jpg`. */
  rel: string;
  whole: boolean;
  storedName: boolean;
}

/** Whole by its format's own end marker or length; a format without one counts as whole when not empty. */
export function isWhole(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return bytes[bytes.length - 2] === 0xff && bytes.at(-1) === 0xd9;
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return bytes.readUInt32LE(4) + 8 === bytes.length;
  if (bytes[0] === 0x89 && bytes.toString('latin1', 1, 4) === 'PNG')
    return bytes.subarray(-8).equals(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
  return true;
}

export function mediaFiles(dataDir: string): MediaFile[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  const out: MediaFile[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.push({
      rel: `/media/${path.relative(root, full).split(path.sep).join('/')}`,
      whole: isWhole(fs.readFileSync(full)),
      storedName: STORED_NAME.test(entry.name),
    });
  }
  return out;
}

/** A file a media row names: missing or not whole is an inconsistency. */
export function fileProblem(dataDir: string, rel: string): string | null {
  const full = path.join(dataDir, rel);
  if (!fs.existsSync(full)) return `missing file ${rel}`;
  return isWhole(fs.readFileSync(full)) ? null : `half-written file ${rel}`;
}

/** Leftovers of writes a kill cut short in the store's DATA_DIR/.incoming (disk-store.ts). */
export const incomingFiles = (dataDir: string): string[] => {
  const dir = path.join(dataDir, '.incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** A leftover must not be reachable from /media, dot segments encoded or not. */
export async function incomingServed(base: string, names: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const name of names)
    for (const url of [
      `/media/..%2f.incoming/${name}`,
      `/media/%2e%2e/.incoming/${name}`,
      `/media/.incoming/${name}`,
    ]) {
      const res = await fetch(`${base}${url}`);
      await res.arrayBuffer();
      if (res.status === 200) problems.push(`temporary file served: ${url}`);
    }
  return problems;
}

/** The files that must not be served (half-written, or under a temporary name no row names) answered 200. */
export async function servedProblems(base: string, files: MediaFile[], named: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  for (const f of files) {
    const half = !f.whole;
    const temporary = !f.storedName && !named.has(f.rel);
    if (!half && !temporary) continue;
    const res = await fetch(`${base}${f.rel.split('/').map(encodeURIComponent).join('/')}`);
    await res.arrayBuffer();
    if (res.status === 200) problems.push(`${half ? 'half-written' : 'temporary'} file served: ${f.rel}`);
  }
  return problems;
}
