/**
 * The early face search (early-faces.ts): its boxes are used only when the crop posts exactly the
 * preview it ran on, for the same photo and slot; any other crop stops it and gets nothing, so the
 * detector looks again on what is really posted.
 */
import { describe, expect, it } from 'vitest';
import { earlySearch, keepsPreview } from './early-faces';

const preview = { width: 1600, height: 1200 };
const whole = { x: 0, y: 0, width: 1600, height: 1200, rotate: 0 };
const file = (name = 'IMG_1.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg', lastModified: 1 });
const canvas = () => ({ width: 1600, height: 1200 }) as unknown as OffscreenCanvas;

/** A search that answers when told, or rejects when stopped (as the detector does between runs). */
function controlledSearch() {
  const calls: { slot: number; signal: AbortSignal; answer: (v: string) => void }[] = [];
  const search = earlySearch(
    (_canvas, slot, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ slot, signal, answer: resolve });
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  );
  return { search, calls };
}

describe('keepsPreview', () => {
  it('holds for the whole photo, not turned, posted at the preview size (within a pixel)', () => {
    expect(keepsPreview(whole, preview, preview)).toBe(true);
    expect(keepsPreview({ ...whole, width: 1599.6, y: 0.4 }, preview, preview)).toBe(true);
    expect(keepsPreview({ ...whole, rotate: 360 }, preview, preview)).toBe(true);
  });

  it('fails for a smaller crop, a turn or another posted size', () => {
    expect(keepsPreview({ ...whole, x: 10, width: 1590 }, preview, preview)).toBe(false);
    expect(keepsPreview({ ...whole, height: 1100 }, preview, preview)).toBe(false);
    expect(keepsPreview({ ...whole, rotate: 90 }, preview, preview)).toBe(false);
    expect(keepsPreview(whole, preview, { width: 1200, height: 900 })).toBe(false);
  });
});

describe('earlySearch', () => {
  it('hands its answer to the crop of the same photo and slot that keeps the preview, once', async () => {
    const { search, calls } = controlledSearch();
    search.start(file(), canvas(), 4);
    calls[0]!.answer('faces of the preview');
    await expect(search.take(file(), 4, whole, preview, preview)).resolves.toBe('faces of the preview');
    await expect(search.take(file(), 4, whole, preview, preview)).resolves.toBeNull();
  });

  it('stops and gives nothing for another crop, slot or photo', async () => {
    for (const [other, slot, crop] of [
      [file(), 4, { ...whole, rotate: 90 }],
      [file(), 3, whole],
      [file('IMG_2.jpg'), 4, whole],
    ] as const) {
      const { search, calls } = controlledSearch();
      search.start(file(), canvas(), 4);
      await expect(search.take(other, slot, crop, preview, preview)).resolves.toBeNull();
      expect(calls[0]!.signal.aborted).toBe(true);
    }
  });

  it('stops the search of the photo before when another is inspected, and on drop', async () => {
    const { search, calls } = controlledSearch();
    search.start(file('IMG_1.jpg'), canvas(), 1);
    search.start(file('IMG_2.jpg'), canvas(), 1);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await search.drop();
    expect(calls[1]!.signal.aborted).toBe(true);
    await expect(search.take(file('IMG_2.jpg'), 1, whole, preview, preview)).resolves.toBeNull();
  });

  it('lets go of the preview canvas once the search ends', async () => {
    const { search, calls } = controlledSearch();
    const drawn = canvas();
    search.start(file(), drawn, 2);
    calls[0]!.answer('none');
    await search.take(file(), 2, whole, preview, preview);
    expect([drawn.width, drawn.height]).toEqual([0, 0]);
  });
});
