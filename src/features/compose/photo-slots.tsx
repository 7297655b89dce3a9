/**
 * The four photo slots (docs/product.md, 'Screens and routes': menu chart, plate with food, kitchen, children having
 * meals; only the first is required). An empty slot offers the camera (the phone opens it straight away through
 * `capture`) and the gallery; a filled one shows the cropped photo with Crop and Remove, and under it what was done
 * about its faces. Each row is a full-width card with 48 px buttons, for thumbs on small screens. Above them, one
 * quiet line says whether the stamp will carry the GPS position; nobody waits for it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { useT, type CoreMessageId } from '@/i18n';
import { Button, buttonClass } from '@/components/button';
import { FieldError } from '@/components/text-field';
import { PHOTO_SLOTS, type PhotoSlot } from '@/offline/outbox-types';
import { CropIcon, ImageIcon } from '@/components/icons';
import { CameraIcon, MapPinIcon, TrashIcon } from './compose-icons';
import type { LocationState } from './use-location';
import type { Slots } from './use-photo-slots';

export const SLOT_LABEL: Record<PhotoSlot, CoreMessageId> = {
  1: 'compose.slot.1',
  2: 'compose.slot.2',
  3: 'compose.slot.3',
  4: 'compose.slot.4',
};

interface PhotoSlotsProps {
  slots: Slots;
  error: string | undefined;
  disabled: boolean;
  /** `camera`: picked through the camera button, which the composer tells apart (photo-source.ts). */
  onPick: (slot: PhotoSlot, file: File, camera: boolean) => void;
  onCrop: (slot: PhotoSlot) => void;
  onRemove: (slot: PhotoSlot) => void;
  /** What a filled slot shows of its faces (faces-check.tsx). */
  renderFaces?: (slot: PhotoSlot) => ReactNode;
}

function PickButton({
  slot,
  camera,
  disabled,
  onPick,
}: {
  slot: PhotoSlot;
  camera: boolean;
  disabled: boolean;
  onPick: PhotoSlotsProps['onPick'];
}) {
  const t = useT();
  const label = t(SLOT_LABEL[slot]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(slot, file, camera);
  };
  return (
    <label
      className={`${buttonClass({ look: 'bordered', width: 'full' })} px-3 has-focus-visible:outline-3 has-focus-visible:outline-brand-400 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
    >
      <input
        type="file"
        accept="image/*"
        {...(camera ? { capture: 'environment' as const } : {})}
        className="sr-only"
        disabled={disabled}
        aria-label={t(camera ? 'compose.photo.cameraFor' : 'compose.photo.galleryFor', { slot: label })}
        onChange={onChange}
      />
      {camera ? <CameraIcon /> : <ImageIcon />}
      {t(camera ? 'compose.photo.camera' : 'compose.photo.gallery')}
    </label>
  );
}

export function PhotoSlots({ slots, error, disabled, onPick, onCrop, onRemove, renderFaces }: PhotoSlotsProps) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-3">
      {PHOTO_SLOTS.map((slot) => {
        const photo = slots[slot];
        const label = t(SLOT_LABEL[slot]);
        const invalid = slot === 1 && Boolean(error);
        return (
          <li key={slot} className={`rounded-2xl border bg-white p-3 ${invalid ? 'border-danger-600' : 'border-line'}`}>
            <div className="flex gap-3">
              <div className="grid size-[84px] shrink-0 place-items-center overflow-hidden rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                {photo ? (
                  <img src={photo.thumbUrl} alt={label} data-slot-thumb={slot} className="size-full object-cover" />
                ) : (
                  <CameraIcon width={30} height={30} />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
                <p className="flex flex-wrap items-baseline gap-x-2 text-base leading-snug font-semibold text-ink">
                  <span>
                    {slot}. {label}
                  </span>
                  <span className={`text-sm font-medium ${slot === 1 ? 'text-danger-700' : 'text-ink-soft'}`}>
                    {t(slot === 1 ? 'compose.photo.required' : 'compose.photo.optional')}
                  </span>
                </p>
                <div className="grid grid-cols-2 gap-2">
                  {photo ? (
                    <>
                      <Button
                        look="bordered"
                        className="px-3"
                        disabled={disabled}
                        onClick={() => onCrop(slot)}
                        aria-label={t('compose.photo.cropFor', { slot: label })}
                      >
                        <CropIcon />
                        {t('compose.photo.crop')}
                      </Button>
                      <Button
                        look="bordered"
                        colour="error"
                        className="px-3"
                        disabled={disabled}
                        onClick={() => onRemove(slot)}
                        aria-label={t('compose.photo.removeFor', { slot: label })}
                      >
                        <TrashIcon />
                        {t('compose.photo.remove')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <PickButton slot={slot} camera disabled={disabled} onPick={onPick} />
                      <PickButton slot={slot} camera={false} disabled={disabled} onPick={onPick} />
                    </>
                  )}
                </div>
              </div>
            </div>
            {photo ? renderFaces?.(slot) : null}
            {slot === 1 ? <FieldError id="photo-1-error" message={error} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Whether the stamp will carry the GPS position: being found, found (with its accuracy), or off. */
export function LocationLine({ location }: { location: LocationState }) {
  const t = useT();
  const text =
    location.status === 'found'
      ? t('compose.location.found', { metres: Math.max(1, Math.round(location.accuracy)) })
      : location.status === 'asking'
        ? t('compose.location.asking')
        : t('compose.location.off');
  return (
    <p
      role="status"
      className={`flex items-start gap-2 text-sm leading-relaxed ${location.status === 'found' ? 'text-brand-800' : 'text-ink-muted'}`}
    >
      <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0" />
      <span>
        {t('compose.photosHint')} {text}
      </span>
    </p>
  );
}
