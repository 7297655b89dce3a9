/**
 * Where uploaded media and made reports live (docs/spec-notes.md, 'Several processes'): the local disk under DATA_DIR
 * by default, or an S3 bucket shared by every server process (`MEDIA_STORE=s3://bucket/prefix`). A key is a path
 * relative to the store, as the database holds it without its leading slash (`media/2026/11/ab12.webp`,
 * `reports/2026-W47/state.pdf`). A write is whole or absent: the disk writes a temporary file and links it into
 * place, S3 makes an object visible only once it is complete, so a reader never meets half a file, even after a kill
 * -9.
 */
import type { Config } from '../config.ts';
import { DiskStore } from './disk-store.ts';
import type { S3Store } from './s3-store.ts';

export type FileStore = DiskStore | S3Store;

/** The store's key for a path the database holds (`/media/2026/11/a.webp` → `media/2026/11/a.webp`). */
export const keyOf = (storedPath: string): string => storedPath.replace(/^\/+/, '');

/** `s3://bucket/prefix` → its parts; null for the disk. */
export function parseMediaStore(value: string): { bucket: string; prefix: string } | null {
  if (value === 'disk') return null;
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) throw new Error(`MEDIA_STORE must be "disk" or s3://bucket/prefix, not ${value}`);
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/**
 * Opens the configured store. The S3 one checks at once that its bucket answers, so a wrong
 * endpoint, bucket or key stops the start with the reason instead of failing the first upload.
 * The AWS SDK is loaded only then: a disk deployment never pays for it.
 */
export async function openFileStore(config: Config): Promise<FileStore> {
  const s3 = parseMediaStore(config.MEDIA_STORE);
  if (!s3) return new DiskStore(config.dataDir);
  const { openS3Store } = await import('./s3-store.ts');
  return openS3Store({
    ...s3,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle:
      config.S3_FORCE_PATH_STYLE === 'on' || (!!config.S3_ENDPOINT && config.S3_FORCE_PATH_STYLE !== 'off'),
  });
}
