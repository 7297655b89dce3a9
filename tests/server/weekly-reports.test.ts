/**
 * The weekly audit report (docs/spec-notes.md, 'Supervisors' views and the public audit') on the demo data with a
 * fake clock: a server started on a Tuesday with no report of last week makes the 32 reports (the state and 31
 * districts) at start and mails them; the list and the PDF follow the caller's districts; the PDF is a real PDF
 * naming the district and its taluks; Monday 08:00 Asia/Kolkata makes the next week's; an admin remakes a week; and a
 * restart on the same database makes and mails nothing again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { createServer } from '@server/server.ts';
import type { FastifyInstance } from 'fastify';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, districtId, signInAll, type Caller, type Tokens } from '../support/console.ts';

const clock = new FakeClock(istInstant('2026-11-24', 10 * 60).getTime()); // a Tuesday
const WEEK = '2026-W47'; // 16 to 22 November
let t: TestApp;
let call: Caller;
let tok: Tokens;
let mysuru: number;
let bidar: number;
let districts: number;
let restarted: FastifyInstance | null = null;

const reportMails = (week: string) => t.sent.filter((m) => m.subject.startsWith(`Weekly audit report ${week}`));
const rowsOf = (week: string) =>
  t.app.ctx.db.selectFrom('weekly_reports').selectAll().where('week', '=', week).orderBy('scope').execute();

beforeAll(async () => {
  // A database in DATA_DIR (not in memory), so the restart below opens the same one.
  t = await makeTestApp({
    clock,
    seedPosts: true,
    env: { WEEKLY_REPORTS: 'on', WEEKLY_REPORTS_CHECK_SECONDS: '3600', DATABASE_URL: '' },
  });
  await t.app.weeklyReports!.tick(); // the run started at start: resolves when it is done
  call = caller(t);
  tok = await signInAll(t, clock);
  mysuru = await districtId(t, 'Mysuru');
  bidar = await districtId(t, 'Bidar');
  districts = (await t.app.ctx.db.selectFrom('districts').select('id').execute()).length;
}, 240_000);
afterAll(async () => {
  await restarted?.close();
  await t?.close();
});

describe('weekly reports', () => {
  it('makes last week’s missing reports at start and mails each DD and the admins', async () => {
    const rows = await rowsOf(WEEK);
    expect(rows).toHaveLength(districts + 1);
    expect(rows.every((r) => r.made_at && r.size! > 1000 && r.sha256?.length === 64 && r.emailed_at)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'reports', WEEK, 'state.pdf'))).toBe(true);
    const mails = reportMails(WEEK);
    const dd = mails.filter((m) => m.to === 'dd@example.org');
    expect(dd).toHaveLength(1);
    expect(dd[0]!.subject).toContain('Mysuru');
    expect(dd[0]!.text).toContain('ಸಾಪ್ತಾಹಿಕ ಪರಿಶೀಲನಾ ವರದಿ');
    for (const admin of ['admin@example.org', 'superadmin@example.org'])
      expect(mails.filter((m) => m.to === admin).map((m) => m.subject)).toEqual([
        `Weekly audit report ${WEEK}: Karnataka state / ಸಾಪ್ತಾಹಿಕ ಪರಿಶೀಲನಾ ವರದಿ ${WEEK}: ಕರ್ನಾಟಕ ರಾಜ್ಯ`,
      ]);
    expect(mails.some((m) => m.to.startsWith('helpline') || m.to.startsWith('warden'))).toBe(false);
  });

  it('lists the reports a caller may read: a DD their districts’ and the state’s', async () => {
    const dd = json(await call('GET', 'reports/weekly?size=100', { token: tok.dd }));
    expect(dd.data.items.map((r: { scope: string }) => r.scope)).toEqual(['state', `district-${mysuru}`]);
    expect(dd.data.items[1].name.en).toBe('Mysuru');
    const admin = json(await call('GET', 'reports/weekly?size=2&page=2', { token: tok.admin }));
    expect(admin.data.total_items).toBe(districts + 1);
    expect(admin.data).toMatchObject({ current_page: 2, total_pages: Math.ceil((districts + 1) / 2) });
    expect(admin.data.items).toHaveLength(2);
    const first = json(await call('GET', 'reports/weekly?size=100', { token: tok.admin }));
    expect(first.data.items[0].scope).toBe('state');
    expect((await call('GET', 'reports/weekly', { token: tok.helpline })).statusCode).toBe(403);
    expect((await call('GET', 'reports/weekly', { token: tok.warden })).statusCode).toBe(403);
    expect((await call('GET', 'reports/weekly')).statusCode).toBe(401);
  });

  it('answers a district’s PDF naming the district and its taluks, and 404 outside the DD’s districts', async () => {
    const res = await call('GET', `reports/weekly/${WEEK}/district-${mysuru}.pdf`, { token: tok.dd });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="weekly-report-${WEEK}-district-${mysuru}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = spawnSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload }).stdout.toString();
    expect(text).toContain('Mysuru');
    const taluks = await t.app.ctx.db
      .selectFrom('taluks')
      .select('name_en')
      .where('district_id', '=', mysuru)
      .execute();
    expect(taluks.length).toBeGreaterThan(1);
    for (const taluk of taluks) expect(text).toContain(taluk.name_en);
    expect(text).toContain('On Time');
    expect(text).toContain('After Deadline');
    expect(text).not.toContain('Posted After Deadline');
    expect((await call('GET', `reports/weekly/${WEEK}/district-${bidar}.pdf`, { token: tok.dd })).statusCode).toBe(404);
    expect((await call('GET', `reports/weekly/${WEEK}/state.pdf`, { token: tok.dd })).statusCode).toBe(200);
    expect((await call('GET', `reports/weekly/2026-W40/state.pdf`, { token: tok.admin })).statusCode).toBe(404);
    expect((await call('GET', `reports/weekly/2026-W60/state.pdf`, { token: tok.admin })).statusCode).toBe(422);
    expect((await call('GET', `reports/weekly/${WEEK}/district-x.pdf`, { token: tok.admin })).statusCode).toBe(422);
    expect((await call('GET', `reports/weekly/${WEEK}/state.pdf`, { token: tok.helpline })).statusCode).toBe(403);
  });

  it('makes the next week’s reports on Monday at 08:00 Asia/Kolkata and mails the DD', async () => {
    clock.set(istInstant('2026-11-30', 8 * 60 - 1));
    await t.app.weeklyReports!.tick();
    expect(await rowsOf('2026-W48')).toHaveLength(0);
    clock.set(istInstant('2026-11-30', 8 * 60));
    await t.app.weeklyReports!.tick();
    expect((await rowsOf('2026-W48')).filter((r) => r.made_at)).toHaveLength(districts + 1);
    const dd = reportMails('2026-W48').filter((m) => m.to === 'dd@example.org');
    expect(dd).toHaveLength(1);
    expect(dd[0]!.text).toContain('2026-11-23 to 2026-11-29');
  }, 120_000);

  it('lets an admin make a week again, replacing the files and keeping one row per scope', async () => {
    const before = await rowsOf(WEEK);
    clock.advance(60_000);
    tok = await signInAll(t, clock);
    const res = await call('POST', `reports/weekly/${WEEK}/remake`, { token: tok.admin });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.reports).toHaveLength(districts + 1);
    const after = await rowsOf(WEEK);
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after.every((r, i) => r.made_at!.getTime() > before[i]!.made_at!.getTime())).toBe(true);
    expect((await call('POST', `reports/weekly/${WEEK}/remake`, { token: tok.dd })).statusCode).toBe(403);
    expect((await call('POST', 'reports/weekly/2026-W49/remake', { token: tok.admin })).statusCode).toBe(409);
  }, 120_000);

  it('makes and mails nothing again when the server starts again on the same database', async () => {
    const rows = await rowsOf(WEEK);
    const mails = t.sent.length;
    const config = t.app.ctx.config;
    await t.app.close();
    restarted = await createServer(config, { clock, messenger: { send: async (m) => void t.sent.push(m) } });
    await restarted.weeklyReports!.tick();
    const again = await restarted.ctx.db.selectFrom('weekly_reports').selectAll().where('week', '=', WEEK).execute();
    expect(again.map((r) => [r.scope, r.made_at?.getTime()]).sort()).toEqual(
      rows.map((r) => [r.scope, r.made_at?.getTime()]).sort(),
    );
    expect(t.sent.length).toBe(mails);
  }, 120_000);
});
