/**
 * Similar-but-different hostel photos for the reused-photo benchmark (reuse-bench.ts): the hard
 * case for a perceptual hash is not two unrelated photos but the same hostel's plate, kitchen,
 * menu chart or dining hall on two different days. A hostel's seed fixes the layout (where the
 * plate's bowls, the kitchen's vessels and window, the chart's rows and the hall's tables are);
 * the day's seed varies what a new photo varies: the food and its place, who is in the picture,
 * the light (level, tint, a gradient from the window), where the warden stood (a few % of shift
 * and zoom) and the sensor noise. The drawing is plain shapes on an 800×600 canvas, scaled to the
 * phone's 1600×1200 and encoded as JPEG.
 */
import sharp from 'sharp';
import { addShape, type Camera, type Rgb, rng } from './reuse-draw';
import { eating, jitter, kitchen, menu, plate } from './reuse-layouts';

export const SCENE_KINDS = ['menu', 'plate', 'kitchen', 'eating'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

const W = 800;
const H = 600;
const BACKGROUND: Record<SceneKind, Rgb> = {
  plate: [140, 100, 64],
  kitchen: [214, 218, 210],
  menu: [190, 200, 175],
  eating: [150, 150, 140],
};
const LAYOUT = { plate, kitchen, menu, eating };

/**
 * One hostel's photo of `kind` on `day`: a 1600×1200 JPEG, the same layout for every day. With
 * `sameContent` the things in it are the same every day too (a printed chart that never changes):
 * only the light, the camera's place and the noise differ.
 */
export async function hostelScene(kind: SceneKind, hostel: number, day: number, sameContent = false): Promise<Buffer> {
  const kindNo = SCENE_KINDS.indexOf(kind);
  const h = rng(1000 * hostel + kindNo + 1);
  const d = rng(7_777_777 + 100_000 * hostel + 1000 * kindNo + day);
  const content = sameContent ? rng(5_555 + 1000 * hostel + kindNo) : d;
  const camera: Camera = { dx: jitter(d, 0.04) * W, dy: jitter(d, 0.04) * H, scale: 1 + jitter(d, 0.05) };
  const light = {
    gain: 0.8 + d() * 0.35,
    tint: [jitter(d, 0.06), jitter(d, 0.06), jitter(d, 0.06)],
    gx: jitter(d, 0.3),
    gy: jitter(d, 0.2),
  };
  const base = BACKGROUND[kind].map((c) => c + jitter(h, 25)) as Rgb;
  const stripes = 0.02 + h() * 0.05;
  const raw = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    const wave = 14 * Math.sin(y * stripes + kindNo);
    for (let x = 0; x < W; x++) for (let c = 0; c < 3; c++) raw[(y * W + x) * 3 + c] = base[c]! + wave;
  }
  const noise = rng(day * 31 + hostel * 7 + kindNo);
  for (const shape of LAYOUT[kind](h, content)) addShape(raw, W, H, shape, camera, noise);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const lit = light.gain * (1 + light.gy * (0.5 - y / H));
    for (let x = 0; x < W; x++) {
      const l = lit * (1 + light.gx * (x / W - 0.5));
      for (let c = 0; c < 3; c++) {
        const i = (y * W + x) * 3 + c;
        out[i] = Math.max(0, Math.min(255, raw[i]! * l * (1 + light.tint[c]!) + (noise() - 0.5) * 12));
      }
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .resize(1600, 1200)
    .jpeg({ quality: 82 })
    .toBuffer();
}
