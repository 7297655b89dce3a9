/**
 * Helpers of the drafts' and the full disk's browser tests: a photo picked from the gallery and
 * prepared (Crop Image, Confirm) in a slot, the drafts on the phone read straight from IndexedDB
 * without the app's code, and thumbnails that have really loaded.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const SLOTS = ['menu chart', 'plate with food', 'kitchen', 'children having meals'] as const;

/**
 * Picks `file` for the slot, turns it left `turns` times in the crop dialog and confirms; answers
 * when the slot shows the prepared photo.
 */
export async function preparePhoto(page: Page, slot: string, file: string, turns = 0): Promise<void> {
  await page.getByLabel(`Choose from gallery: ${slot}`).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await dialog.locator('.cropper-crop-box').waitFor();
  for (let i = 0; i < turns; i++) await dialog.getByRole('button', { name: 'Rotate left' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  await page.getByRole('img', { name: slot }).waitFor();
}

export interface DraftOnPhone {
  id: string;
  account_id: string;
  content: string;
  meal: string | null;
  organization_id: number | null;
  /** Slots of its photos, with the sizes of the stored original and base. */
  photos: { slot: number; original: number; base: number }[];
}

/** The drafts in the phone's IndexedDB (none when the stores do not exist yet). */
export async function draftsOnPhone(page: Page): Promise<DraftOnPhone[]> {
  try {
    return await page.evaluate(readDrafts);
  } catch (error) {
    if (/context was destroyed|navigation/i.test(String(error))) return [];
    throw error;
  }
}

async function readDrafts(): Promise<DraftOnPhone[]> {
  if (!(await indexedDB.databases()).some((db) => db.name === 'hostel-meals-outbox')) return [];
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('hostel-meals-outbox');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => resolve(request.result);
  });
  try {
    if (!db.objectStoreNames.contains('drafts')) return [];
    const tx = db.transaction(['drafts', 'draft_photos', 'draft_originals']);
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const read = tx.objectStore(store).getAll();
        read.onerror = () => reject(read.error);
        read.onsuccess = () => resolve(read.result as T[]);
      });
    type Row = Omit<DraftOnPhone, 'photos'>;
    type PhotoRow = { draft_id: string; slot: number; photo: { base: Blob } };
    type OriginalRow = { draft_id: string; slot: number; original: Blob };
    const [drafts, photos, originals] = await Promise.all([
      all<Row>('drafts'),
      all<PhotoRow>('draft_photos'),
      all<OriginalRow>('draft_originals'),
    ]);
    const originalOf = (row: PhotoRow) =>
      originals.find((one) => one.draft_id === row.draft_id && one.slot === row.slot)?.original.size ?? 0;
    return drafts.map((draft) => ({
      id: draft.id,
      account_id: draft.account_id,
      content: draft.content,
      meal: draft.meal,
      organization_id: draft.organization_id,
      photos: photos
        .filter((row) => row.draft_id === draft.id)
        .map((row) => ({ slot: row.slot, original: originalOf(row), base: row.photo.base.size })),
    }));
  } finally {
    db.close();
  }
}

/** How many slot thumbnails have loaded (a broken object URL never does). */
export function loadedThumbs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img[data-slot-thumb]')).filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length,
  );
}

/**
 * Waits until IndexedDB refuses a 1 MB write, after a smaller quota was set over CDP: Chromium's
 * IndexedDB keeps the space it was last told is left for 30 seconds, so a lowered quota holds
 * only once that has run out. The probe (its own database, put and deleted in one transaction)
 * leaves nothing behind.
 */
export async function waitForQuotaRefusal(page: Page): Promise<void> {
  const probe = () =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('quota-probe', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('probe');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const answer = await new Promise<string>((resolve) => {
        const tx = db.transaction('probe', 'readwrite');
        tx.objectStore('probe').put(new Blob([new Uint8Array(1_000_000)]), 'probe');
        tx.objectStore('probe').delete('probe');
        tx.oncomplete = () => resolve('written');
        tx.onabort = () => resolve(tx.error?.name ?? 'aborted');
      });
      db.close();
      return answer;
    });
  await expect.poll(probe, { timeout: 90_000, interval: 1000 }).toBe('QuotaExceededError');
}
