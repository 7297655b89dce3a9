/**
 * The weekly PDF's tables (the league, the ten institutions with the most meals not posted): a
 * two-line head in English and Kannada, repeated on each new page, striped rows, and a share drawn
 * in its band's colour (common/share-scale.ts), the same scale as every screen and /audit.
 */
import type PDFDocument from 'pdfkit';
import { type bilingual, reportText } from '@common/reports/report-texts.ts';
import { shareColorOf } from '@common/share-scale.ts';
import { line } from './pdf-text.ts';

type Doc = InstanceType<typeof PDFDocument>;
const M = 36;
const WIDTH = 595.28 - 2 * M;

/** What a table needs of the page being filled. */
export interface TablePage {
  y: number;
  readonly doc: Doc;
  need(height: number): void;
}

/** A cell: its text, or a share in its band's colour. */
export type Cell = string | { text: string; color: string };
export const shareCell = (text: string, share: number | null): Cell =>
  share === null ? text : { text, color: shareColorOf(share) };
const place = (c: Column) => ({ maxWidth: c.width - 6, align: c.right ? ('right' as const) : ('left' as const) });

export type Column = { head: Parameters<typeof bilingual>[0]; width: number; right?: boolean };

export function table(p: TablePage, bottom: number, columns: Column[], rows: Cell[][]): void {
  const head = () => {
    p.need(40);
    let x = M;
    for (const c of columns) {
      line(p.doc, reportText('en', c.head), x, p.y, { size: 7.5, bold: true }, place(c));
      line(p.doc, reportText('kn', c.head), x, p.y + 10, { size: 7, bold: true }, place(c));
      x += c.width;
    }
    p.y += 24;
    p.doc
      .lineWidth(0.5)
      .strokeColor('#57606a')
      .moveTo(M, p.y - 2)
      .lineTo(M + WIDTH, p.y - 2)
      .stroke();
  };
  head();
  rows.forEach((cells, i) => {
    if (p.y + 13 > bottom) {
      p.need(bottom);
      head();
    }
    if (i % 2 === 1) p.doc.rect(M, p.y - 2, WIDTH, 13).fill('#f6f8fa');
    let x = M;
    cells.forEach((cell, j) => {
      const c = columns[j]!;
      const [text, color] = typeof cell === 'string' ? [cell, undefined] : [cell.text, cell.color];
      line(p.doc, text, x, p.y, color ? { size: 8, bold: true, color } : { size: 8 }, place(c));
      x += c.width;
    });
    p.y += 13;
  });
}
