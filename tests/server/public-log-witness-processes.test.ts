/**
 * Two server processes on one PostgreSQL, both with the same witness in WITNESS_URLS (docs/log.md,
 * 'Witnesses'): by the witness's lease only one of them talks to the witness at a time, neither
 * sends it a checkpoint older than one it already cosigned (no 409, no refusal), and both serve the
 * same cosigned checkpoint. A counting proxy in front of a real witness of scripts/witness sees
 * every request. Runs only with TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import { generateCosignerKey } from '@common/tlog/cosignature.ts';
import { generateSignerKey, splitNote } from '@common/tlog/note.ts';
import { startWitness, type Witness } from '../../scripts/witness/witness-server.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-witness-processes-'));
const log = generateSignerKey('processes.test/log');
const key = generateCosignerKey('w.test/w');
let a: TestApp, b: TestApp;
let witness: Witness;
let proxy: http.Server;
const seen = { now: 0, most: 0, statuses: [] as number[] };

/** Forwards each request to the witness, a little slowly, counting how many are open at once. */
function counting(target: string): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      seen.now++;
      seen.most = Math.max(seen.most, seen.now);
      await new Promise((resolve) => setTimeout(resolve, 30)); // a window for an overlap to show
      const answer = await fetch(`${target}/add-checkpoint`, { method: 'POST', body: Buffer.concat(chunks) });
      const body = await answer.text();
      seen.statuses.push(answer.status);
      seen.now--;
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(body);
    });
  });
}

const signedSize = async (t: TestApp) =>
  (await t.app.ctx.db.selectFrom('log_state').select('integrated_size').executeTakeFirstOrThrow()).integrated_size;

async function addEntries(t: TestApp, n: number, base: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    kind: 'post' as const,
    post_id: base + i,
    body: canonicalJson({ v: 1, kind: 'post', post_id: base + i }),
    created_at: new Date(),
  }));
  await t.app.ctx.db.insertInto('log_entries').values(rows).execute();
  t.app.ctx.publicLog.wake();
}

describe.skipIf(!onPostgres)('witnesses with two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    witness = await startWitness({
      stateFile: path.join(dir, 'w.json'),
      signerKey: key.signerKey,
      logs: [log.verifierKey],
    });
    proxy = counting(witness.url);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const env = {
      LOG_BATCH_MS: '20',
      PUBLIC_URL: 'http://processes.test',
      LOG_SIGNING_KEY: log.signerKey,
      WITNESS_URLS: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/add-checkpoint ${key.verifierKey}`,
    };
    a = await makeTestApp({ env });
    b = await makeTestApp({ env, shareWith: a });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await new Promise((resolve) => proxy?.close(resolve));
    await witness?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('one process at a time asks the witness, and both serve the same cosigned checkpoint', async () => {
    for (let round = 0; round < 6; round++) {
      await Promise.all([addEntries(a, 40, 5_000_000 + round * 100), addEntries(b, 40, 5_000_050 + round * 100)]);
      // Each round in its own checkpoint, so the witness is asked several times.
      await expect.poll(() => signedSize(a), { timeout: 15_000, interval: 20 }).toBe((round + 1) * 80);
    }
    const cosignedAt = async (t: TestApp) => {
      const note = (await t.app.inject({ method: 'GET', url: '/log/checkpoint' })).body;
      const { text, signatures } = splitNote(note);
      return signatures.some((s) => s.name === 'w.test/w') ? parseCheckpoint(text).size : -1;
    };
    await expect.poll(() => cosignedAt(a), { timeout: 30_000, interval: 50 }).toBe(480);
    await expect.poll(() => cosignedAt(b), { timeout: 5_000, interval: 50 }).toBe(480);
    expect(seen.statuses.length).toBeGreaterThan(1);
    expect(seen.most).toBe(1);
    expect(seen.statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
