/**
 * The few drawing tools of the reused-photo benchmark's scene generator (reuse-scenes.ts): a
 * seeded random source, and filled ellipses and rectangles painted into a float RGB canvas, seen
 * through a camera that shifts and zooms the layout (where the warden stood that day).
 */
export type Rgb = [number, number, number];

export interface Shape {
  kind: 'ellipse' | 'rect';
  /** Ellipse: centre and radii. Rect: top-left corner, width and height. Layout pixels. */
  x: number;
  y: number;
  rx: number;
  ry: number;
  color: Rgb;
  /** Darkening towards the edge (0 flat, 0.3 a rounded look). */
  shade?: number;
  /** Per-pixel grain of the surface, ± this many levels. */
  texture?: number;
  /** Brighter than its colour by this share (a window). */
  glow?: number;
}

export interface Camera {
  dx: number;
  dy: number;
  scale: number;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Paints `shape` into `raw` (width×height×3 floats) as the camera sees it. */
export function addShape(
  raw: Float32Array,
  width: number,
  height: number,
  shape: Shape,
  camera: Camera,
  noise: () => number,
) {
  const s = camera.scale;
  const map = (x: number, y: number) => [
    width / 2 + (x - width / 2) * s + camera.dx,
    height / 2 + (y - height / 2) * s + camera.dy,
  ];
  const ellipse = shape.kind === 'ellipse';
  const [cx, cy] = ellipse ? map(shape.x, shape.y) : map(shape.x + shape.rx / 2, shape.y + shape.ry / 2);
  const rx = (ellipse ? shape.rx : shape.rx / 2) * s;
  const ry = (ellipse ? shape.ry : shape.ry / 2) * s;
  const x0 = Math.max(0, Math.floor(cx! - rx));
  const x1 = Math.min(width - 1, Math.ceil(cx! + rx));
  const y0 = Math.max(0, Math.floor(cy! - ry));
  const y1 = Math.min(height - 1, Math.ceil(cy! + ry));
  const shade = shape.shade ?? 0;
  const texture = shape.texture ?? 0;
  const gain = 1 + (shape.glow ?? 0);
  for (let y = y0; y <= y1; y++) {
    const v = (y - cy!) / ry;
    for (let x = x0; x <= x1; x++) {
      const u = (x - cx!) / rx;
      const r2 = ellipse ? u * u + v * v : Math.max(u * u, v * v);
      if (r2 > 1) continue;
      const grain = texture ? (noise() - 0.5) * 2 * texture : 0;
      const k = gain * (1 - shade * r2);
      const i = (y * width + x) * 3;
      raw[i] = shape.color[0] * k + grain;
      raw[i + 1] = shape.color[1] * k + grain;
      raw[i + 2] = shape.color[2] * k + grain;
    }
  }
}
