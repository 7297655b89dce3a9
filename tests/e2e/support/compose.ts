/**
 * Helpers of the composer's browser test: a 12-megapixel camera-like JPEG made with sharp (noise
 * under a drawn plate, so it compresses like a real photo, with EXIF DateTimeOriginal), the
 * signed-in warden's API calls through the page's own token, and the outbox rows read straight
 * from the page's IndexedDB (photos returned as base64).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const EXIF_TAKEN = '2026:05:14 12:58:30';

export async function cameraJpeg(name: string, width: number, height: number, label: string): Promise<string> {
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f6f1e4"/><stop offset="1" stop-color="#c9bfa8"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="#7a5a3c" opacity="0.55"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) * 0.38}" fill="url(#g)"/>
    <circle cx="${width * 0.42}" cy="${height * 0.45}" r="${Math.min(width, height) * 0.12}" fill="#f2f2ee"/>
    <circle cx="${width * 0.58}" cy="${height * 0.52}" r="${Math.min(width, height) * 0.1}" fill="#d9901f"/>
    <circle cx="${width * 0.5}" cy="${height * 0.64}" r="${Math.min(width, height) * 0.07}" fill="#4f8a2b"/>
    <text x="${width * 0.06}" y="${height * 0.12}" font-size="${height * 0.06}" font-family="sans-serif" fill="#fff">${label}</text>
  </svg>`);
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .raw()
    .toBuffer();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hm-photo-')), name);
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: scene, blend: 'over' }])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'E2E' },
      IFD2: { DateTimeOriginal: EXIF_TAKEN, OffsetTimeOriginal: '+05:30' },
    })
    .toFile(file);
  return file;
}

/** GET through the API with the token the page keeps (the contract's persisted session). */
export async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  return page.evaluate(async (url) => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: { access_token?: string } };
    const response = await fetch(url, { headers: { Authorization: `Bearer ${root.user?.access_token ?? ''}` } });
    return ((await response.json()) as { data: unknown }).data;
  }, `/api/v1/${pathAndQuery}`) as Promise<T>;
}

export interface OutboxRow {
  client_id: string;
  organization_id: number;
  state: string;
  meal: string;
  captured_at: string;
  exif_taken_at: string | null;
  latitude: number | null;
  uploaded: Record<string, number>;
  result: { tweet_id: number; tweet_status: string } | null;
  photos: { slot: number; size: number; width: number; height: number; name: string; type: string; base64: string }[];
}

/**
 * The rows of the phone's outbox, read from IndexedDB without the app's code, oldest first; with
 * `photos: false` the photos are left out (cheap enough to poll). A page in the middle of a
 * navigation answers no rows, so that a poll simply reads again.
 */
export async function outboxRows(page: Page, { photos = true } = {}): Promise<OutboxRow[]> {
  try {
    return await page.evaluate(readOutbox, { withPhotos: photos });
  } catch (error) {
    if (/context was destroyed|navigation/i.test(String(error))) return [];
    throw error;
  }
}

/** Waits until the outbox holds `count` rows and every one has been sent: the proof of a post. */
export async function expectOutboxSent(page: Page, count: number, timeout = 60_000): Promise<void> {
  await expect
    .poll(async () => (await outboxRows(page, { photos: false })).map((row) => row.state), { timeout })
    .toEqual(Array<string>(count).fill('sent'));
}

async function readOutbox({ withPhotos }: { withPhotos: boolean }): Promise<OutboxRow[]> {
  // Opening a database that does not exist would create it: look first.
  if (!(await indexedDB.databases()).some((db) => db.name === 'hostel-meals-outbox')) return [];
  type Stored = Omit<OutboxRow, 'photos'> & {
    created_at: number;
    photos: { slot: number; blob: Blob; size: number; width: number; height: number; name: string }[];
  };
  const rows = await new Promise<Stored[]>((resolve, reject) => {
    const request = indexedDB.open('hostel-meals-outbox');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const read = db.transaction('posts').objectStore('posts').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        db.close();
        resolve(read.result as Stored[]);
      };
    };
  });
  const toBase64 = (blob: Blob) =>
    new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(blob);
    });
  rows.sort((a, b) => a.created_at - b.created_at);
  return Promise.all(
    rows.map(async ({ photos, ...row }) => ({
      ...row,
      photos: withPhotos
        ? await Promise.all(
            photos.map(async ({ blob, ...photo }) => ({
              ...photo,
              size: blob.size,
              type: blob.type,
              base64: await toBase64(blob),
            })),
          )
        : [],
    })),
  );
}
