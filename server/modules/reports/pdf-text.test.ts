/**
 * The PDF's text helpers: mixed English and Kannada is cut into runs by script with joiners kept in
 * the Kannada run, and the WOFF fonts unwrap into sfnt files fontkit reads with the same glyphs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { reportFonts, woffToSfnt } from './pdf-fonts.ts';
import { registerFonts, scriptRuns, textWidth } from './pdf-text.ts';

describe('pdf text', () => {
  it('cuts mixed text into runs of one script', () => {
    expect(scriptRuns('Mysuru / ಮೈಸೂರು 12')).toEqual([
      { kannada: false, text: 'Mysuru / ' },
      { kannada: true, text: 'ಮೈಸೂರು' },
      { kannada: false, text: ' 12' },
    ]);
    expect(scriptRuns('ಪೋಸ್ಟ್\u200Cಗಳು')).toEqual([{ kannada: true, text: 'ಪೋಸ್ಟ್\u200Cಗಳು' }]);
  });

  it('unwraps the WOFF fonts into sfnt files of the same font', () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-kannada/package.json')), 'files');
    const sfnt = woffToSfnt(fs.readFileSync(path.join(dir, 'noto-sans-kannada-kannada-400-normal.woff')));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(Object.keys(reportFonts()).sort()).toEqual(['kannada', 'kannada-bold', 'latin', 'latin-bold']);
    const doc = new PDFDocument();
    registerFonts(doc);
    // ಕ್ಷ shapes into one conjunct: narrower than ಕ, virama and ಷ side by side.
    const conjunct = textWidth(doc, 'ಕ್ಷ', { size: 10 });
    const apart =
      textWidth(doc, 'ಕ', { size: 10 }) + textWidth(doc, '್', { size: 10 }) + textWidth(doc, 'ಷ', { size: 10 });
    expect(conjunct).toBeGreaterThan(0);
    expect(conjunct).toBeLessThan(apart);
    doc.end();
  });
});
