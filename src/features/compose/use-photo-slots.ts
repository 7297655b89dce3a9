/**
 * The four photo slots of the composer and the crop step between picking a photo and keeping it:
 * pick → the worker reads EXIF and makes a preview → 'Crop Image' → the worker crops the original
 * → the slot holds the cropped photo (stamping waits for Submit, when institution, meal and time
 * are final). The original stays in memory so 'Crop' can start again from full quality. Object
 * URLs are revoked as soon as nothing shows them.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { UPLOAD_MSG } from '@common/uploads';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { cropPhoto, inspectPhoto } from '@/photos/photo-client';
import type { CropBox, Size } from '@/photos/photo-maths';
import type { PhotoSlot } from '@/offline/outbox-types';

export interface SlotPhoto {
  original: File;
  previewUrl: string;
  previewSize: Size;
  exifTakenAt: string | null;
  base: Blob;
  thumbUrl: string;
}

export interface CropSession {
  slot: PhotoSlot;
  original: File;
  previewUrl: string | null;
  previewSize: Size | null;
  exifTakenAt: string | null;
  busy: boolean;
}

export type Slots = Partial<Record<PhotoSlot, SlotPhoto>>;

export function usePhotoSlots() {
  const t = useT();
  const [slots, setSlots] = useState<Slots>({});
  const [session, setSession] = useState<CropSession | null>(null);
  const urls = useRef(new Set<string>());

  const track = (blob: Blob): string => {
    const url = URL.createObjectURL(blob);
    urls.current.add(url);
    return url;
  };
  const drop = (url: string | null | undefined) => {
    if (url && urls.current.delete(url)) URL.revokeObjectURL(url);
  };

  useEffect(() => {
    const all = urls.current;
    return () => all.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const pick = async (slot: PhotoSlot, original: File) => {
    // Transitions let React render the dialog and the cropper in slices, never one long task.
    startTransition(() =>
      setSession({ slot, original, previewUrl: null, previewSize: null, exifTakenAt: null, busy: false }),
    );
    try {
      const seen = await inspectPhoto(original);
      const previewUrl = track(seen.preview);
      startTransition(() =>
        setSession((s) =>
          s?.original === original
            ? { ...s, previewUrl, previewSize: seen.previewSize, exifTakenAt: seen.exifTakenAt }
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
      previewUrl: photo.previewUrl,
      previewSize: photo.previewSize,
      exifTakenAt: photo.exifTakenAt,
      busy: false,
    });
  };

  const confirm = async (box: CropBox) => {
    if (!session?.previewSize || !session.previewUrl) return;
    const current = session;
    setSession({ ...current, busy: true });
    try {
      const cropped = await cropPhoto(current.original, box, current.previewSize!);
      const previous = slots[current.slot];
      if (previous && previous.previewUrl !== current.previewUrl) drop(previous.previewUrl);
      drop(previous?.thumbUrl);
      const photo: SlotPhoto = {
        original: current.original,
        previewUrl: current.previewUrl!,
        previewSize: current.previewSize!,
        exifTakenAt: current.exifTakenAt,
        base: cropped.blob,
        thumbUrl: track(cropped.blob),
      };
      setSlots((all) => ({ ...all, [current.slot]: photo }));
      setSession(null);
    } catch {
      setSession({ ...current, busy: false });
      toast.error(t.text(UPLOAD_MSG.typeNotSupported));
    }
  };

  const cancel = () => {
    if (session?.busy) return;
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

  return { slots, session, pick, recrop, confirm, cancel, remove };
}
