/**
 * "Verify" on /audit (docs/log.md, 'Verifying, without trusting the server'), as the server renders
 * it on the demo (Wednesday 2026-11-18 at 16:00 IST, its posts logged late at start): each logged
 * post names its log entry; with the verifier built into the static folder, a district page carries
 * a Verify button per entry, the log's key and the texts in the page's language for the script, and
 * a policy that allows scripts and fetches from the site only; without it, no button and no script.
 * The check itself runs in the browser (src/audit-verify, tests/e2e/audit-verify.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { auditVerifyTexts } from '@common/site/audit-verify-texts.ts';
import { fill } from '@common/messages.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { escapeHtml } from '@server/lib/html.ts';
import { auditView } from '@server/modules/audit-page/audit-page.render.ts';
import { logEntryCell } from '@server/modules/audit-page/audit-verify-script.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';
import { untilSize } from '../support/public-log.ts';

const clock = new FakeClock(istInstant('2026-11-18', 16 * 60).getTime());
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-verify-'));
const SCRIPT = 'audit-verify-T3ST0001.js';
let t: TestApp;
let post: { id: number; district_id: number; idx: number };

beforeAll(async () => {
  fs.writeFileSync(path.join(staticDir, SCRIPT), 'export {};\n');
  t = await makeTestApp({
    clock,
    seedPosts: true,
    env: { STATIC_DIR: staticDir, LOG_BATCH_MS: '20', CACHE_SECONDS: '0' },
  });
  const { n } = await t.app.ctx.db
    .selectFrom('posts')
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await untilSize(t, Number(n), 60_000);
  post = await t.app.ctx.db
    .selectFrom('posts as p')
    .innerJoin('log_entries as l', (j) => j.onRef('l.post_id', '=', 'p.id').on('l.kind', '=', 'post'))
    .select(['p.id', 'p.district_id', 'l.idx'])
    .where('p.day', '=', '2026-11-18')
    .where('p.meal', '=', 'BREAKFAST')
    .orderBy('p.judged_at')
    .$narrowType<{ idx: number }>()
    .executeTakeFirstOrThrow();
}, 90_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('Verify on the audit page', () => {
  it("names each logged post's entry with its button, the key and the texts for the script", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/audit?district=${post.district_id}` });
    expect(res.statusCode).toBe(200);
    const texts = auditVerifyTexts('en');
    expect(res.body).toContain(`<span class="log">${fill(texts.entry, { index: post.idx })}</span>`);
    expect(res.body).toMatch(new RegExp(`data-log-post="${post.id}"\\s+data-log-index="${post.idx}"`));
    expect(res.body).toContain(`<script type="module" src="/${SCRIPT}"></script>`);
    const key = (await t.app.inject({ method: 'GET', url: '/log/key' })).body.trim();
    expect(res.body).toContain(`data-key="${escapeHtml(key)}"`);
    expect(res.body).toContain(`data-texts="${escapeHtml(JSON.stringify(texts))}"`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
  });

  it('speaks Kannada on the Kannada page', async () => {
    const body = (await t.app.inject({ method: 'GET', url: `/audit?district=${post.district_id}&lang=kn` })).body;
    const kn = auditVerifyTexts('kn');
    expect(body).toContain(fill(kn.entry, { index: post.idx }));
    expect(body).toContain(`data-texts="${escapeHtml(JSON.stringify(kn))}"`);
  });

  it('keeps the state page free of script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/audit' });
    expect(res.body).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).not.toContain('script-src');
  });

  it('shows the entry without a button when the verifier was not built', () => {
    const cell = logEntryCell(auditView('en', post.district_id), { post: post.id, index: post.idx }).value;
    expect(cell).toContain(fill(auditVerifyTexts('en').entry, { index: post.idx }));
    expect(cell).not.toContain('<button');
  });
});
