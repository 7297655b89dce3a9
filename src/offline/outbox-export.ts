/**
 * 'Export unsent': every post of the account that has not reached the server, as one ZIP the
 * warden can keep or hand to the helpline when a phone cannot get online for days: `posts.json`
 * (the fields, Submit time, state and last error of each post, and its photos' file names) and
 * `photos/<client_id>-<slot>.jpg`, the stamped photos exactly as they would be uploaded.
 */
import type { OutboxRepository } from './outbox-repository';
import { MEALS } from '@common/schedule';
import type { OutboxPhoto, OutboxPost } from './outbox-types';
import { zipStore, type ZipEntry } from './zip-store';

export function photoPath(post: Pick<OutboxPost, 'client_id'>, slot: number): string {
  return `photos/${post.client_id}-${slot}.jpg`;
}

/**
 * The photos of a row that can still be read. A row can be damaged on a phone (a photo's data
 * lost when the browser cleared part of its storage, a row written by a broken release): what is
 * left of it is still shown, exported and deletable, and one such row never stops the others.
 */
export function readablePhotos(post: OutboxPost): OutboxPhoto[] {
  const photos: unknown = post.photos;
  return Array.isArray(photos)
    ? photos.filter((photo): photo is OutboxPhoto => Boolean(photo) && photo.blob instanceof Blob)
    : [];
}

/** True when a row lacks what the outbox screen and the sender need: its photos, its institution or its meal. */
export function isDamaged(post: OutboxPost): boolean {
  const photos: unknown = post.photos;
  return (
    !Array.isArray(photos) ||
    readablePhotos(post).length !== photos.length ||
    typeof post.organization_name?.en !== 'string' ||
    !MEALS.includes(post.meal) ||
    typeof post.captured_at !== 'string'
  );
}

/** One post as posts.json lists it: everything but the blobs, which sit beside it. */
export function exportRecord(post: OutboxPost) {
  return {
    client_id: post.client_id,
    account_id: post.account_id,
    organization_id: post.organization_id,
    organization_name: post.organization_name,
    meal: post.meal,
    content: post.content,
    captured_at: post.captured_at,
    exif_taken_at: post.exif_taken_at,
    latitude: post.latitude,
    longitude: post.longitude,
    state: post.state,
    attempts: post.attempts,
    last_error: post.last_error,
    last_status: post.last_status,
    uploaded_media_ids: post.uploaded,
    damaged: isDamaged(post),
    no_faces_confirmed: post.no_faces_confirmed ?? false,
    photos: readablePhotos(post).map((photo) => ({
      slot: photo.slot,
      file: photoPath(post, photo.slot),
      name: photo.name,
      size: photo.size,
      width: photo.width,
      height: photo.height,
      exif_taken_at: photo.exif_taken_at,
      faces: photo.faces ?? null,
      source: photo.source ?? null,
      file_time: photo.file_time ?? null,
    })),
  };
}

export async function exportUnsent(repo: OutboxRepository, accountId: string, now: Date = new Date()): Promise<Blob> {
  const posts = await repo.unsent(accountId);
  const entries: ZipEntry[] = [
    {
      name: 'posts.json',
      data: JSON.stringify({ exported_at: now.toISOString(), posts: posts.map(exportRecord) }, null, 2),
    },
  ];
  for (const post of posts)
    for (const photo of readablePhotos(post)) entries.push({ name: photoPath(post, photo.slot), data: photo.blob });
  return zipStore(entries, now);
}
