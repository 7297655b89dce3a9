/**
 * What Submit does, outside React: stamps every chosen photo with the institution, the meal and
 * the Submit time (in the photo worker), then writes the whole post to the outbox as one row. From
 * there the sender takes it, online now or later: there is no other way to post. The Submit time is
 * taken by the caller at the press, before the stamping starts, because it is what the server
 * judges the deadline by. Each photo keeps how it came in (camera or gallery) for the supervisors.
 * The post enters the outbox and its draft leaves the phone in one transaction (docs/offline.md, 'Drafts').
 */
import { cleanFileName } from '@common/uploads';
import { istDate, type Meal } from '@common/schedule';
import { stampPhoto } from '@/photos/photo-client';
import { outboxRepository } from '@/offline/outbox-app';
import { outboxDb } from '@/offline/outbox-db';
import { withDraftRemoved } from '@/offline/draft-table';
import type { FacesBlurred, OutboxPhoto, OutboxPost, PhotoSlot } from '@/offline/outbox-types';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import type { Name } from '@common/contract/shared';
import type { PickedSource } from './photo-source';

export interface CroppedPhoto {
  slot: PhotoSlot;
  /** The cropped photo, not yet stamped (at most 1600 px). */
  base: Blob;
  exifTakenAt: string | null;
  faces: FacesBlurred;
  /** Photo 4: its last box removed, the warden said no child's face can be seen (face-edits.ts). */
  noFacesConfirmed?: boolean;
  /** Camera or gallery, judged when it was picked (photo-source.ts). */
  source?: PickedSource;
}

export interface SubmitInput {
  accountId: string;
  institution: Pick<WardenInstitution, 'id' | 'name'>;
  meal: Meal;
  mealLabel: Name;
  /** English names of the slots, for the uploaded files' names. */
  slotNames: Record<PhotoSlot, string>;
  content: string;
  photos: CroppedPhoto[];
  location: { latitude: number; longitude: number } | null;
  /** The moment Submit was pressed. */
  submittedAt: Date;
  /** The composition's draft (use-draft.ts), removed as the post is added. */
  draftId?: string;
}

/** ISO 8601 with the phone's own UTC offset, e.g. 2026-05-14T13:05:22.123+05:30. */
export function isoWithOffset(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A v4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function savePost(
  input: SubmitInput,
  stamp: typeof stampPhoto = stampPhoto,
  repo = outboxRepository(),
  db = outboxDb(),
): Promise<OutboxPost> {
  const capturedAt = isoWithOffset(input.submittedAt);
  const stampInput = {
    institution: input.institution.name,
    meal: input.mealLabel,
    at: capturedAt,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
  };
  const ordered = [...input.photos].sort((a, b) => a.slot - b.slot);
  const photos: OutboxPhoto[] = [];
  for (const photo of ordered) {
    const stamped = await stamp(photo.base, stampInput);
    const name = cleanFileName(
      `${input.meal.toLowerCase()} ${input.slotNames[photo.slot]} ${istDate(input.submittedAt)}.jpg`,
    );
    photos.push({
      slot: photo.slot,
      blob: stamped.blob,
      name,
      size: stamped.blob.size,
      width: stamped.width,
      height: stamped.height,
      exif_taken_at: photo.exifTakenAt,
      faces: photo.faces,
      ...(photo.source ? { source: photo.source.source, file_time: photo.source.fileTime } : {}),
    });
  }
  const add = () =>
    repo.add({
      client_id: newClientId(),
      account_id: input.accountId,
      organization_id: input.institution.id,
      organization_name: input.institution.name,
      meal: input.meal,
      content: input.content.trim(),
      captured_at: capturedAt,
      exif_taken_at: ordered.find((photo) => photo.exifTakenAt)?.exifTakenAt ?? null,
      latitude: stampInput.latitude,
      longitude: stampInput.longitude,
      photos,
      no_faces_confirmed: ordered.some((photo) => photo.slot === 4 && photo.noFacesConfirmed === true),
    });
  return input.draftId ? withDraftRemoved(db, input.draftId, add) : add();
}
