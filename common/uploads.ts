/**
 * Upload rules (docs/product.md, 'Validation rules' and 'Limits'): allowed types, per-type size limits, the size
 * rule, file-name cleaning, readable sizes and abbreviated numbers. The phone checks before sending; the server
 * checks again from the bytes.
 */
export const MEDIA_TYPES = ['image', 'audio', 'video', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const BYTES_PER_MB = 1048576;
export const MAX_MB: Record<MediaType, number> = { image: 5, audio: 10, video: 50, document: 25 };
export const MAX_FILES_PER_SELECTION = 10;
/** The server reads no file past this, whatever its type's limit (which answers with its own message). */
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;

export const ALLOWED_EXTENSIONS: Record<MediaType, readonly string[]> = {
  image: ['svg', 'gif', 'jpg', 'jpeg', 'png', 'webp'],
  audio: ['wav', 'mp3'],
  video: ['mp4', 'm4v', 'mov', 'webm', 'avi', 'mpeg'],
  document: ['pdf'],
};

export const UPLOAD_MSG = {
  typeNotSupported: 'File type not supported!',
  sizeExceeded: 'File size limit exceeded!',
  belowMax: '{type} should be below {max} MB.',
  tooMany: 'You can select upto {n} files at once.',
  fileRequired: 'File is required.',
  uploaded: 'Media upload successfull',
  tooManyPixels: 'The image is too large to open: at most {max} megapixels.',
  damaged: 'The file is damaged or incomplete. Please send the original again.',
  unsafeSvg: 'SVG files with scripts, event handlers, embedded pages or outside links are not accepted.',
  oneFileOnly: 'Send one file at a time.',
} as const;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}

export function mediaTypeOfExtension(ext: string): MediaType | null {
  const lower = ext.toLowerCase();
  return (MEDIA_TYPES.find((type) => ALLOWED_EXTENSIONS[type].includes(lower)) ?? null) as MediaType | null;
}

/** The contract (docs/product.md, 'Validation rules'): the size in MB, rounded down, must be below the type's maximum. */
export function isSizeAllowed(bytes: number, type: MediaType): boolean {
  return Math.floor(bytes / BYTES_PER_MB) < MAX_MB[type];
}

/** Non-word characters removed, spaces become hyphens; the extension is kept. */
export function cleanFileName(name: string): string {
  const ext = extensionOf(name);
  const base = ext ? name.slice(0, -(ext.length + 1)) : name;
  const cleaned = base
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-');
  const safe = cleaned || 'file';
  return ext ? `${safe}.${ext}` : safe;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Bytes to a readable size, from Bytes up to YB (1024 steps). */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** i;
  return `${Number.parseFloat(value.toFixed(decimals))} ${SIZE_UNITS[i]}`;
}

/** Numbers abbreviated with k, M, G. */
export function abbreviateNumber(n: number): string {
  const abs = Math.abs(n);
  const fmt = (v: number, unit: string) => `${Number.parseFloat(v.toFixed(1))}${unit}`;
  if (abs >= 1e9) return fmt(n / 1e9, 'G');
  if (abs >= 1e6) return fmt(n / 1e6, 'M');
  if (abs >= 1e3) return fmt(n / 1e3, 'k');
  return String(n);
}
