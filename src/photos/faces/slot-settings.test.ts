/**
 * The slot's judgement of detections (slot-settings.ts) on fixed boxes: slots 1–3 keep only sure
 * faces; slot 4 keeps a less sure one when it has a face's shape (eyes apart, nose below them),
 * and overlapping detections of one face become one box.
 */
import { describe, expect, it } from 'vitest';
import type { Detection } from './face-boxes';
import { keepFaces, SLOT_SETTINGS } from './slot-settings';

const face = (x: number, score: number, shape = { eyeSpan: 0.4, noseDrop: 0.22 }): Detection => ({
  x,
  y: 100,
  width: 40,
  height: 40,
  score,
  ...shape,
});
const plateRim = { eyeSpan: 0.12, noseDrop: 0.02 };

describe('keepFaces', () => {
  it('keeps in slots 1–3 only faces the model is sure of', () => {
    const found = [face(0, 0.92), face(200, 0.6), face(400, 0.7, plateRim)];
    for (const slot of [1, 2, 3] as const) expect(keepFaces(found, SLOT_SETTINGS[slot]).map((b) => b.x)).toEqual([0]);
  });

  it('keeps in slot 4 an unsure detection with a face’s shape, not one without', () => {
    const found = [face(0, 0.92), face(200, 0.6), face(400, 0.6, plateRim), face(600, 0.72, plateRim)];
    expect(keepFaces(found, SLOT_SETTINGS[4]).map((b) => b.x)).toEqual([0, 600, 200]);
  });

  it('merges overlapping detections into one box, judged by the best of them', () => {
    const kept = keepFaces([face(100, 0.6), face(104, 0.9, plateRim), face(300, 0.45)], SLOT_SETTINGS[4]);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.score).toBe(0.9);
    expect(kept[0]!.x).toBeCloseTo((100 * 0.6 + 104 * 0.9) / 1.5);
  });
});
