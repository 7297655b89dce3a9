/**
 * The 'Public log' section of /audit (docs/log.md): the entries in the latest signed checkpoint,
 * when it was signed, how many witnesses cosigned it (a real witness of scripts/witness on
 * 127.0.0.1), the verifier key exactly as GET /log/key answers it and the log:verify command, in
 * English and Kannada, with still no script on the page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_LOG_TEXTS } from '@common/site/audit-log-texts.ts';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { generateCosignerKey } from '@common/tlog/cosignature.ts';
import { generateSignerKey, splitNote } from '@common/tlog/note.ts';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import { escapeHtml } from '@server/lib/html.ts';
import { auditView } from '@server/modules/audit-page/audit-page.render.ts';
import { logSection } from '@server/modules/audit-page/audit-page.log.ts';
import { startWitness, type Witness } from '../../scripts/witness/witness-server.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-log-'));
const log = generateSignerKey('audit.test/log');
const w = generateCosignerKey('w.test/w');
const en = AUDIT_LOG_TEXTS.en;
const kn = AUDIT_LOG_TEXTS.kn;
let t: TestApp;
let witness: Witness;
const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

beforeAll(async () => {
  witness = await startWitness({
    stateFile: path.join(dir, 'w.json'),
    signerKey: w.signerKey,
    logs: [log.verifierKey],
  });
  t = await makeTestApp({
    env: {
      LOG_BATCH_MS: '20',
      CACHE_SECONDS: '0',
      PUBLIC_URL: 'https://audit.test',
      LOG_SIGNING_KEY: log.signerKey,
      WITNESS_URLS: `${witness.url}/add-checkpoint ${w.verifierKey}`,
    },
  });
  const rows = Array.from({ length: 1234 }, (_, i) => ({
    kind: 'post' as const,
    post_id: 4_000_000 + i,
    body: canonicalJson({ v: 1, kind: 'post', post_id: 4_000_000 + i }),
    created_at: new Date(),
  }));
  await t.app.ctx.db.insertInto('log_entries').values(rows).execute();
  t.app.ctx.publicLog.wake();
  // Size and cosignature from one note: the log may be signed in batches (a cosigned smaller
  // checkpoint beside a bigger one not cosigned yet is not what this test waits for).
  const cosigned = async () => {
    const note = splitNote((await t.app.inject({ method: 'GET', url: '/log/checkpoint' })).body);
    return parseCheckpoint(note.text).size === 1234 && note.signatures.some((s) => s.name === 'w.test/w');
  };
  await vi.waitFor(
    async () => {
      if (!(await cosigned())) throw new Error('the checkpoint of 1234 entries is not cosigned yet');
    },
    { timeout: 20_000, interval: 20 },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await witness?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("/audit's public log section", () => {
  it('shows the entries, the signing time, the witnesses and the key of /log/key, with no script', async () => {
    const body = await page('/audit');
    const key = (await t.app.inject({ method: 'GET', url: '/log/key' })).body.trim();
    expect(body).toContain(`<h2 id="log-title">${en.publicLog}</h2>`);
    expect(body).toMatch(new RegExp(`<dt>${en.logEntries}</dt>\\s*<dd>1,234</dd>`));
    expect(body).toMatch(new RegExp(`<dt>${en.logWitnesses}</dt>\\s*<dd>1 of 1</dd>`));
    expect(body).toMatch(/<dd>\d\d:\d\d on \d{1,2} [A-Z][a-z]+ \d{4} \(India time\)<\/dd>/);
    expect(body).toContain(`<code>${escapeHtml(key)}</code>`);
    expect(body).toContain('<code>npm run log:verify -- --url https://audit.test</code>');
    expect(body).not.toMatch(/<script|\son\w+=|style="/i);
  });

  it('reads in Kannada', async () => {
    const body = await page('/audit?lang=kn');
    expect(body).toContain(`<h2 id="log-title">${kn.publicLog}</h2>`);
    expect(body).toContain(escapeHtml(kn.logVerify));
    expect(body).toMatch(new RegExp(`<dt>${kn.logWitnesses}</dt>\\s*<dd>1 ರಲ್ಲಿ 1</dd>`));
    expect(body).toContain('(ಭಾರತೀಯ ಸಮಯ)');
  });

  it('says when no witness is set up and when nothing is signed yet', () => {
    const summary = { size: 0, signedAt: null, cosigned: 0, witnesses: 0, verifierKey: log.verifierKey };
    const section = logSection(auditView('en', null), summary, 'https://audit.test').value;
    expect(section).toContain(en.logNoWitnesses);
    expect(section).toContain(en.logNotSigned);
  });
});
