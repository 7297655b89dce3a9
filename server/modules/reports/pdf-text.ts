/**
 * Text in the weekly PDF, English and Kannada side by side. pdfkit draws a string in one font, and
 * no one font here has both scripts: Noto Sans (Latin) and Noto Sans Kannada, read from the
 * @fontsource packages (pdf-fonts.ts). So a string is cut into runs
 * by script and each run is drawn in its font; fontkit shapes the Kannada runs (conjuncts such as
 * ಕ್ಷ, vowel signs, reph). Zero-width joiners stay with the Kannada around them. Runs are placed on
 * one alphabetic baseline: the two fonts' ascenders differ, so top-aligned runs would not line up.
 */
import type PDFDocument from 'pdfkit';
import { reportFonts } from './pdf-fonts.ts';

type Doc = InstanceType<typeof PDFDocument>;

export function registerFonts(doc: Doc): void {
  for (const [name, data] of Object.entries(reportFonts())) doc.registerFont(name, data);
}

const KANNADA = /[\u0C80-\u0CFF]/;
const JOINER = /[\u200C\u200D]/;

/** The string as runs of one script each. */
export function scriptRuns(text: string): { kannada: boolean; text: string }[] {
  const runs: { kannada: boolean; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const kannada = KANNADA.test(ch) || (JOINER.test(ch) && !!last?.kannada);
    if (last && last.kannada === kannada) last.text += ch;
    else runs.push({ kannada, text: ch });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

const fontOf = (kannada: boolean, bold?: boolean) => `${kannada ? 'kannada' : 'latin'}${bold ? '-bold' : ''}`;

export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of scriptRuns(text))
    width += doc.font(fontOf(run.kannada, style.bold)).fontSize(style.size).widthOfString(run.text);
  return width;
}

/**
 * Draws one line at (x, y), cut to `maxWidth` with an ellipsis when given; right-aligned when
 * `align` says so. Answers the width drawn.
 */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  opts: { maxWidth?: number; align?: 'left' | 'right' } = {},
): number {
  let shown = text;
  if (opts.maxWidth !== undefined)
    while (shown.length > 1 && textWidth(doc, shown, style) > opts.maxWidth)
      shown = `${[...shown].slice(0, -2).join('')}…`;
  const width = textWidth(doc, shown, style);
  let at = opts.align === 'right' && opts.maxWidth !== undefined ? x + opts.maxWidth - width : x;
  doc.fillColor(style.color ?? '#111111');
  for (const run of scriptRuns(shown)) {
    doc.font(fontOf(run.kannada, style.bold)).fontSize(style.size);
    doc.text(run.text, at, y + style.size * 0.82, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(run.text);
  }
  return width;
}
