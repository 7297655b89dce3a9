/**
 * The pictures of the weekly PDF, drawn with pdfkit's own vector primitives (rectangles, lines,
 * text), so they print sharp and cost no image library: the week by day as stacked bars (on time,
 * delayed, after deadline, not posted, holiday), the share of posts on X as a bar, and a district's
 * institutions as rows of 21 squares coloured by status. Every colour has its label in the legend.
 */
import type PDFDocument from 'pdfkit';
import { bilingual, reportText, type ReportStatus } from '@common/reports/report-texts.ts';
import { STATUS_COLORS } from '@common/status-scale.ts';
import type { DayCounts } from '../stats/daily-counts.ts';
import { line } from './pdf-text.ts';
import type { GridRow } from './report-grid.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** The statuses' one colour scale (common/status-scale.ts); a meal not due is white. */
export const COLOURS: Record<ReportStatus, string> = { ...STATUS_COLORS, notDue: '#ffffff' };
const BAR_PARTS = [
  ['onTime', 'posted_on_time'],
  ['delayed', 'posted_with_delay'],
  ['afterDeadline', 'post_not_considered'],
  ['notPosted', 'tweets_not_posted'],
  ['holiday', 'holiday'],
] as const;

const dayNames = (lang: 'en' | 'kn') => reportText(lang, 'days').split(' ');

/** The legend: one swatch and both labels per status. Answers the height used. */
export function legend(doc: Doc, x: number, y: number, statuses: readonly ReportStatus[]): number {
  statuses.forEach((status, i) => {
    const row = y + i * 13;
    doc.rect(x, row + 0.5, 8.5, 8.5).fillAndStroke(COLOURS[status], '#57606a');
    line(doc, bilingual(status), x + 14, row, { size: 7.5 });
  });
  return statuses.length * 13;
}

/** Stacked bars, one per day. Answers the height used. */
export function dayBars(doc: Doc, days: DayCounts[], x: number, y: number, width: number, height: number): number {
  const totals = days.map((d) => BAR_PARTS.reduce((sum, [, field]) => sum + d[field], 0));
  const max = Math.max(1, ...totals);
  const slot = width / days.length;
  const barWidth = Math.min(44, slot * 0.6);
  doc
    .lineWidth(0.5)
    .strokeColor('#8c959f')
    .moveTo(x, y + height)
    .lineTo(x + width, y + height)
    .stroke();
  days.forEach((d, i) => {
    const left = x + i * slot + (slot - barWidth) / 2;
    let top = y + height;
    for (const [status, field] of BAR_PARTS) {
      const h = (d[field] / max) * height;
      if (h <= 0) continue;
      top -= h;
      doc.rect(left, top, barWidth, h).fill(COLOURS[status]);
    }
    line(doc, String(totals[i]), left, top - 10, { size: 7 }, { maxWidth: barWidth, align: 'right' });
    line(doc, `${dayNames('en')[i]} ${d.day.slice(8)}`, x + i * slot + 4, y + height + 3, { size: 7.5 });
    line(doc, dayNames('kn')[i]!, x + i * slot + 4, y + height + 13, { size: 7.5 });
  });
  return height + 26;
}

/** A bar of the posts on X out of all posts. Answers the height used. */
export function xBar(doc: Doc, x: number, y: number, width: number, posts: number, published: number): number {
  doc.rect(x, y, width, 10).fill('#eaeef2');
  if (posts > 0) doc.rect(x, y, (width * published) / posts, 10).fill('#0969da');
  return 14;
}

export const GRID_CELL = 10;
const GRID_GAP = 3;

/** Where the grid's cells start and how wide it is, for a name column of `nameWidth`. */
export const gridWidth = () => 7 * (3 * GRID_CELL + GRID_GAP);

/** The grid's head: day names over each day's three meals. Answers the height used. */
export function gridHead(doc: Doc, x: number, y: number, days: string[]): number {
  const meals = reportText('en', 'meals').split(' ');
  const mealsKn = reportText('kn', 'meals').split(' ');
  days.forEach((day, i) => {
    const left = x + i * (3 * GRID_CELL + GRID_GAP);
    line(doc, `${dayNames('en')[i]} ${day.slice(8)}`, left, y, { size: 7 });
    line(doc, dayNames('kn')[i]!, left, y + 9, { size: 6.5 }, { maxWidth: 3 * GRID_CELL + GRID_GAP });
    meals.forEach((m, j) => line(doc, m, left + j * GRID_CELL + 2, y + 19, { size: 6 }));
    mealsKn.forEach((m, j) => line(doc, m, left + j * GRID_CELL + 0.5, y + 27, { size: 5.5 }));
  });
  return 36;
}

/** One institution's 21 squares. */
export function gridRow(doc: Doc, x: number, y: number, row: GridRow): void {
  row.cells.forEach((status, i) => {
    const day = Math.floor(i / 3);
    const left = x + day * (3 * GRID_CELL + GRID_GAP) + (i % 3) * GRID_CELL;
    doc
      .lineWidth(0.3)
      .rect(left, y, GRID_CELL - 1, GRID_CELL - 1)
      .fillAndStroke(COLOURS[status], '#afb8c1');
  });
}
