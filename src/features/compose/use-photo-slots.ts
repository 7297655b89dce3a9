/**
 * The four photo slots of the composer and the crop step between picking a photo and keeping it:
 * pick → the worker reads EXIF and makes a preview → 'Crop Image' → the worker crops the original
 * → the slot holds the cropped photo, its faces already pixelated by the worker (stamping waits
 * for Submit, when institution, meal and time are final). The warden may blur more faces by hand
 * or remove a box (the worker redraws from the original with the boxes left: face-edits.ts), or, where the
 * detector could not run, say the photo has no people. The original stays in memory so 'Crop'
 * can start again from full quality; it never reaches the outbox. Object URLs are revoked as soon
 * as nothing shows them. How each photo came in (camera or gallery, photo-source.ts) is judged at the
 * pick and kept with the slot.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { UPLOAD_MSG } from '@common/uploads';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { cropPhoto, forgetPhoto, inspectPhoto, type PhotoFaces } from '@/photos/photo-client';
import type { CropBox, Size } from '@/photos/photo-maths';
import type { PhotoSlot } from '@/offline/outbox-types';
import type { BoxEdit } from './face-edits';
import { photoSourceOf, type PickedSource } from './photo-source';

export interface SlotPhoto {
  original: File;
  /** The preview's blob, kept for the draft (use-draft.ts). */
  preview: Blob;
  previewUrl: string;
  previewSize: Size;
  exifTakenAt: string | null;
  crop: CropBox;
  base: Blob;
  thumbUrl: string;
  /** The cropped photo's size, which the faces' boxes are in. */
  size: Size;
  faces: PhotoFaces;
  /** The warden said there are no people in it (asked only when the detector could not run). */
  noPeople: boolean;
  /** How many of the detector's boxes the warden removed (not faces: a plate, say). */
  removed: number;
  /** Photo 4 only: its last box was removed after the warden said no child's face can be seen. */
  noFacesConfirmed: boolean;
  /** Camera or gallery, judged when it was picked. */
  source: PickedSource;
}

export interface CropSession {
  slot: PhotoSlot;
  original: File;
  preview: Blob | null;
  previewUrl: string | null;
  previewSize: Size | null;
  exifTakenAt: string | null;
  source: PickedSource;
  busy: boolean;
}

export type Slots = Partial<Record<PhotoSlot, SlotPhoto>>;

/** `restored`: a draft's photos (draft-photo.ts), whose object URLs this hook then owns. */
export function usePhotoSlots(restored: Slots = {}) {
  const t = useT();
  const [slots, setSlots] = useState<Slots>(restored);
  const [session, setSession] = useState<CropSession | null>(null);
  const urls = useRef(new Set(Object.values(restored).flatMap((photo) => [photo.previewUrl, photo.thumbUrl])));

  const track = (blob: Blob): string => {
    const url = URL.createObjectURL(blob);
    urls.current.add(url);
    return url;
  };
  const drop = (url: string | null | undefined) => {
    if (url && urls.current.delete(url)) URL.revokeObjectURL(url);
  };

  const live = useRef(false);
  useEffect(() => {
    live.current = true;
    const all = urls.current;
    // A moment later, and only if not mounted again: React's strict mode remounts at once, and a
    // restored draft's URLs were made before the first mount.
    return () => {
      live.current = false;
      setTimeout(() => live.current || all.forEach((url) => URL.revokeObjectURL(url)));
    };
  }, []);

  /** `camera`: it came through the camera button (the input with `capture`). */
  const pick = async (slot: PhotoSlot, original: File, camera = false) => {
    const source = photoSourceOf(original, camera, Date.now());
    // Transitions let React render the dialog and the cropper in slices, never one long task.
    startTransition(() =>
      setSession({
        slot,
        original,
        preview: null,
        previewUrl: null,
        previewSize: null,
        exifTakenAt: null,
        source,
        busy: false,
      }),
    );
    try {
      const seen = await inspectPhoto(original, slot);
      const previewUrl = track(seen.preview);
      startTransition(() =>
        setSession((s) =>
          s?.original === original
            ? { ...s, preview: seen.preview, previewUrl, previewSize: seen.previewSize, exifTakenAt: seen.exifTakenAt }
            : s,
        ),
      );
    } catch {
      setSession((s) => (s?.original === original ? null : s));
      toast.error(t.text(UPLOAD_MSG.typeNotSupported));
    }
  };

  const recrop = (slot: PhotoSlot) => {
    const photo = slots[slot];
    if (!photo) return;
    setSession({
      slot,
      original: photo.original,
      preview: photo.preview,
      previewUrl: photo.previewUrl,
      previewSize: photo.previewSize,
      exifTakenAt: photo.exifTakenAt,
      source: photo.source,
      busy: false,
    });
  };

  const keep = (slot: PhotoSlot, photo: Omit<SlotPhoto, 'thumbUrl'>, cropped: Blob) => {
    const previous = slots[slot];
    if (previous && previous.previewUrl !== photo.previewUrl) drop(previous.previewUrl);
    drop(previous?.thumbUrl);
    setSlots((all) => ({ ...all, [slot]: { ...photo, thumbUrl: track(cropped) } }));
  };

  const confirm = async (box: CropBox) => {
    if (!session?.previewSize || !session.previewUrl || !session.preview) return;
    const current = session;
    setSession({ ...current, busy: true });
    try {
      const cropped = await cropPhoto(current.original, box, current.previewSize!, { slot: current.slot });
      keep(
        current.slot,
        {
          original: current.original,
          preview: current.preview!,
          previewUrl: current.previewUrl!,
          previewSize: current.previewSize!,
          exifTakenAt: current.exifTakenAt,
          crop: box,
          base: cropped.blob,
          size: { width: cropped.width, height: cropped.height },
          faces: cropped.faces,
          noPeople: false,
          removed: 0,
          noFacesConfirmed: false,
          source: current.source,
        },
        cropped.blob,
      );
      setSession(null);
    } catch {
      setSession({ ...current, busy: false });
      toast.error(t.text(UPLOAD_MSG.typeNotSupported));
    }
  };

  /** The boxes changed: redraw from the original with those left (the detector does not run again). */
  const setBoxes = async (slot: PhotoSlot, edit: BoxEdit) => {
    const photo = slots[slot];
    if (!photo) return;
    const found = photo.faces.detector === 'ran' ? edit.found : undefined;
    const cropped = await cropPhoto(photo.original, photo.crop, photo.previewSize, { slot, hand: edit.hand, found });
    const { removed, noFacesConfirmed } = edit;
    keep(slot, { ...photo, base: cropped.blob, faces: cropped.faces, removed, noFacesConfirmed }, cropped.blob);
  };

  const setNoPeople = (slot: PhotoSlot, noPeople: boolean) =>
    setSlots((all) => (all[slot] ? { ...all, [slot]: { ...all[slot], noPeople } } : all));

  const cancel = () => {
    if (session?.busy) return;
    forgetPhoto();
    // A preview made for a new pick is shown nowhere else; one reopened from a slot stays.
    if (session && slots[session.slot]?.previewUrl !== session.previewUrl) drop(session.previewUrl);
    setSession(null);
  };

  const remove = (slot: PhotoSlot) => {
    const photo = slots[slot];
    if (!photo) return;
    drop(photo.previewUrl);
    drop(photo.thumbUrl);
    setSlots((all) => {
      const next = { ...all };
      delete next[slot];
      return next;
    });
  };

  return { slots, session, pick, recrop, confirm, cancel, remove, setBoxes, setNoPeople };
}
