/**
 * What the composer hands to save-post.ts at Submit: the chosen institution and meal with the
 * meal's name in both languages (the stamp always carries English and Kannada, so Kannada loads
 * here from the precache whatever the screen shows), the English slot names for the files, and
 * each slot's cropped photo with what the warden did about its faces (face-edits.ts).
 */
import type { Meal } from '@common/schedule';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import { en } from '@/i18n';
import { PHOTO_SLOTS, type PhotoSlot } from '@/offline/outbox-types';
import { mealLabel } from './compose-choices';
import { facesToSave } from './face-edits';
import { SLOT_LABEL } from './photo-slots';
import { savePost } from './save-post';
import type { Slots } from './use-photo-slots';

const SLOT_NAMES = Object.fromEntries(PHOTO_SLOTS.map((slot) => [slot, en[SLOT_LABEL[slot]]])) as Record<
  PhotoSlot,
  string
>;

export interface Composed {
  accountId: string;
  institution: Pick<WardenInstitution, 'id' | 'name'>;
  meal: Meal;
  content: string;
  slots: Slots;
  location: { latitude: number; longitude: number } | null;
  /** The moment Submit was pressed. */
  submittedAt: Date;
  draftId: string;
}

export async function saveComposed({ slots, ...post }: Composed): Promise<void> {
  const { kn } = await import('@/i18n/kn');
  await savePost({
    ...post,
    mealLabel: { en: en[mealLabel(post.meal)], kn: kn[mealLabel(post.meal)] },
    slotNames: SLOT_NAMES,
    photos: PHOTO_SLOTS.flatMap((slot) => {
      const photo = slots[slot];
      if (!photo) return [];
      const { base, exifTakenAt, source } = photo;
      return [{ slot, base, exifTakenAt, source, ...facesToSave(photo) }];
    }),
  });
}
