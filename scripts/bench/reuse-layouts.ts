/**
 * The four scenes of the reused-photo benchmark's generator (reuse-scenes.ts) as shapes in an
 * 800×600 layout: a thali plate, a kitchen counter, a menu chart on a wall and a dining hall. `h`
 * is the hostel's random source (where things are, which never changes), `d` the day's (what is
 * on the plate, who is in the picture, what the chart says today).
 */
import { type Rgb, rng, type Shape } from './reuse-draw';

type Rand = () => number;
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
export const jitter = (r: Rand, amount: number) => (r() * 2 - 1) * amount;

const FOODS: Rgb[] = [
  [200, 110, 40],
  [220, 180, 60],
  [238, 236, 225],
  [90, 130, 50],
  [150, 60, 30],
  [180, 90, 60],
];
const SKIN: Rgb[] = [
  [120, 80, 55],
  [150, 100, 70],
  [95, 62, 42],
  [170, 120, 85],
];

export function plate(h: Rand, d: Rand): Shape[] {
  const shapes: Shape[] = [{ kind: 'ellipse', x: 400, y: 300, rx: 270, ry: 230, color: [196, 198, 204], shade: 0.2 }];
  const bowls = 3 + Math.floor(h() * 2);
  const start = h() * Math.PI * 2;
  for (let i = 0; i < bowls; i++) {
    const a = start + (i * Math.PI * 1.3) / bowls;
    const x = 400 + Math.cos(a) * 175;
    const y = 300 + Math.sin(a) * 145;
    shapes.push({ kind: 'ellipse', x, y, rx: 62, ry: 55, color: [170, 172, 178], shade: 0.3 });
    const fill = 0.6 + d() * 0.3;
    shapes.push({
      kind: 'ellipse',
      x,
      y,
      rx: 62 * fill,
      ry: 55 * fill,
      color: pick(d, FOODS),
      shade: 0.25,
      texture: 10,
    });
  }
  const rice = { x: 400 + jitter(d, 60), y: 300 + jitter(d, 50) };
  shapes.push({
    kind: 'ellipse',
    ...rice,
    rx: 90 + d() * 50,
    ry: 60 + d() * 40,
    color: [236, 234, 222],
    shade: 0.35,
    texture: 14,
  });
  for (let i = Math.floor(d() * 4); i > 0; i--) {
    shapes.push({
      kind: 'ellipse',
      x: 330 + d() * 140,
      y: 230 + d() * 140,
      rx: 70,
      ry: 64,
      color: [205, 158, 92],
      shade: 0.2,
      texture: 18,
    });
  }
  for (let i = 5 + Math.floor(d() * 14); i > 0; i--) {
    const r = 8 + d() * 16;
    shapes.push({
      kind: 'ellipse',
      x: 250 + d() * 300,
      y: 180 + d() * 240,
      rx: r,
      ry: r * 0.8,
      color: pick(d, FOODS),
      shade: 0.3,
    });
  }
  return shapes;
}

export function kitchen(h: Rand, d: Rand): Shape[] {
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 330, rx: 800, ry: 270, color: [92, 94, 100], texture: 6 },
    { kind: 'rect', x: 80 + h() * 400, y: 40, rx: 200, ry: 150, color: [250, 248, 235], glow: 0.5 + d() * 0.6 },
    { kind: 'rect', x: 0, y: 220, rx: 800, ry: 14, color: [120, 90, 60] },
  ];
  for (let i = 0; i < 8; i++) {
    if (d() < 0.75)
      shapes.push({ kind: 'rect', x: 40 + i * 90 + jitter(d, 10), y: 170, rx: 50, ry: 50, color: pick(d, FOODS) });
  }
  const sizes = Array.from({ length: 3 + Math.floor(h() * 3) }, () => 45 + h() * 40);
  for (const [i, vessel] of sizes.entries()) {
    if (d() < 0.15) continue;
    const x = 60 + (i + 0.5) * (680 / sizes.length) + jitter(d, 15);
    const size = (1 + jitter(d, 0.1)) * vessel;
    shapes.push({
      kind: 'rect',
      x: x - size,
      y: 380 - size,
      rx: size * 2,
      ry: size * 1.6,
      color: [175, 178, 185],
      shade: 0.4,
    });
    const open = d() < 0.5;
    shapes.push({
      kind: 'ellipse',
      x,
      y: 380 - size,
      rx: size,
      ry: size * 0.3,
      color: open ? pick(d, FOODS) : [200, 202, 208],
    });
  }
  if (d() < 0.7) {
    const x = 100 + d() * 600;
    shapes.push({
      kind: 'rect',
      x: x - 50,
      y: 230,
      rx: 100,
      ry: 200,
      color: pick(d, [
        [240, 240, 240],
        [40, 60, 120],
        [150, 40, 40],
      ] as Rgb[]),
    });
    shapes.push({ kind: 'ellipse', x, y: 200, rx: 34, ry: 40, color: pick(d, SKIN), shade: 0.2 });
  }
  return shapes;
}

export function menu(h: Rand, d: Rand): Shape[] {
  const board = { x: 100 + h() * 80, y: 60 + h() * 40, w: 520, h: 440 };
  const shapes: Shape[] = [
    { kind: 'rect', x: board.x, y: board.y, rx: board.w, ry: board.h, color: [245, 245, 238], shade: 0.1 },
  ];
  shapes.push({
    kind: 'rect',
    x: board.x,
    y: board.y,
    rx: board.w,
    ry: 50,
    color: h() < 0.5 ? [30, 110, 70] : [150, 40, 40],
  });
  const rows = 6 + Math.floor(h() * 3);
  // A printed weekly part (the hostel's) and rows written for the day.
  const printed = Array.from({ length: rows }, () => (h() < 0.5 ? rng(Math.floor(h() * 1e9)) : null));
  for (let r = 0; r < rows; r++) {
    const y = board.y + 70 + r * ((board.h - 80) / rows);
    shapes.push({ kind: 'rect', x: board.x + 10, y: y - 6, rx: board.w - 20, ry: 2, color: [120, 120, 120] });
    const text = printed[r] ?? d;
    let x = board.x + 20;
    const end = board.x + 120 + text() * (board.w - 140);
    while (x < end) {
      const word = 15 + text() * 60;
      shapes.push({ kind: 'rect', x, y: y + 8, rx: Math.min(word, end - x), ry: 16, color: [25, 25, 60] });
      x += word + 10;
    }
  }
  return shapes;
}

export function eating(h: Rand, d: Rand): Shape[] {
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, rx: 800, ry: 250, color: [210, 200, 170], texture: 4 }];
  const tables = [250 + h() * 40, 430 + h() * 40];
  const shirt: Rgb = pick(h, [
    [60, 90, 160],
    [230, 230, 230],
    [190, 150, 60],
  ] as Rgb[]);
  for (const ty of tables) {
    for (let i = 4 + Math.floor(d() * 7); i > 0; i--) {
      const x = 40 + d() * 720;
      const tone = shirt.map((c) => c + jitter(d, 20)) as Rgb;
      shapes.push({ kind: 'rect', x: x - 28, y: ty - 70, rx: 56, ry: 70, color: tone, shade: 0.1 });
      shapes.push({ kind: 'ellipse', x, y: ty - 92, rx: 22, ry: 26, color: pick(d, SKIN), shade: 0.2 });
    }
    shapes.push({ kind: 'rect', x: 0, y: ty, rx: 800, ry: 55, color: [130, 95, 60], texture: 8 });
    for (let i = 3 + Math.floor(d() * 6); i > 0; i--) {
      shapes.push({
        kind: 'ellipse',
        x: 40 + d() * 720,
        y: ty + 25,
        rx: 34,
        ry: 14,
        color: [190, 192, 198],
        shade: 0.2,
      });
    }
  }
  return shapes;
}
