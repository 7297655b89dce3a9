/**
 * The JPEG quality search with a fake encoder whose size follows quality and scale, so the search's
 * choices are checked without a canvas: the best quality that fits, the jump ahead when far over
 * budget, shrinking when no quality fits, and giving up rather than looping for ever.
 */
import { describe, expect, it } from 'vitest';
import { QUALITY_STEPS, encodeWithin, startIndex } from './quality-search';

/** A photo of `bytesAtFull` at quality 1 and scale 1; size falls with quality and with area. */
function fakeEncoder(bytesAtFull: number) {
  const calls: [number, number][] = [];
  const encode = async (quality: number, scale: number) => {
    calls.push([quality, scale]);
    return new Blob([new Uint8Array(Math.round(bytesAtFull * quality * quality * scale * scale))]);
  };
  return { encode, calls };
}

const KB = 1024;

describe('encodeWithin', () => {
  it('keeps the top quality when it already fits', async () => {
    const { encode, calls } = fakeEncoder(150 * KB);
    const result = await encodeWithin(encode, 200 * KB);
    expect(result).toMatchObject({ quality: 0.9, scale: 1, tries: 1 });
    expect(calls).toHaveLength(1);
  });

  it('steps quality down until the photo fits, and picks the first that does', async () => {
    const { encode, calls } = fakeEncoder(300 * KB);
    const result = await encodeWithin(encode, 200 * KB);
    expect(result.blob.size).toBeLessThanOrEqual(200 * KB);
    expect(result.quality).toBe(0.78);
    expect(calls.map(([q]) => q)).toEqual([0.9, 0.84, 0.78]);
  });

  it('jumps ahead when the top quality is far over budget', async () => {
    const { encode, calls } = fakeEncoder(1200 * KB);
    const result = await encodeWithin(encode, 200 * KB);
    expect(result.blob.size).toBeLessThanOrEqual(200 * KB);
    expect(calls[1]![0]).toBe(QUALITY_STEPS[5]);
    expect(result.tries).toBeLessThan(QUALITY_STEPS.length);
  });

  it('shrinks the picture when even the lowest quality is too big', async () => {
    const { encode } = fakeEncoder(3000 * KB);
    const result = await encodeWithin(encode, 200 * KB);
    expect(result.scale).toBeLessThan(1);
    expect(result.blob.size).toBeLessThanOrEqual(200 * KB);
  });

  it('gives up after a bounded number of tries', async () => {
    const encode = async () => new Blob([new Uint8Array(300 * KB)]);
    await expect(encodeWithin(encode, 200 * KB)).rejects.toThrow(/under 204800 bytes/);
  });
});

describe('startIndex', () => {
  it('resumes close to the top when just over, further down when far over', () => {
    expect(startIndex(1.1, 10)).toBe(1);
    expect(startIndex(2, 10)).toBe(3);
    expect(startIndex(6, 10)).toBe(5);
    expect(startIndex(6, 3)).toBe(2);
  });
});
