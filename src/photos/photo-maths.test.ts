/**
 * Dimension maths of the photo pipeline: fitting into 1600 px, crops mapped from the preview to
 * the original, the quarter-turn transforms (checked by mapping the image's corners), and the
 * stamp's text size at the final size.
 */
import { describe, expect, it } from 'vitest';
import {
  cropTransform,
  fitWithin,
  normaliseRotation,
  rotatedSize,
  scaleCrop,
  stampFontPx,
  type Affine,
} from './photo-maths';

const apply = ([a, b, c, d, e, f]: Affine, x: number, y: number) =>
  [a * x + c * y + e, b * x + d * y + f].map((v) => Math.round(v * 1000) / 1000 + 0);

describe('fitWithin', () => {
  it('scales the long edge down to the limit and never enlarges', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 1200, height: 900 }, 1600)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin({ width: 5000, height: 10 }, 1600)).toEqual({ width: 1600, height: 3 });
    expect(fitWithin({ width: 9000, height: 1 }, 1600).height).toBe(1);
  });
});

describe('rotation', () => {
  it('normalises any quarter turn', () => {
    expect([0, 90, 180, 270, 360, -90, -180, 450].map(normaliseRotation)).toEqual([0, 90, 180, 270, 0, 270, 180, 90]);
    expect(rotatedSize({ width: 4, height: 3 }, 90)).toEqual({ width: 3, height: 4 });
    expect(rotatedSize({ width: 4, height: 3 }, -180)).toEqual({ width: 4, height: 3 });
  });

  it('maps the image corners where a clockwise turn puts them', () => {
    const size = { width: 400, height: 300 };
    const full = (rotate: number) => ({ x: 0, y: 0, ...rotatedSize(size, rotate), rotate });
    // Top-left corner of the picture goes: 0° top-left, 90° top-right, 180° bottom-right, 270° bottom-left.
    expect(apply(cropTransform(size, full(0), 1), 0, 0)).toEqual([0, 0]);
    expect(apply(cropTransform(size, full(90), 1), 0, 0)).toEqual([300, 0]);
    expect(apply(cropTransform(size, full(180), 1), 0, 0)).toEqual([400, 300]);
    expect(apply(cropTransform(size, full(270), 1), 0, 0)).toEqual([0, 400]);
    // The bottom-right corner goes to the opposite place.
    expect(apply(cropTransform(size, full(90), 1), 400, 300)).toEqual([0, 400]);
  });

  it('moves the crop to the origin and scales it to the output', () => {
    const t = cropTransform(
      { width: 4000, height: 3000 },
      { x: 1000, y: 500, width: 2000, height: 1000, rotate: 0 },
      0.5,
    );
    expect(apply(t, 1000, 500)).toEqual([0, 0]);
    expect(apply(t, 3000, 1500)).toEqual([1000, 500]);
  });
});

describe('scaleCrop', () => {
  it('maps a crop on the 1600 px preview back onto the 12 MP original, within its bounds', () => {
    const preview = { width: 1600, height: 1200 };
    const original = { width: 4000, height: 3000 };
    expect(scaleCrop({ x: 100, y: 50, width: 800, height: 600, rotate: 0 }, preview, original)).toEqual({
      x: 250,
      y: 125,
      width: 2000,
      height: 1500,
      rotate: 0,
    });
    expect(scaleCrop({ x: 0, y: 0, width: 1200, height: 1600.4, rotate: -270 }, preview, original)).toEqual({
      x: 0,
      y: 0,
      width: 3000,
      height: 4000,
      rotate: 90,
    });
    expect(scaleCrop({ x: 1599, y: 0, width: 50, height: 50, rotate: 0 }, preview, original).width).toBe(2);
  });
});

describe('stampFontPx', () => {
  it('is about 2.2% of the long edge and never below 14 px', () => {
    expect(stampFontPx({ width: 1600, height: 1200 })).toEqual({ main: 35, secondary: 30 });
    expect(stampFontPx({ width: 1200, height: 1600 }).main).toBe(35);
    expect(stampFontPx({ width: 400, height: 300 })).toEqual({ main: 14, secondary: 14 });
  });
});
