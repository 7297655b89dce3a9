/**
 * The faces of each photo in the composer (docs/spec-notes.md, 'Blurring faces on the phone'): under each filled
 * slot, how many faces were blurred and 'Check faces'; where the phone could not look for faces, a clear notice and,
 * for slots 1–3, 'No people in this photo'. A photo the detector could not look at blocks Submit until the warden
 * blurs by hand or says there are no people; slot 4 (children having meals) always needs a hand blur then. The dialog
 * redraws the photo through the worker on every change; the line also says how many of the phone's boxes were
 * removed, and for photo 4 that the warden confirmed no child's face shows (docs/spec-notes.md 'Removing a box the
 * phone found').
 */
import { useState } from 'react';
import { useT, type MessageId } from '@/i18n';
import { facesBlurredText } from '@/lib/tweet-format';
import { Button } from '@/components/button';
import { FieldError } from '@/components/text-field';
import { toast } from '@/toast/toast-store';
import type { PhotoSlot } from '@/offline/outbox-types';
import { FacesDialog } from './lazy-dialogs';
import type { BoxEdit } from './face-edits';
import type { SlotPhoto, usePhotoSlots } from './use-photo-slots';

/** What still has to be done about a photo's faces before it may be posted, if anything. */
export function facesProblem(slot: PhotoSlot, photo: SlotPhoto): MessageId | null {
  if (photo.faces.detector === 'ran') return null;
  if (slot === 4) return photo.faces.hand.length > 0 ? null : 'compose.faces.needHand';
  return photo.noPeople || photo.faces.hand.length > 0 ? null : 'compose.faces.needCheck';
}

export function facesCount(photo: SlotPhoto): number {
  return photo.faces.detected.length + photo.faces.hand.length;
}

export function useFacesCheck(
  photos: ReturnType<typeof usePhotoSlots>,
  showProblems: boolean,
  label: (slot: PhotoSlot) => string,
) {
  const t = useT();
  const [open, setOpen] = useState<PhotoSlot | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (edit: BoxEdit) => {
    if (open === null) return;
    setBusy(true);
    try {
      await photos.setBoxes(open, edit);
    } catch {
      toast.error(t('compose.faces.redrawFailed'));
    } finally {
      setBusy(false);
    }
  };

  const line = (slot: PhotoSlot) => {
    const photo = photos.slots[slot];
    if (!photo) return null;
    const count = facesCount(photo);
    const unavailable = photo.faces.detector === 'unavailable';
    const problem = facesProblem(slot, photo);
    return (
      <div className="mt-2 flex flex-col gap-2 border-t border-line pt-2">
        {unavailable ? (
          <p role="status" className="rounded-xl bg-warn-50 px-3 py-2 text-[15px] leading-relaxed text-ink">
            {t(slot === 4 ? 'compose.faces.unavailable4' : 'compose.faces.unavailable')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-[15px] font-medium text-ink" data-faces={count}>
            {unavailable && count === 0 ? t('compose.faces.notChecked') : facesBlurredText(t, count, photo.removed)}
          </span>
          <Button
            look="bordered"
            width="auto"
            onClick={() => setOpen(slot)}
            aria-label={t('compose.faces.checkFor', { slot: label(slot) })}
          >
            {t('compose.faces.check')}
          </Button>
        </div>
        {photo.removed > 0 ? (
          <p className="text-[15px] text-ink-muted" data-removed={photo.removed}>
            {photo.removed === 1
              ? t('compose.faces.removedOne')
              : t('compose.faces.removedMany', { count: photo.removed })}
          </p>
        ) : null}
        {photo.noFacesConfirmed && count === 0 ? (
          <p className="text-[15px] text-ink-muted">{t('compose.faces.confirmedNone')}</p>
        ) : null}
        {unavailable && slot !== 4 ? (
          <label className="flex min-h-11 items-center gap-3 text-[15px] text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={photo.noPeople}
              onChange={(e) => photos.setNoPeople(slot, e.target.checked)}
            />
            {t('compose.faces.noPeople')}
          </label>
        ) : null}
        <FieldError id={`faces-${slot}-error`} message={showProblems && problem ? t(problem) : undefined} />
      </div>
    );
  };

  const blocking = Object.entries(photos.slots).some(
    ([slot, photo]) => photo && facesProblem(Number(slot) as PhotoSlot, photo),
  );

  const dialog = (
    <FacesDialog
      photo={open === null ? null : (photos.slots[open] ?? null)}
      slot={open ?? 1}
      subject={open === null ? '' : label(open)}
      busy={busy}
      onChange={(edit) => void change(edit)}
      onClose={() => setOpen(null)}
    />
  );
  return { line, dialog, blocking };
}
