/**
 * The add-tweet form: institution, Meal (use-meal-choice.ts), description, four photo slots with
 * their faces blurred (faces-check.tsx), what Submit still needs (compose-needs.tsx), Submit and
 * Cancel. Submit takes the time at the press, stamps the photos and saves the post to the outbox,
 * wakes the sender and goes back; the sender's verdict arrives later as a toast. Online or offline
 * it is the same path. On a holiday the notice replaces description and Submit. What is composed stays
 * on the phone as a draft until Submit (use-draft.ts); a full phone is said (full-disk-note.tsx).
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Schedule } from '@common/contract/answers/reference';
import type { Meal } from '@common/schedule';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { toast } from '@/toast/toast-store';
import { useSession } from '@/session/use-session';
import { requestDrain } from '@/offline/outbox-app';
import { endPhotoWorker, warmPhotoWorker } from '@/photos/photo-client';
import { PHOTO_SLOTS } from '@/offline/outbox-types';
import { InstitutionChoice, MealChoice } from './compose-choices';
import { composeNeeds, NEEDS_ID, SubmitNeeds } from './compose-needs';
import { useMealChoice } from './use-meal-choice';
import { canSubmit, validateCompose, type ComposeErrors } from '@/lib/compose-validation';
import { CropDialog } from './lazy-dialogs';
import { DescriptionField } from '@/components/post/description-field';
import { HolidayNotice } from './holiday-notice';
import { LocationLine, PhotoSlots, SLOT_LABEL } from './photo-slots';
import { saveComposed } from './save-composed';
import { useLocation } from './use-location';
import { usePhotoSlots } from './use-photo-slots';
import { useFacesCheck } from './faces-check';
import type { WardenInstitutions } from './warden-institutions-api';
import { useDraft } from './use-draft';
import { FullDiskNote } from './full-disk-note';
import type { RestoredDraft } from './use-draft-offer';

/** The hostel and meal the home's checklist chose, when it opened the composer. */
export interface ComposePreset {
  organization?: number;
  meal?: Meal;
  /** A continued draft (draft-offer.tsx): its text and prepared photos. */
  draft?: RestoredDraft | null;
}

interface ComposeFormProps {
  institutions: WardenInstitutions;
  /** The last `GET schedule` answer, from the network or the phone; null if it never had one. */
  schedule: Schedule | null;
  preset?: ComposePreset;
  onDone: () => void;
  onCancel: () => void;
}

export function ComposeForm({ institutions, schedule, preset = {}, onDone, onCancel }: ComposeFormProps) {
  const t = useT();
  const user = useSession();
  const location = useLocation();
  const photos = usePhotoSlots(preset.draft?.slots);
  useEffect(warmPhotoWorker, []); // the face detector loads while the warden fills the form
  const [tried, setTried] = useState(false);
  const faces = useFacesCheck(photos, tried, (slot) => t(SLOT_LABEL[slot]));
  const { items } = institutions;
  const [organizationId, setOrganizationId] = useState<number | null>(
    items.find((item) => item.id === preset.organization)?.id ?? (items.length === 1 ? items[0]!.id : null),
  );
  const [content, setContent] = useState(preset.draft?.content ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const chosen = items.find((item) => item.id === organizationId) ?? null;
  const onHoliday = Boolean(chosen?.holidays.is_holidays && institutions.holidaysCurrent);
  const { meal, setMeal, slots, now, taken } = useMealChoice(items, chosen, schedule, preset.meal);
  const draft = useDraft(user.id, preset.draft?.id, { institution: chosen, meal, content, slots: photos.slots });
  const fields = { organizationId, meal, content, photos: PHOTO_SLOTS.map((slot) => Boolean(photos.slots[slot])) };
  const needs = composeNeeds({
    organizationId,
    meal,
    content,
    hasMenuPhoto: fields.photos[0]!,
    facesBlocking: faces.blocking,
    slots,
    now,
    taken,
  });
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
      await draft.beforeSubmit();
      await saveComposed({
        accountId: user.id,
        institution: chosen,
        meal,
        content,
        slots: photos.slots,
        location: location.status === 'found' ? { latitude: location.latitude, longitude: location.longitude } : null,
        submittedAt,
        draftId: draft.id,
      });
    } catch (error) {
      console.error('Saving the post failed', error);
      toast.error(t(draft.submitFailed(error) ? 'drafts.full.title' : 'compose.saveFailed'));
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
        <MealChoice value={meal} slots={slots} now={now} taken={taken} onChange={setMeal} />

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
            required
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

        <FullDiskNote full={draft.full} />
        {onHoliday ? null : <SubmitNeeds needs={needs} />}
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button look="bordered" width="auto" className="sm:min-w-36" onClick={onCancel} disabled={saving}>
            {t('compose.cancel')}
          </Button>
          {onHoliday ? null : (
            <Button
              type="submit"
              width="auto"
              className="sm:min-w-36"
              busy={saving}
              disabled={!canSubmit(fields)}
              aria-describedby={needs.length > 0 ? NEEDS_ID : undefined}
            >
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
