/**
 * How sure the detector must be before it blurs, by the photo's slot (docs/spec-notes.md, 'False
 * faces by slot'): slots 1–3 (menu chart, plate, kitchen) rarely hold a face and a box there hides
 * the food the audit is about, so they ask more; slot 4 (children eating) always holds faces and
 * keeps every face the recall test finds. Tuned on tests/fixtures/no-faces and tests/fixtures/faces
 * (docs/benchmarks.md, P13).
 */
import { overlapGroups, averaged, type Detection, type FaceBox } from './face-boxes';

export type Slot = 1 | 2 | 3 | 4;

export interface SlotSettings {
  /** The lowest score a detection may have. */
  minScore: number;
  /** Overlap (IoU) at which detections are one face, for weighted NMS. */
  iou: number;
  /** From this score a face is kept whatever its shape. */
  sure: number;
  /** Below `sure`: the eyes at least this share of the box's width apart… */
  minEyeSpan: number;
  /** …and the nose at least this share of the width below them. */
  minNoseDrop: number;
}

const FEW_FACES: SlotSettings = { minScore: 0.72, iou: 0.3, sure: 0.72, minEyeSpan: 0, minNoseDrop: -Infinity };

export const SLOT_SETTINGS: Record<Slot, SlotSettings> = {
  1: FEW_FACES,
  2: FEW_FACES,
  3: FEW_FACES,
  4: { minScore: 0.5, iou: 0.3, sure: 0.7, minEyeSpan: 0.3, minNoseDrop: 0.17 },
};

/** MediaPipe's own floor: what the passes keep before the slot's settings are applied. */
export const SCORE_FLOOR = 0.5;

/**
 * The faces among a photo's detections: grouped by weighted NMS, each group judged by its best
 * box (its score, then its shape), the kept ones averaged into one box.
 */
export function keepFaces(detections: Detection[], settings: SlotSettings): FaceBox[] {
  const looksLikeFace = (d: Detection) =>
    d.score >= settings.sure || (d.eyeSpan >= settings.minEyeSpan && d.noseDrop >= settings.minNoseDrop);
  return overlapGroups(detections, settings.iou)
    .filter(([best]) => best!.score >= settings.minScore && looksLikeFace(best!))
    .map(averaged);
}
