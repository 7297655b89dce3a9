/**
 * The add-tweet form: institution, Meal (preset from the clock by the schedule of the institution's
 * type, the one the server judges by), description, four photo slots with their faces blurred
 * (faces-check.tsx), Submit and Cancel. Submit
 * takes the time at the press, stamps the photos and saves the post to the outbox, wakes the
 * sender and goes back; the sender's verdict arrives later as a toast.
 * Online or offline it is the same path. On a holiday the notice replaces description and Submit.
 */
import { useState, type FormEvent } from 'react';
import type { Schedule } from '@common/contract/answers/reference';
import type { OrganizationType } from '@common/organizations';
import { DEFAULT_SLOTS, presetOpenMeal, type Meal } from '@common/schedule';
import { servedSlotsAt } from '@common/schedule-in-force';
import { en, useT } from '@/i18n';
import { Button } from '@/components/button';
import { toast } from '@/toast/toast-store';
import { useSession } from '@/session/use-session';
import { requestDrain } from '@/offline/outbox-app';
import { endPhotoWorker } from '@/photos/photo-client';
import { PHOTO_SLOTS, type PhotoSlot } from '@/offline/outbox-types';
import { InstitutionChoice, MealChoice, mealLabel, useNow } from './compose-choices';
import { canSubmit, validateCompose, type ComposeErrors } from './compose-validation';
import { CropDialog } from './crop-dialog';
import { DescriptionField } from './description-field';
import { HolidayNotice } from './holiday-notice';
import { LocationLine, PhotoSlots, SLOT_LABEL } from './photo-slots';
import { savePost } from './save-post';
import { useLocation } from './use-location';
import { usePhotoSlots } from './use-photo-slots';
import { useFacesCheck } from './faces-check';
import { facesToSave } from './face-edits';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import type { WardenInstitutions } from './warden-institutions-api';

const SLOT_NAMES = Object.fromEntries(PHOTO_SLOTS.map((slot) => [slot, en[SLOT_LABEL[slot]]])) as Record<
  PhotoSlot,
  string
>;

/** The type of all the warden's institutions when they share one: its times hold whichever is chosen. */
function sharedType(items: readonly WardenInstitution[]): OrganizationType | undefined {
  const types = new Set(items.map((item) => item.organization_type));
  return types.size === 1 ? [...types][0] : undefined;
}

interface ComposeFormProps {
  institutions: WardenInstitutions;
  /** The last `GET schedule` answer, from the network or the phone; null if it never had one. */
  schedule: Schedule | null;
  onDone: () => void;
  onCancel: () => void;
}

export function ComposeForm({ institutions, schedule, onDone, onCancel }: ComposeFormProps) {
  const t = useT();
  const user = useSession();
  const location = useLocation();
  const photos = usePhotoSlots();
  const [tried, setTried] = useState(false);
  const faces = useFacesCheck(photos, tried, (slot) => t(SLOT_LABEL[slot]));
  const { items } = institutions;
  const [organizationId, setOrganizationId] = useState<number | null>(items.length === 1 ? items[0]!.id : null);
  // The day being posted, and the moment the meal is preset for, are when the form opened.
  const [openedAt] = useState(() => new Date());
  const [pickedMeal, setMeal] = useState<Meal | null>(null);
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const chosen = items.find((item) => item.id === organizationId) ?? null;
  const onHoliday = Boolean(chosen?.holidays.is_holidays && institutions.holidaysCurrent);
  // Unknown while types differ and none is chosen (or in a list saved before it carried types):
  // no due time is shown rather than one that may not hold.
  const type = chosen ? chosen.organization_type : sharedType(items);
  const slots = type ? servedSlotsAt(schedule, type, openedAt) : null;
  // Until the warden picks a meal, the preset follows the chosen institution's schedule, and is a
  // meal that had opened when the form opened (none before the day's first: the server refuses a
  // post before then). It never moves while the warden composes; `now` only opens the cards.
  const now = useNow();
  const meal = pickedMeal ?? presetOpenMeal(openedAt, slots ?? DEFAULT_SLOTS);
  const fields = { organizationId, meal, content, photos: PHOTO_SLOTS.map((slot) => Boolean(photos.slots[slot])) };
  const live: ComposeErrors = validateCompose(fields);
  const shown = (field: keyof ComposeErrors, visible: boolean) =>
    visible && live[field] ? t.text(live[field]) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const submittedAt = new Date();
    setTried(true);
    if (Object.keys(live).length > 0 || faces.blocking || !chosen || !meal || onHoliday || saving) return;
    setSaving(true);
    try {
      // The stamp always carries both languages: Kannada loads here (from the precache) whatever the screen shows.
      const { kn } = await import('@/i18n/kn');
      await savePost({
        accountId: user.id,
        institution: chosen,
        meal,
        mealLabel: { en: en[mealLabel(meal)], kn: kn[mealLabel(meal)] },
        slotNames: SLOT_NAMES,
        content,
        photos: PHOTO_SLOTS.flatMap((slot) => {
          const photo = photos.slots[slot];
          if (!photo) return [];
          return [{ slot, base: photo.base, exifTakenAt: photo.exifTakenAt, ...facesToSave(photo) }];
        }),
        location: location.status === 'found' ? { latitude: location.latitude, longitude: location.longitude } : null,
        submittedAt,
      });
    } catch (error) {
      console.error('Saving the post failed', error);
      toast.error(t('compose.saveFailed'));
      setSaving(false);
      return;
    }
    endPhotoWorker();
    requestDrain();
    toast.success(t(navigator.onLine ? 'compose.saved.sending' : 'compose.saved.offline'), { duration: 5000 });
    onDone();
  };

  const session = photos.session;
  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {institutions.fromCache ? (
          <p className="rounded-xl bg-brand-50 px-3 py-2 text-[15px] text-brand-900">{t('compose.offlineList')}</p>
        ) : null}
        <InstitutionChoice
          items={items}
          value={organizationId}
          error={shown('institution', tried)}
          onChange={setOrganizationId}
        />
        <MealChoice value={meal} slots={slots} now={now} onChange={setMeal} />

        {onHoliday && chosen ? (
          <HolidayNotice institution={chosen} />
        ) : (
          <DescriptionField
            id="tweet-content"
            value={content}
            onChange={setContent}
            onBlur={() => setTouched(true)}
            error={shown('content', tried || touched)}
            placeholder={t('compose.descriptionPlaceholder')}
          />
        )}

        {/* Nothing can be posted on a holiday: the photo slots would only invite wasted work. */}
        {onHoliday ? null : (
          <section aria-labelledby="photos-heading" className="flex flex-col gap-2">
            <h3 id="photos-heading" className="text-[15px] font-semibold text-ink">
              {t('compose.photos')}
            </h3>
            <LocationLine location={location} />
            <PhotoSlots
              slots={photos.slots}
              error={shown('photo', tried)}
              disabled={saving}
              onPick={photos.pick}
              onCrop={photos.recrop}
              onRemove={photos.remove}
              renderFaces={faces.line}
            />
          </section>
        )}

        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button look="bordered" width="auto" className="sm:min-w-36" onClick={onCancel} disabled={saving}>
            {t('compose.cancel')}
          </Button>
          {onHoliday ? null : (
            <Button type="submit" width="auto" className="sm:min-w-36" busy={saving} disabled={!canSubmit(fields)}>
              {saving ? t('compose.saving') : t('compose.submit')}
            </Button>
          )}
        </div>
      </form>

      <CropDialog
        key={session ? `${session.slot}:${session.previewUrl ?? ''}` : 'closed'}
        open={session !== null}
        previewUrl={session?.previewUrl ?? null}
        subject={session ? t(SLOT_LABEL[session.slot]) : ''}
        busy={session?.busy ?? false}
        onCancel={photos.cancel}
        onConfirm={(box) => void photos.confirm(box)}
      />
      {faces.dialog}
    </>
  );
}
