/**
 * The geometry of face detection, pure so it is tested on fixed numbers: where BlazeFace's anchors
 * sit when the model runs fully convolutionally on a whole photo, how its raw outputs become boxes
 * in that photo's pixels, how overlapping boxes of the passes are grouped and merged
 * (non-maximum suppression), and how a box is padded before it is pixelated.
 *
 * BlazeFace (short range) predicts from two feature maps: stride 8 with 2 anchors per cell and
 * stride 16 with 6. Trained on 128 px inputs, its offsets and sizes are in input pixels, so on a
 * larger input the same arithmetic holds with more cells: centre = cell centre + offset.
 */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The detector's confidence (0–1); 1 for a box the warden drew. */
  score: number;
}

/** Feature maps of the short-range model: stride and anchors per cell, in the model's output order. */
export const BLAZEFACE_LAYERS = [
  { stride: 8, perCell: 2 },
  { stride: 16, perCell: 6 },
] as const;

/** How many values each anchor has in the model's `objects` output: score logit, box, 6 keypoints. */
export const VALUES_PER_ANCHOR = 17;

/**
 * A box as the model gave it, with the shape of its keypoints (right eye, left eye, nose tip come
 * first): the eyes' distance and how far the nose sits below them, as shares of the box's width.
 * A face has its eyes about 0.4 of the box apart and its nose about 0.2 below them; a plate's rim
 * or a letter scores as a face more often than it has that shape (docs/spec-notes.md).
 */
export interface Detection extends FaceBox {
  eyeSpan: number;
  noseDrop: number;
}

/** Anchor centres, in input pixels, in the order the model lists them (layer, row, column, anchor). */
export function anchorCentres(inputWidth: number, inputHeight: number): Float32Array {
  const cells = BLAZEFACE_LAYERS.map(
    ({ stride, perCell }) => Math.ceil(inputHeight / stride) * Math.ceil(inputWidth / stride) * perCell,
  );
  const out = new Float32Array(cells.reduce((a, b) => a + b, 0) * 2);
  let i = 0;
  for (const { stride, perCell } of BLAZEFACE_LAYERS) {
    const rows = Math.ceil(inputHeight / stride);
    const cols = Math.ceil(inputWidth / stride);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        for (let a = 0; a < perCell; a++) {
          out[i++] = (c + 0.5) * stride;
          out[i++] = (r + 0.5) * stride;
        }
  }
  return out;
}

const sigmoid = (logit: number) => 1 / (1 + Math.exp(-Math.max(-100, Math.min(100, logit))));

/**
 * The boxes whose score reaches `minScore`, from the model's `objects` output on one input
 * (`VALUES_PER_ANCHOR` values per anchor), in the photo's pixels: input pixels divided by `scale`
 * (the input is the photo scaled by `scale`). `anchors` may be shifted to where a tile of the
 * input lies; `own` then keeps the anchors that tile answers for.
 */
export function decodeBoxes(
  objects: Float32Array,
  anchors: Float32Array,
  scale: number,
  minScore: number,
  own: (x: number, y: number) => boolean = () => true,
): Detection[] {
  const count = anchors.length / 2;
  if (objects.length !== count * VALUES_PER_ANCHOR)
    throw new Error(`the model gave ${objects.length / VALUES_PER_ANCHOR} anchors, expected ${count}`);
  const boxes: Detection[] = [];
  for (let i = 0; i < count; i++) {
    const o = i * VALUES_PER_ANCHOR;
    const score = sigmoid(objects[o]!);
    const [ax, ay] = [anchors[i * 2]!, anchors[i * 2 + 1]!];
    if (score < minScore || !own(ax, ay)) continue;
    const w = objects[o + 3]!;
    const h = objects[o + 4]!;
    if (!(w > 0 && h > 0)) continue;
    const [cx, cy] = [ax + objects[o + 1]!, ay + objects[o + 2]!];
    const eyeSpan = Math.hypot(objects[o + 7]! - objects[o + 5]!, objects[o + 8]! - objects[o + 6]!) / w;
    const noseDrop = (objects[o + 10]! - (objects[o + 6]! + objects[o + 8]!) / 2) / w;
    const box = { x: (cx - w / 2) / scale, y: (cy - h / 2) / scale, width: w / scale, height: h / scale };
    boxes.push({ ...box, score, eyeSpan, noseDrop });
  }
  return boxes;
}

export function iou(a: FaceBox, b: FaceBox): number {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.width, b.x + b.width);
  const y2 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * Non-maximum suppression, MediaPipe's weighted kind, in two steps: the boxes that overlap the
 * best one left by `threshold` (IoU) or more form its group (overlapGroups), and each group becomes
 * one box, its place and size averaged by score, which steadies the box (averaged). Which groups
 * are faces is the slot's to judge (slot-settings.ts).
 */
export function overlapGroups<T extends FaceBox>(boxes: T[], threshold: number): T[][] {
  const left = [...boxes].sort((a, b) => b.score - a.score);
  const groups: T[][] = [];
  while (left.length > 0) {
    const best = left[0]!;
    const group = left.filter((b) => iou(best, b) >= threshold);
    groups.push(group);
    for (const b of group) left.splice(left.indexOf(b), 1);
  }
  return groups;
}

/** One box for a group: its best box's score, the place and size averaged by score. */
export function averaged(group: FaceBox[]): FaceBox {
  const total = group.reduce((n, b) => n + b.score, 0);
  const avg = (key: 'x' | 'y' | 'width' | 'height') => group.reduce((n, b) => n + b[key] * b.score, 0) / total;
  return { x: avg('x'), y: avg('y'), width: avg('width'), height: avg('height'), score: group[0]!.score };
}

/** The box grown by `share` of its size on each side, within the image; whole pixels. */
export function padBox(box: FaceBox, share: number, imageWidth: number, imageHeight: number) {
  const x0 = Math.max(0, Math.floor(box.x - box.width * share));
  const y0 = Math.max(0, Math.floor(box.y - box.height * share));
  const x1 = Math.min(imageWidth, Math.ceil(box.x + box.width * (1 + share)));
  const y1 = Math.min(imageHeight, Math.ceil(box.y + box.height * (1 + share)));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}
