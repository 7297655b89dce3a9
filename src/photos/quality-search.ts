/**
 * Finds the best JPEG that fits the byte budget: quality steps down until the encoding fits; if
 * even the lowest quality is too big (a very busy photo), the picture is scaled down a step and
 * the search runs again. The encoder is passed in, so the search is tested without a canvas and
 * the worker re-draws the stamp at each scale (its text must stay legible at the final size).
 */
export const QUALITY_STEPS = [0.9, 0.84, 0.78, 0.72, 0.66, 0.6, 0.54, 0.48, 0.42, 0.36] as const;
export const SCALE_STEP = 0.8;
export const MAX_SHRINKS = 6;

/** Encodes the picture at `quality` after scaling it by `scale` (1 = the size already chosen). */
export type Encoder = (quality: number, scale: number) => Promise<Blob>;

export interface Encoded {
  blob: Blob;
  quality: number;
  scale: number;
  /** How many encodings it took (for tests and the benchmark notes). */
  tries: number;
}

export async function encodeWithin(
  encode: Encoder,
  maxBytes: number,
  qualities: readonly number[] = QUALITY_STEPS,
): Promise<Encoded> {
  let scale = 1;
  let tries = 0;
  let last: Blob | null = null;
  for (let shrink = 0; shrink <= MAX_SHRINKS; shrink += 1) {
    // Jump straight to a promising quality: when the top quality is far over budget, the first
    // steps would only waste encodings on a slow phone.
    const first = await encode(qualities[0]!, scale);
    tries += 1;
    if (first.size <= maxBytes) return { blob: first, quality: qualities[0]!, scale, tries };
    last = first;
    const start = startIndex(first.size / maxBytes, qualities.length);
    for (let i = start; i < qualities.length; i += 1) {
      const blob = await encode(qualities[i]!, scale);
      tries += 1;
      if (blob.size <= maxBytes) return { blob, quality: qualities[i]!, scale, tries };
      last = blob;
    }
    scale *= SCALE_STEP;
  }
  throw new Error(`Could not encode the photo under ${maxBytes} bytes (last try ${last?.size ?? 0} bytes)`);
}

/** Where to resume the step-down after the top quality came out `overBy` times too big. */
export function startIndex(overBy: number, steps: number): number {
  if (overBy <= 1.4) return 1;
  if (overBy <= 2.2) return Math.min(steps - 1, 3);
  return Math.min(steps - 1, 5);
}
