/**
 * A prepared photo as the draft keeps it (docs/offline.md, 'Drafts'): everything the composer
 * holds for the slot, so the warden goes on as before the tab was killed: the original (for 'Crop'
 * again and face edits), its preview and size, the crop box, the cropped and blurred base, the
 * faces and what the warden said of them, how it came in and its EXIF time. The original file is
 * stored apart, once per pick (draft-table.ts). Restoring decodes nothing: the stored blobs are
 * shown through object URLs.
 */
import type { StoredDraft } from '@/offline/draft-types';
import type { PhotoSlot } from '@/offline/outbox-types';
import type { SlotPhoto, Slots } from './use-photo-slots';

/** What the slot holds, less the original (stored apart) and the object URLs (made again on restore). */
export type DraftPhoto = Omit<SlotPhoto, 'original' | 'previewUrl' | 'thumbUrl'> & {
  /** The original's name, type and date, to make it a File again. */
  name: string;
  type: string;
  lastModified: number;
};

export function toDraftPhoto(photo: SlotPhoto): DraftPhoto {
  const { original, previewUrl: _preview, thumbUrl: _thumb, ...kept } = photo;
  return { ...kept, name: original.name, type: original.type, lastModified: original.lastModified };
}

/** The stored original as a File again (a browser may hand a stored File back as a plain Blob). */
function asFile(original: Blob, stored: DraftPhoto): File {
  if (typeof File !== 'undefined' && original instanceof File) return original;
  return new File([original], stored.name, { type: stored.type, lastModified: stored.lastModified });
}

/** The slots of a stored draft, each with object URLs of its stored preview and base (the caller owns them). */
export function slotsFromDraft(rows: StoredDraft<DraftPhoto>['photos']): Slots {
  const slots: Slots = {};
  for (const { slot, photo, original } of rows) {
    const { name: _name, type: _type, lastModified: _modified, ...kept } = photo;
    slots[slot as PhotoSlot] = {
      ...kept,
      original: asFile(original, photo),
      previewUrl: URL.createObjectURL(photo.preview),
      thumbUrl: URL.createObjectURL(photo.base),
    };
  }
  return slots;
}
