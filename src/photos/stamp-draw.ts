/**
 * Burns the stamp into the bottom of a photo: a dark translucent strip under a thin teal rule,
 * white text sized from the photo (photo-maths.ts stampFontPx), one line per StampLine, each cut
 * with an ellipsis rather than overflowing. The layout is pure (tested); drawing needs a 2D context
 * and runs in the photo worker on an OffscreenCanvas.
 */
import { stampFontPx, type Size } from './photo-maths';
import type { StampLine } from './stamp-text';

export const STAMP_FONT = '"Noto Sans", "Noto Sans Kannada", Roboto, "Tunga", system-ui, sans-serif';
/** Kannada's vowel signs reach far above and below the Latin line: give them room. */
const LINE_HEIGHT = 1.42;

export interface StampRow {
  line: StampLine;
  px: number;
  /** Vertical centre of the row, in photo pixels. */
  centre: number;
}

export interface StampLayout {
  top: number;
  height: number;
  rule: number;
  padX: number;
  rows: StampRow[];
}

export function stampLayout(size: Size, lines: StampLine[]): StampLayout {
  const px = stampFontPx(size);
  const padY = Math.round(px.main * 0.5);
  const padX = Math.round(px.main * 0.7);
  const rule = Math.max(2, Math.round(px.main * 0.12));
  const heights = lines.map((line) => Math.round((line.size === 'main' ? px.main : px.secondary) * LINE_HEIGHT));
  const height = rule + padY * 2 + heights.reduce((sum, h) => sum + h, 0);
  const top = size.height - height;
  let y = top + rule + padY;
  const rows = lines.map((line, i) => {
    const h = heights[i]!;
    const row = { line, px: line.size === 'main' ? px.main : px.secondary, centre: y + h / 2 };
    y += h;
    return row;
  });
  return { top, height, rule, padX, rows };
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** `text`, shortened with '…' until it fits `maxWidth` in the context's current font. */
export function fitText(ctx: Pick<Context2D, 'measureText'>, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(`${chars.slice(0, mid).join('').trimEnd()}…`).width <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

export function drawStamp(ctx: Context2D, size: Size, lines: StampLine[]): void {
  const layout = stampLayout(size, lines);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = 'rgba(5, 46, 42, 0.74)';
  ctx.fillRect(0, layout.top, size.width, layout.height);
  ctx.fillStyle = '#4bb39e';
  ctx.fillRect(0, layout.top, size.width, layout.rule);
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = Math.max(1, Math.round(layout.rows[0]?.px ?? 14) * 0.08);
  const maxWidth = size.width - layout.padX * 2;
  for (const row of layout.rows) {
    ctx.font = `${row.line.bold ? 700 : 500} ${row.px}px ${STAMP_FONT}`;
    ctx.fillText(fitText(ctx, row.line.text, maxWidth), layout.padX, row.centre);
  }
  ctx.restore();
}
