// @vitest-environment node
/**
 * Recall of face blurring on real photos (docs/spec-notes.md, 'Blurring faces on the phone'): every hand-checked face
 * of the fixtures (tests/fixtures/faces, from Debian packages, licences in LICENSES.md) counts as blurred when the
 * areas the worker pixelates (the detector's boxes padded 30%) cover at least 80% of its box. Targets: at least 95%
 * of faces 30 px wide or more, at least 90% of faces 20–30 px. The counts are printed and kept in docs/benchmarks.md
 * (P9).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { padBox, type FaceBox } from '@/photos/faces/face-boxes';
import { PAD_SHARE } from '@/photos/faces/face-pixelate';
import { facesIn } from '../support/faces-node.ts';

const DIR = path.resolve('tests/fixtures/faces');
interface Annotated {
  file: string;
  width: number;
  height: number;
  faces: { x: number; y: number; w: number; h: number; band: 'lt20' | '20to30' | 'ge30'; ignore?: boolean }[];
}
const { images } = JSON.parse(fs.readFileSync(path.join(DIR, 'faces.json'), 'utf8')) as { images: Annotated[] };

/** The share of a face's box inside the union of the pixelated areas. */
function covered(face: Annotated['faces'][number], areas: ReturnType<typeof padBox>[]): number {
  let inside = 0;
  for (let y = face.y; y < face.y + face.h; y++)
    for (let x = face.x; x < face.x + face.w; x++)
      if (areas.some((a) => x >= a.x && x < a.x + a.width && y >= a.y && y < a.y + a.height)) inside++;
  return inside / (face.w * face.h);
}

it('blurs at least 95% of faces of 30 px or more and 90% of faces of 20–30 px', async () => {
  const tally = { ge30: { faces: 0, blurred: 0 }, '20to30': { faces: 0, blurred: 0 }, lt20: { faces: 0, blurred: 0 } };
  const missed: string[] = [];
  for (const image of images) {
    const boxes: FaceBox[] = await facesIn(path.join(DIR, 'images', image.file));
    const areas = boxes.map((b) => padBox(b, PAD_SHARE, image.width, image.height));
    for (const face of image.faces) {
      if (face.ignore) continue;
      const band = tally[face.band];
      band.faces++;
      if (covered(face, areas) >= 0.8) band.blurred++;
      else if (face.band !== 'lt20') missed.push(`${image.file} ${face.x},${face.y} ${face.w}×${face.h}`);
    }
  }
  const share = (b: { faces: number; blurred: number }) => b.blurred / b.faces;
  console.log(
    `face recall: ≥30 px ${tally.ge30.blurred}/${tally.ge30.faces}, 20–30 px ${tally['20to30'].blurred}/${tally['20to30'].faces}, <20 px ${tally.lt20.blurred}/${tally.lt20.faces}; missed (≥20 px): ${missed.join('; ') || 'none'}`,
  );
  expect(tally.ge30.faces).toBeGreaterThanOrEqual(60);
  expect(tally['20to30'].faces).toBeGreaterThanOrEqual(60);
  expect(share(tally.ge30)).toBeGreaterThanOrEqual(0.95);
  expect(share(tally['20to30'])).toBeGreaterThanOrEqual(0.9);
}, 180_000);
