/**
 * The Media upload popup's list (the client-side upload item, its states and the upload rules:
 * docs/product.md, 'Records and fields', 'Media and uploads' and 'Limits'), as pure functions over an array so every
 * rule is unit-tested without a browser: a file is checked for type and size the moment it is chosen and the check
 * stays on its row; a selection that would list more than ten files waiting keeps the first ones up to ten and
 * reports it; a file is chosen, uploading, uploaded, or failed with the server's message and kept listed; the popup
 * succeeds only when every listed file is uploaded.
 */
import {
  MAX_FILES_PER_SELECTION,
  MAX_MB,
  extensionOf,
  isSizeAllowed,
  mediaTypeOfExtension,
  type MediaType,
} from '@common/uploads';

export interface UploadItem {
  id: string;
  /** The name as chosen; it is cleaned (cleanFileName) when sent. */
  name: string;
  /** The kind read from the extension; null when the type is not supported. */
  document_type: MediaType | null;
  /** An object URL of an image to show on its row; null for other kinds. */
  preview: string | null;
  size: number;
  /** The kind's limit in MB (docs/product.md, 'Limits'); 0 when the type is not supported. */
  max_size: number;
  is_file_type_error: boolean;
  is_file_size_error: boolean;
  is_allowed: boolean;
  is_uploading: boolean;
  is_uploaded: boolean;
  /** Percent of the bytes sent, 0–100. */
  progress: number;
  /** The English message of a failed upload (shown through the catalogue); null otherwise. */
  error: string | null;
  file: File;
}

export interface AddOptions {
  makeId: () => string;
  /** Makes a preview for an allowed image (an object URL); omitted in tests. */
  makePreview?: (file: File) => string | null;
}

/** A chosen file with its checks done. */
export function toUploadItem(file: File, { makeId, makePreview }: AddOptions): UploadItem {
  const type = mediaTypeOfExtension(extensionOf(file.name));
  const typeError = type === null;
  const sizeError = type !== null && !isSizeAllowed(file.size, type);
  const allowed = !typeError && !sizeError;
  return {
    id: makeId(),
    name: file.name,
    document_type: type,
    preview: allowed && type === 'image' && makePreview ? makePreview(file) : null,
    size: file.size,
    max_size: type ? MAX_MB[type] : 0,
    is_file_type_error: typeError,
    is_file_size_error: sizeError,
    is_allowed: allowed,
    is_uploading: false,
    is_uploaded: false,
    progress: 0,
    error: null,
    file,
  };
}

/** How many files are listed and not yet uploaded (the ones a selection counts against). */
export const waitingCount = (items: readonly UploadItem[]): number => items.filter((i) => !i.is_uploaded).length;

/**
 * Adds a selection. At most MAX_FILES_PER_SELECTION files wait at once: the first ones that fit
 * are kept, none of the extra, and `tooMany` says the message is due.
 */
export function addFiles(
  items: readonly UploadItem[],
  files: readonly File[],
  options: AddOptions,
): { items: UploadItem[]; tooMany: boolean } {
  const room = Math.max(0, MAX_FILES_PER_SELECTION - waitingCount(items));
  const kept = files.slice(0, room).map((file) => toUploadItem(file, options));
  return { items: [...items, ...kept], tooMany: files.length > room };
}

/** Removes a row, unless its upload is under way. */
export function removeItem(items: readonly UploadItem[], id: string): UploadItem[] {
  return items.filter((item) => item.id !== id || item.is_uploading);
}

const update = (items: readonly UploadItem[], id: string, change: (item: UploadItem) => Partial<UploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change(item) } : item));

export const startUpload = (items: readonly UploadItem[], id: string): UploadItem[] =>
  update(items, id, () => ({ is_uploading: true, progress: 0, error: null }));

export const setProgress = (items: readonly UploadItem[], id: string, percent: number): UploadItem[] =>
  update(items, id, (item) => ({
    progress: item.is_uploading ? Math.max(item.progress, Math.min(99, Math.round(percent))) : item.progress,
  }));

export const finishUpload = (items: readonly UploadItem[], id: string): UploadItem[] =>
  update(items, id, () => ({ is_uploading: false, is_uploaded: true, progress: 100, error: null }));

/** A failed upload stays listed with its own error, ready to be tried again. */
export const failUpload = (items: readonly UploadItem[], id: string, message: string): UploadItem[] =>
  update(items, id, () => ({ is_uploading: false, is_uploaded: false, progress: 0, error: message }));

/** The rows Submit sends: allowed, not uploaded, not already on their way. */
export const uploadable = (items: readonly UploadItem[]): UploadItem[] =>
  items.filter((item) => item.is_allowed && !item.is_uploaded && !item.is_uploading);

/** Success once every listed file is uploaded (and only then). */
export const allUploaded = (items: readonly UploadItem[]): boolean =>
  items.length > 0 && items.every((item) => item.is_uploaded);

export const anyUploading = (items: readonly UploadItem[]): boolean => items.some((item) => item.is_uploading);
