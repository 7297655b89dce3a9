/**
 * Keeps the composition in hand as the account's draft (docs/offline.md, 'Drafts'): each prepared
 * photo as soon as the slot holds it (after the crop, after a face edit), only that slot written;
 * the text, institution and meal a moment after they change. An emptied composer removes the
 * draft. Writes go one after another; Submit waits for them, then adds the post and removes the
 * draft in one transaction (save-post.ts). A refused write for want of space sets `full`, and the
 * composer says what to free (full-disk-note.tsx): what it holds is not lost while the page is open.
 */
import { useEffect, useRef, useState } from 'react';
import type { Meal } from '@common/schedule';
import type { Name } from '@common/contract/shared';
import { outboxDb } from '@/offline/outbox-db';
import { removeDraft, saveDraft, type DraftFields, type SlotChange } from '@/offline/draft-table';
import { isQuotaError } from '@/offline/quota';
import { PHOTO_SLOTS, type PhotoSlot } from '@/offline/outbox-types';
import { toDraftPhoto, type DraftPhoto } from './draft-photo';
import type { Slots } from './use-photo-slots';
import { newClientId } from './save-post';

/** How long typing may go on before the text is written (a write per key would be wasted). */
const TEXT_PAUSE_MS = 300;

export type FullDisk = 'draft' | 'submit' | null;

export interface DraftInput {
  institution: { id: number; name: Name } | null;
  meal: Meal | null;
  content: string;
  slots: Slots;
}

/** `restoredId`: the continued draft's id, or none for a new composition. */
export function useDraft(accountId: string, restoredId: string | undefined, input: DraftInput) {
  const { institution, meal, content, slots } = input;
  const [id] = useState(() => restoredId ?? newClientId());
  const [full, setFull] = useState<FullDisk>(null);
  const saved = useRef<Slots>(slots);
  // The original file last written per slot: written again only when a new pick brings another.
  const originals = useRef<Partial<Record<PhotoSlot, Blob>>>(
    Object.fromEntries(PHOTO_SLOTS.flatMap((slot) => (slots[slot] ? [[slot, slots[slot].original]] : []))),
  );
  const written = useRef(Boolean(restoredId));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const closed = useRef(false);
  const fields: DraftFields = {
    id,
    account_id: accountId,
    organization_id: institution?.id ?? null,
    organization_name: institution?.name ?? null,
    meal,
    content,
  };
  const empty = content.trim() === '' && PHOTO_SLOTS.every((slot) => !slots[slot]);
  const latest = useRef(fields);
  const emptyNow = useRef(empty);
  // Before the effects below: a write reads the fields as they are when it runs.
  useEffect(() => {
    latest.current = fields;
    emptyNow.current = empty;
  });

  // Slots whose last write was refused: written again at the next change, or when the warden comes
  // back to the page (after freeing space in the gallery, say). The note stays until none is left.
  const refused = useRef(new Set<PhotoSlot>());
  const enqueue = (write: () => Promise<void>, slot?: PhotoSlot) => {
    queue.current = queue.current.then(async () => {
      if (closed.current) return;
      try {
        await write();
        if (slot) refused.current.delete(slot);
        if (refused.current.size === 0) setFull((was) => (was === 'draft' ? null : was));
      } catch (error) {
        if (slot) {
          refused.current.add(slot);
          saved.current = { ...saved.current, [slot]: undefined };
          originals.current = { ...originals.current, [slot]: undefined };
        }
        if (isQuotaError(error)) setFull('draft');
        else console.error('Saving the draft failed', error);
      }
    });
  };

  const save = (change: SlotChange<DraftPhoto> | null) => {
    written.current = true;
    enqueue(() => saveDraft(outboxDb(), latest.current, change), change?.slot);
  };

  /** Writes each slot that holds another photo than the one last written, alone, with the fields. */
  const syncSlots = (now: Slots) => {
    for (const slot of PHOTO_SLOTS) {
      const photo = now[slot];
      if (photo === saved.current[slot]) continue;
      saved.current = { ...saved.current, [slot]: photo };
      const original = photo && photo.original !== originals.current[slot] ? photo.original : undefined;
      originals.current = { ...originals.current, [slot]: photo?.original };
      if (photo) save({ slot, photo: toDraftPhoto(photo), original });
      else if (written.current) save({ slot, photo: null });
    }
  };
  const latestSlots = useRef(slots);
  useEffect(() => {
    latestSlots.current = slots;
    syncSlots(slots);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each slot's photo object marks its change
  }, [slots]);

  // The fields a moment after the last change, at once when the page is hidden (the phone may
  // kill a hidden tab) or the composer closes; an emptied composer leaves no draft behind.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const writeFields = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    syncSlots(latestSlots.current);
    if (!emptyNow.current) save(null);
    else if (written.current) {
      written.current = false;
      enqueue(() => removeDraft(outboxDb(), id));
    }
  };
  useEffect(() => {
    timer.current = setTimeout(writeFields, TEXT_PAUSE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields are read at the write
  }, [content, institution?.id, meal, empty]);
  useEffect(() => {
    const onVisibility = () => {
      const hidden = document.visibilityState === 'hidden';
      if ((hidden && timer.current) || (!hidden && refused.current.size > 0)) writeFields();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer.current) writeFields();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the page and the composer's end
  }, []);

  /** Submit: the writes made so far land first, and none comes after the post (which removes the draft). */
  const beforeSubmit = async () => {
    if (timer.current) writeFields();
    await queue.current;
    closed.current = true;
  };
  /** The post was not saved: the draft is kept and saving goes on. Answers whether the phone is full. */
  const submitFailed = (error: unknown): boolean => {
    closed.current = false;
    const quota = isQuotaError(error);
    if (quota) setFull('submit');
    return quota;
  };

  return { id, full, beforeSubmit, submitFailed };
}
