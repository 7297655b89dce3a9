// @vitest-environment node
/**
 * Recall of face blurring on real photos (docs/spec-notes.md, 'Blurring faces on the phone'): every hand-checked face
 * of the fixtures (tests/fixtures/faces, from Debian packages, licences in LICENSES.md) counts as blurred when the
 * areas the worker pixelates (the detector's boxes padded 30%) cover at least 80% of its box. Targets, by slot 4's
 * settings: at least 95% of faces 30 px wide or more, at least 90% of faces 20–30 px. The counts, the boxes on no
 * face, and the same by slots 1–3's settings are printed and kept in docs/benchmarks.md (P9, P13).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { padBox, type FaceBox } from '@/photos/faces/face-boxes';
import { PAD_SHARE } from '@/photos/faces/face-pixelate';
import { keepFaces, SLOT_SETTINGS } from '@/photos/faces/slot-settings';
import { detectionsInFile } from '../support/faces-node.ts';

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

/** A detected box is a false face when its centre lies in no annotated face (grown by a fifth) or it is far too big. */
function isFalse(box: FaceBox, faces: Annotated['faces']): boolean {
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  return !faces.some(
    (f) =>
      box.width <= 3 * f.w &&
      cx >= f.x - f.w / 5 &&
      cx <= f.x + f.w * 1.2 &&
      cy >= f.y - f.h / 5 &&
      cy <= f.y + f.h * 1.2,
  );
}

type Tally = Record<Annotated['faces'][number]['band'], { faces: number; blurred: number }> & { falseBoxes: number };
const newTally = (): Tally => ({
  ge30: { faces: 0, blurred: 0 },
  '20to30': { faces: 0, blurred: 0 },
  lt20: { faces: 0, blurred: 0 },
  falseBoxes: 0,
});
const counts = (t: Tally) =>
  `≥30 px ${t.ge30.blurred}/${t.ge30.faces}, 20–30 px ${t['20to30'].blurred}/${t['20to30'].faces}, <20 px ${t.lt20.blurred}/${t.lt20.faces}, false boxes ${t.falseBoxes}`;

it('blurs at least 95% of faces of 30 px or more and 90% of faces of 20–30 px', async () => {
  // Slot 4 (children eating) is held to the targets; slots 1–3 ask more of a face (slot-settings.ts), reported only.
  const tally = newTally();
  const fewFaces = newTally();
  const missed: string[] = [];
  for (const image of images) {
    const detections = await detectionsInFile(path.join(DIR, 'images', image.file));
    for (const [slot, t] of [
      [4, tally],
      [1, fewFaces],
    ] as const) {
      const boxes = keepFaces(detections, SLOT_SETTINGS[slot]);
      const areas = boxes.map((b) => padBox(b, PAD_SHARE, image.width, image.height));
      t.falseBoxes += boxes.filter((b) => isFalse(b, image.faces)).length;
      for (const face of image.faces) {
        if (face.ignore) continue;
        const band = t[face.band];
        band.faces++;
        if (covered(face, areas) >= 0.8) band.blurred++;
        else if (slot === 4 && face.band !== 'lt20')
          missed.push(`${image.file} ${face.x},${face.y} ${face.w}×${face.h}`);
      }
    }
  }
  const share = (b: { faces: number; blurred: number }) => b.blurred / b.faces;
  console.log(
    `face recall (slot 4): ${counts(tally)}; missed (≥20 px): ${missed.join('; ') || 'none'}. By slots 1–3's settings: ${counts(fewFaces)}`,
  );
  expect(tally.ge30.faces).toBeGreaterThanOrEqual(60);
  expect(tally['20to30'].faces).toBeGreaterThanOrEqual(60);
  expect(share(tally.ge30)).toBeGreaterThanOrEqual(0.95);
  expect(share(tally['20to30'])).toBeGreaterThanOrEqual(0.9);
}, 180_000);
