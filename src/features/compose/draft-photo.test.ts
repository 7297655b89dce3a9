// @vitest-environment node
/**
 * A prepared photo goes into the draft whole and comes back as the composer held it: the
 * original as a File with its name, type and date (for 'Crop' again, face edits and how it came
 * in), the preview and base shown through object URLs of the stored blobs, nothing decoded.
 */
import { describe, expect, it } from 'vitest';
import type { StoredDraft } from '@/offline/draft-types';
import { slotsFromDraft, toDraftPhoto, type DraftPhoto } from './draft-photo';
import type { SlotPhoto } from './use-photo-slots';

const original = new File([new Uint8Array([0xff, 0xd8, 9])], 'IMG_1.jpg', { type: 'image/jpeg', lastModified: 1234 });
const slot: SlotPhoto = {
  original,
  preview: new Blob(['preview'], { type: 'image/jpeg' }),
  previewUrl: 'blob:old-preview',
  previewSize: { width: 400, height: 300 },
  exifTakenAt: '2026-05-14T12:58:30+05:30',
  crop: { x: 1, y: 2, width: 300, height: 200, rotate: 0 } as SlotPhoto['crop'],
  base: new Blob(['base'], { type: 'image/jpeg' }),
  thumbUrl: 'blob:old-thumb',
  size: { width: 1600, height: 1067 },
  faces: { detected: 1, boxes: [], hand: [], detector: 'ran' } as unknown as SlotPhoto['faces'],
  noPeople: false,
  removed: 1,
  noFacesConfirmed: true,
  source: { source: 'CAMERA', fileTime: '2026-05-14T07:28:30.000Z' },
};

describe('draft photos', () => {
  it('keep everything the slot held and come back with new object URLs', async () => {
    const stored = toDraftPhoto(slot);
    expect(stored).not.toHaveProperty('previewUrl');
    expect(stored).not.toHaveProperty('thumbUrl');
    expect(stored).not.toHaveProperty('original'); // stored apart, once per pick
    // A browser may give a stored File back as a plain Blob: the File is made again from its fields.
    const row: StoredDraft<DraftPhoto>['photos'][number] = {
      draft_id: 'd',
      slot: 4,
      saved_at: 1,
      photo: stored,
      original: new Blob([original]),
    };
    const back = slotsFromDraft([row])[4]!;
    expect(back.original).toBeInstanceOf(File);
    expect([back.original.name, back.original.type, back.original.lastModified]).toEqual([
      'IMG_1.jpg',
      'image/jpeg',
      1234,
    ]);
    expect(new Uint8Array(await back.original.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 9]));
    expect(back.previewUrl).toMatch(/^blob:/);
    expect(back.previewUrl).not.toBe(slot.previewUrl);
    expect(back.thumbUrl).not.toBe(back.previewUrl);
    const { original: _o, previewUrl: _p, thumbUrl: _t, ...rest } = back;
    const { original: _o2, previewUrl: _p2, thumbUrl: _t2, ...before } = slot;
    expect(rest).toEqual(before);
    URL.revokeObjectURL(back.previewUrl);
    URL.revokeObjectURL(back.thumbUrl);
  });
});
