/**
 * Pixelation on real pixel buffers: inside a face's padded box the pixels change into blocks of a
 * sixth of the face, outside every pixel stays exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { blockSize, pixelateFace, type Pixels } from './face-pixelate';

/** A noisy image, so that averaging always changes something. */
function noise(width: number, height: number, seed = 7): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  let s = seed;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    data[i] = i % 4 === 3 ? 255 : s % 256;
  }
  return { data, width, height };
}

describe('pixelateFace', () => {
  it('changes the pixels inside the padded face box and leaves every pixel outside it equal', () => {
    const image = noise(200, 150);
    const before = image.data.slice();
    const area = pixelateFace(image, { x: 80, y: 40, width: 60, height: 60, score: 0.9 });
    expect(area).toEqual({ x: 62, y: 22, width: 96, height: 96 });
    let changedInside = 0;
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const i = (y * image.width + x) * 4;
        const inside = x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height;
        const same = [0, 1, 2, 3].every((k) => image.data[i + k] === before[i + k]);
        if (!inside) expect(same, `pixel ${x},${y} outside changed`).toBe(true);
        else if (!same) changedInside++;
      }
    expect(changedInside).toBeGreaterThan(area.width * area.height * 0.95);
  });

  it('fills each block with one colour, the average of what it covered', () => {
    const image = noise(60, 60);
    const before = image.data.slice();
    pixelateFace(image, { x: 18, y: 18, width: 24, height: 24, score: 1 });
    const block = blockSize({ width: 24, height: 24 });
    expect(block).toBe(4);
    // The padded area starts at (10, 10): its first block is x 10–13, y 10–13.
    let sum = 0;
    for (let y = 10; y < 14; y++) for (let x = 10; x < 14; x++) sum += before[(y * 60 + x) * 4]!;
    for (let y = 10; y < 14; y++)
      for (let x = 10; x < 14; x++) expect(image.data[(y * 60 + x) * 4]).toBe(Math.round(sum / 16));
  });

  it('keeps a face at the photo edge within the photo', () => {
    const image = noise(50, 40);
    const area = pixelateFace(image, { x: 40, y: -5, width: 20, height: 20, score: 1 });
    expect(area.x + area.width).toBeLessThanOrEqual(50);
    expect(area.y).toBe(0);
  });
});
