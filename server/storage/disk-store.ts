/**
 * The default file store: files under DATA_DIR. A file is written whole under DATA_DIR/.incoming,
 * flushed to disk, then linked (or renamed) into place, so a crash (kill -9 or power loss) leaves either the
 * whole file or none at its name; the temporary name is outside media/, so it is never served.
 * Leftovers in .incoming are from writes a crash cut short; an hour old, they are removed at start
 * (not younger ones: another process on this DATA_DIR may be writing them).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileStoreBase, PutOptions } from './store-base.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const LEFTOVER_MS = 60 * 60 * 1000;

/** Removes the temporary files older than LEFTOVER_MS. */
function clearLeftovers(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > LEFTOVER_MS) fs.rmSync(file, { force: true });
  }
}

export class DiskStore implements FileStoreBase {
  readonly kind = 'disk' as const;
  private readonly incoming: string;

  constructor(readonly root: string) {
    this.incoming = path.join(root, '.incoming');
    fs.mkdirSync(this.incoming, { recursive: true });
    clearLeftovers(this.incoming);
    fs.mkdirSync(path.join(root, 'media'), { recursive: true });
  }

  /** The file's place on disk; a key that would leave the store is refused. */
  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep) || key.startsWith('.')) throw new Error(`bad file key: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer, opts: PutOptions = {}): Promise<void> {
    const target = this.pathOf(key);
    const temp = path.join(this.incoming, crypto.randomBytes(9).toString('hex'));
    const handle = await fsp.open(temp, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    try {
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // A hard link fails on a taken name (EEXIST) where a rename would overwrite; both are atomic.
      if (opts.replace) await fsp.rename(temp, target);
      else await fsp.link(temp, target);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  async read(key: string): Promise<Buffer | null> {
    return fsp.readFile(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  close(): void {}
}
