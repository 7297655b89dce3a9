/**
 * The standalone verifier, scripts/log-verify.ts (docs/log.md), against a log served on 127.0.0.1
 * by tests/support/tlog-fake-log.ts: it pins the key on first use, follows an honest log as it
 * grows, checks a post's receipt, and refuses with exit code 1 a rewritten or truncated log, a
 * forged or changed checkpoint, a key swapped by the site, and a bad inclusion proof.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { generateSignerKey } from '@common/tlog/note.ts';
import { fromBase64, toBase64 } from '@common/tlog/hash.ts';
import { run } from '../../scripts/log-verify.ts';
import { FakeLog, postEntry, serveLog, type ServedLog } from '../support/tlog-fake-log.ts';

const ORIGIN = 'hostels.example.org/log';
const key = generateSignerKey(ORIGIN);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-verify-'));
let state: string;
let site: ServedLog;

async function verify(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await run(['--url', site.url, '--state', state, ...args], (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

beforeEach(async (context) => {
  state = path.join(dir, `${context.task.id}.json`);
  site = await serveLog(new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 300), key.verifierKey);
  return () => site.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('log:verify', () => {
  it('pins the key on first use, then follows the log as it grows', async () => {
    const first = await verify();
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toContain(`First use: trusting the key the site serves, ${key.verifierKey}`);
    expect(first.out).toContain(`Checkpoint ${ORIGIN}: 300 entries`);
    const saved = JSON.parse(fs.readFileSync(state, 'utf8')) as Record<string, { key: string; size: number }>;
    expect(saved[site.url]).toMatchObject({ key: key.verifierKey, size: 300 });

    for (const grow of [1, 255, 2000]) {
      site.log.appendPosts(site.log.size + 1, grow);
      const next = await verify();
      expect(next.code, next.out).toBe(0);
      expect(next.out).toContain('Consistent with the');
    }
    expect(await verify()).toMatchObject({ code: 0 }); // unchanged log
  });

  it("checks a post's receipt: included, against a signed checkpoint, for that post", async () => {
    const ok = await verify('--post', '123', '--key', key.verifierKey);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toContain(`Post 123 is entry 122 of the log: ${postEntry(123)}`);
    expect(await verify('--post', '999')).toMatchObject({
      code: 1,
      out: expect.stringContaining('no entry for post 999'),
    });
  });

  it('refuses a bad inclusion proof and a receipt for another post', async () => {
    site.tamper = (r) => {
      const h = fromBase64(r.proof[1]!);
      h[0] = h[0]! ^ 1;
      r.proof[1] = toBase64(h);
    };
    expect(await verify('--post', '5')).toMatchObject({ code: 1, out: expect.stringContaining('BAD PROOF') });
    site.tamper = (r) => void (r.entry = r.entry.replace('"post_id":6', '"post_id":7'));
    expect((await verify('--post', '6')).out).toContain('BAD PROOF');
    const honest = await site.log.receipt(8);
    site.tamper = (r) => Object.assign(r, honest);
    expect(await verify('--post', '9')).toMatchObject({
      code: 1,
      out: expect.stringContaining('is for post 8, not 9'),
    });
  });

  it('refuses a rewritten log (same key, an old entry changed) after seeing the honest one', async () => {
    expect((await verify()).code).toBe(0);
    site.log = site.log.rewritten(
      100,
      Array.from({ length: 400 }, (_, i) => postEntry(5000 + i)),
    );
    const r = await verify();
    expect(r).toMatchObject({ code: 1, out: expect.stringContaining('REWRITTEN') });
    // Same size, other root: refused as well, and the state still holds the honest checkpoint.
    site.log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 299).append([postEntry(7777)]);
    expect((await verify()).out).toContain('two different trees of size 300');
    expect(JSON.parse(fs.readFileSync(state, 'utf8'))[site.url].size).toBe(300);
  });

  it('refuses a truncated log', async () => {
    expect((await verify()).code).toBe(0);
    site.log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 200);
    expect(await verify()).toMatchObject({ code: 1, out: expect.stringContaining('SHRANK from 300 to 200') });
  });

  it('refuses a forged or changed checkpoint, and a key the site swapped after first use', async () => {
    expect((await verify()).code).toBe(0);
    const forger = generateSignerKey(ORIGIN); // same name, other key
    site.log.appendPosts(301, 5).sign(forger.signerKey);
    expect((await verify()).out).toContain(`not signed by the log key ${ORIGIN}`);
    site.verifierKey = forger.verifierKey; // the pinned key still wins
    expect((await verify()).code).toBe(1);
    site.log.sign();
    site.log.checkpoint = site.log.checkpoint.replace('\n305\n', '\n306\n');
    expect(await verify()).toMatchObject({ code: 1, out: expect.stringContaining('BAD SIGNATURE') });
    site.log.checkpoint = '<html>maintenance</html>';
    expect(await verify()).toMatchObject({ code: 1, out: expect.stringContaining('is not a signed note') });
  });

  it('stays standalone and short enough to read: node built-ins only, at most 300 lines', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../../scripts/log-verify.ts'), 'utf8');
    const imports = [...source.matchAll(/\bfrom '([^']+)'/g)].map((m) => m[1]);
    expect(source).not.toMatch(/\bimport\(|\brequire\(/);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => !i!.startsWith('node:'))).toEqual([]);
    expect(source.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('runs as a command: help, and exit code 1 on a failure', () => {
    const script = path.join(import.meta.dirname, '../../scripts/log-verify.ts');
    const tsx = path.join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const help = spawnSync(tsx, [script], { encoding: 'utf8' });
    expect(help.status).toBe(2);
    expect(help.stdout).toContain('pinned after that');
    const down = spawnSync(tsx, [script, '--url', 'http://127.0.0.1:9', '--state', state], { encoding: 'utf8' });
    expect(down.status).toBe(1);
    expect(down.stdout).toContain('FAILED: cannot fetch');
  });
});
