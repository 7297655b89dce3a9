/**
 * Lays out one weekly report as an A4 PDF: the heading (report, place, week), the league table of
 * districts or taluks with the change against the week before, the week by day, the share of posts
 * on X, the ten institutions with the most meals not posted, and for a district every institution's
 * 21 meals. Every heading reads "English / ಕನ್ನಡ" and every place "English / Kannada name".
 */
import PDFDocument from 'pdfkit';
import { REPORT_STATUSES, bilingual, reportText } from '@common/reports/report-texts.ts';
import { formatMinutes, istDate, istMinutes } from '@common/schedule.ts';
import type { Name } from '@common/contract/shared.ts';
import { line, registerFonts } from './pdf-text.ts';
import { shareCell, table } from './report-table.ts';
import { dayBars, gridHead, gridRow, gridWidth, GRID_CELL, legend, xBar } from './report-charts.ts';
import type { ScopeData, WeekData } from './report-data.ts';

type Doc = InstanceType<typeof PDFDocument>;
const M = 36;
const WIDTH = 595.28 - 2 * M;
const BOTTOM = 841.89 - M - 14;

const named = (n: Name) => (n.kn ? `${n.en} / ${n.kn}` : n.en);
const percent = (p: number | null) => (p === null ? reportText('en', 'noShare') : `${p.toFixed(1)}%`);
const signed = (c: number | null) => (c === null ? reportText('en', 'noShare') : `${c > 0 ? '+' : ''}${c.toFixed(1)}`);

class Page {
  y = M;
  constructor(readonly doc: Doc) {}
  need(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = M;
  }
  /** A heading, kept on one page with the first `keep` points of what follows it. */
  heading(key: Parameters<typeof bilingual>[0], keep = 60): void {
    this.need(26 + keep);
    this.y += 8;
    line(this.doc, bilingual(key), M, this.y, { size: 11, bold: true });
    this.y += 18;
  }
}

function grid(p: Page, data: ScopeData, days: string[]): void {
  const nameWidth = WIDTH - gridWidth() - 4;
  const head = () => {
    p.need(50);
    gridHead(p.doc, M + nameWidth, p.y, days);
    p.y += 38;
  };
  p.heading('grid', 130);
  const used = legend(p.doc, M, p.y, REPORT_STATUSES);
  line(p.doc, reportText('en', 'mealsKey'), M + 260, p.y, { size: 7 });
  line(p.doc, reportText('kn', 'mealsKey'), M + 260, p.y + 11, { size: 7 });
  p.y += used + 6;
  head();
  for (const row of data.grid ?? []) {
    if (p.y + GRID_CELL + 3 > BOTTOM) {
      p.need(BOTTOM);
      head();
    }
    line(p.doc, `${named(row.name)} (${row.place.en})`, M, p.y - 1, { size: 7 }, { maxWidth: nameWidth - 4 });
    gridRow(p.doc, M + nameWidth, p.y, row);
    p.y += GRID_CELL + 3;
  }
}

export function renderReport(week: WeekData, data: ScopeData, madeAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: `${reportText('en', 'title')} ${week.week} ${data.name.en}`, CreationDate: madeAt },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const p = new Page(doc);
  line(doc, bilingual('title'), M, p.y, { size: 15, bold: true });
  line(doc, named(data.name), M, (p.y += 24), { size: 13, bold: true });
  const values = {
    week: week.week,
    first: week.first,
    last: week.last,
    time: `${istDate(madeAt)} ${formatMinutes(istMinutes(madeAt))}`,
  };
  for (const key of ['week', 'madeAt', 'share', 'scale'] as const)
    for (const lang of ['en', 'kn'] as const)
      line(doc, reportText(lang, key, values), M, (p.y += lang === 'en' ? 20 : 11), { size: 8, color: '#424a53' });
  p.y += 14;

  const by = data.districtId === null ? 'district' : 'taluk';
  p.heading(by === 'district' ? 'leagueDistricts' : 'leagueTaluks');
  table(
    p,
    BOTTOM,
    [
      { head: 'rank', width: 40, right: true },
      { head: by, width: WIDTH - 300 },
      { head: 'institutions', width: 65, right: true },
      { head: 'due', width: 65, right: true },
      { head: 'onTimeShare', width: 65, right: true },
      { head: 'change', width: 65, right: true },
    ],
    data.league.map((r) => [
      r.rank === null ? '' : String(r.rank),
      named(r.name),
      String(r.institutions),
      String(r.meals_due),
      shareCell(percent(r.percent), r.percent),
      signed(r.change),
    ]),
  );

  p.heading('byDay', 170);
  dayBars(doc, data.days, M, p.y + 10, WIDTH - 190, 120);
  legend(doc, M + WIDTH - 180, p.y + 10, REPORT_STATUSES.slice(0, 5));
  p.y += 165;

  p.heading('xShare');
  const share = data.x.posts ? `${((100 * data.x.published) / data.x.posts).toFixed(1)}%` : '';
  for (const lang of ['en', 'kn'] as const) {
    const text = data.x.posts ? reportText(lang, 'xShareOf', { ...data.x, percent: share }) : reportText(lang, 'xNone');
    line(doc, text, M, p.y, { size: 8 });
    p.y += 11;
  }
  p.y += xBar(doc, M, p.y + 2, WIDTH / 2, data.x.posts, data.x.published);

  p.heading('topTen');
  if (data.top.length === 0)
    for (const lang of ['en', 'kn'] as const)
      line(doc, reportText(lang, 'noneMissing'), M, (p.y += 11) - 11, { size: 8 });
  else
    table(
      p,
      BOTTOM,
      [
        { head: 'institution', width: WIDTH - 250 },
        { head: 'taluk', width: 180 },
        { head: 'notPostedCount', width: 70, right: true },
      ],
      data.top.map((t) => [named(t.name), named(t.place), String(t.notPosted)]),
    );

  if (data.grid) {
    doc.addPage();
    p.y = M;
    grid(
      p,
      data,
      Array.from({ length: 7 }, (_, i) => data.days[i]?.day ?? ''),
    );
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const label = `${reportText('en', 'page', { n: i + 1 })} / ${reportText('kn', 'page', { n: i + 1 })} · ${week.week} · ${data.name.en}`;
    line(doc, label, M, 841.89 - M, { size: 7, color: '#57606a' });
  }
  doc.end();
  return done;
}
