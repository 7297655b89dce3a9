/**
 * What both file stores (disk-store.ts, s3-store.ts) share: the interface a store implements, the
 * error a write to a taken name fails with, and the content type a key's extension names. Apart
 * from file-store.ts, which picks and opens a store, so that the stores import only this file and
 * file-store.ts imports the stores: no import cycle (docs/architecture.md, 'Layers').
 */

export interface PutOptions {
  replace?: boolean;
}

/** The error a write to a taken name fails with, for either store. */
export const taken = (key: string) => Object.assign(new Error(`file exists: ${key}`), { code: 'EEXIST' });

/** What every store does; each kind adds how its media are served (plugins/media-files.ts). */
export interface FileStoreBase {
  /**
   * Writes a new file; one already at `key` fails with the code EEXIST, so two writers racing for
   * one name never overwrite each other. `replace` overwrites instead (a remade report).
   */
  put(key: string, bytes: Buffer, opts?: PutOptions): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  close(): void;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mpeg: 'video/mpeg',
};

/** The content type a key's extension names; the store saves it with an S3 object. */
export const contentTypeOf = (key: string): string =>
  TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
