/**
 * BlazeFace's arithmetic on fixed numbers: anchors of a fully convolutional pass, raw outputs
 * decoded to photo pixels at a pass's scale, the two passes' overlapping boxes merged, and a box
 * padded within the photo.
 */
import { describe, expect, it } from 'vitest';
import {
  anchorCentres,
  averaged,
  decodeBoxes,
  iou,
  overlapGroups,
  padBox,
  VALUES_PER_ANCHOR,
  type FaceBox,
} from './face-boxes';

const logit = (p: number) => Math.log(p / (1 - p));

describe('anchorCentres', () => {
  it('has the 896 anchors of the model at its native 128 px, in its output order', () => {
    const a = anchorCentres(128, 128);
    expect(a.length / 2).toBe(16 * 16 * 2 + 8 * 8 * 6);
    // Stride 8 first: two anchors per cell, row by row.
    expect([...a.slice(0, 6)]).toEqual([4, 4, 4, 4, 12, 4]);
    // Then stride 16, six anchors per cell.
    const first16 = 16 * 16 * 2 * 2;
    expect([...a.slice(first16, first16 + 14)]).toEqual([8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 24, 8]);
    expect([...a.slice(-2)]).toEqual([120, 120]);
  });

  it('grows with the input when the model runs on a whole photo', () => {
    expect(anchorCentres(1280, 960).length / 2).toBe(160 * 120 * 2 + 80 * 60 * 6);
  });
});

describe('decodeBoxes', () => {
  it('turns offsets from an anchor into a box in photo pixels, keeping scores above the floor', () => {
    const anchors = anchorCentres(32, 32); // 4×4×2 + 2×2×6 = 56 anchors
    const objects = new Float32Array((anchors.length / 2) * VALUES_PER_ANCHOR).fill(-10);
    // Anchor 11 is row 1, column 1, second anchor of stride 8: centre (12, 12).
    objects.set([logit(0.9), 2, -1, 10, 12], 11 * VALUES_PER_ANCHOR);
    // Anchor 40 is stride 16, cell (0, 1), anchor 0: centre (24, 8); too unsure to keep.
    objects.set([logit(0.4), 0, 0, 6, 6], 40 * VALUES_PER_ANCHOR);
    const boxes = decodeBoxes(objects, anchors, 0.5, 0.5);
    expect(boxes).toHaveLength(1);
    // Centre (14, 11), 10×12 in input pixels; the input was the photo at half size.
    expect(boxes[0]!.x).toBeCloseTo(18);
    expect(boxes[0]!.y).toBeCloseTo(10);
    expect(boxes[0]!.width).toBeCloseTo(20);
    expect(boxes[0]!.height).toBeCloseTo(24);
    expect(boxes[0]!.score).toBeCloseTo(0.9);
  });

  it('refuses an output that does not match the anchors', () => {
    expect(() => decodeBoxes(new Float32Array(17), anchorCentres(32, 32), 1, 0.5)).toThrow(/expected 56/);
  });
});

describe('weighted non-maximum suppression', () => {
  const suppress = (boxes: FaceBox[]) => overlapGroups(boxes, 0.3).map(averaged);
  const box = (x: number, y: number, w: number, score: number): FaceBox => ({ x, y, width: w, height: w, score });

  it('keeps the best box of each overlapping group, averaged by score, and every separate face', () => {
    const kept = suppress([box(100, 100, 40, 0.6), box(104, 100, 40, 0.9), box(300, 50, 20, 0.7)]);
    expect(kept).toHaveLength(2);
    expect(kept[0]!.score).toBe(0.9);
    expect(kept[0]!.x).toBeCloseTo((100 * 0.6 + 104 * 0.9) / 1.5);
    expect(kept[1]).toEqual(box(300, 50, 20, 0.7));
  });

  it('measures overlap as intersection over union', () => {
    expect(iou(box(0, 0, 10, 1), box(5, 0, 10, 1))).toBeCloseTo(50 / 150);
    expect(iou(box(0, 0, 10, 1), box(20, 20, 10, 1))).toBe(0);
  });
});

describe('padBox', () => {
  it('grows a box by a share of its size on each side, within the photo', () => {
    expect(padBox(box(100, 100, 40), 0.3, 1000, 1000)).toEqual({ x: 88, y: 88, width: 64, height: 64 });
    expect(padBox(box(5, 990, 40), 0.3, 1000, 1000)).toEqual({ x: 0, y: 978, width: 57, height: 22 });
  });
  function box(x: number, y: number, w: number): FaceBox {
    return { x, y, width: w, height: w, score: 1 };
  }
});
