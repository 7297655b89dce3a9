/**
 * The server asks witnesses to cosign its checkpoints (docs/log.md, 'Witnesses'), with real
 * witnesses of scripts/witness on 127.0.0.1: GET /log/checkpoint serves the checkpoint with their
 * cosignatures appended and it verifies with the log's key and each witness's; a witness that was
 * shown a different log refuses, one that answers a forged cosignature is refused, and one that is
 * down or never answers holds up nothing: the log keeps growing and the others keep cosigning.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import { cosignatureVerifierFromKey, generateCosignerKey } from '@common/tlog/cosignature.ts';
import { sha256, toBase64, utf8 } from '@common/tlog/hash.ts';
import { generateSignerKey, openNote, splitNote, verifierFromKey } from '@common/tlog/note.ts';
import { run } from '../../scripts/log-verify.ts';
import { startWitness, type Witness } from '../../scripts/witness/witness-server.ts';
import { claimWitness, ensureWitnessRows } from '@server/modules/public-log/log-witnesses.repository.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';
import { checkpointOf } from '../support/public-log.ts';

const ORIGIN = 'log.test/log';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-witnesses-'));
const log = generateSignerKey(ORIGIN);
const keys = { a: generateCosignerKey('a.test/w'), b: generateCosignerKey('b.test/w') };
const forked = generateCosignerKey('forked.test/w');
const forger = generateCosignerKey('forger.test/w');
const down = generateCosignerKey('down.test/w');
const hangs = generateCosignerKey('hangs.test/w');
let t: TestApp;
let a: Witness, b: Witness, fork: Witness;
let fake: http.Server, hanging: http.Server;

const served = async () => (await t.app.inject({ method: 'GET', url: '/log/checkpoint' })).body;
const row = (w: { verifierKey: string }) =>
  t.app.ctx.db
    .selectFrom('log_witnesses')
    .selectAll()
    .where('verifier_key', '=', w.verifierKey)
    .executeTakeFirstOrThrow();

/** Writes `n` made-up entries as pending and waits until a signed checkpoint covers them. */
async function addEntries(n: number): Promise<number> {
  const { size } = await checkpointOf(t);
  const rows = Array.from({ length: n }, (_, i) => ({
    kind: 'post' as const,
    post_id: 3_000_000 + size + i,
    body: canonicalJson({ v: 1, kind: 'post', post_id: 3_000_000 + size + i, day: '2026-11-28', meal: 'LUNCH' }),
    created_at: new Date(),
  }));
  await t.app.ctx.db.insertInto('log_entries').values(rows).execute();
  t.app.ctx.publicLog.wake();
  await expect.poll(async () => (await checkpointOf(t)).size, { timeout: 15_000, interval: 20 }).toBe(size + n);
  return size + n;
}

/** Waits until the served checkpoint is of `size` entries and carries the cosignatures of `names`. */
async function untilCosigned(size: number, names: string[]): Promise<string> {
  const has = (note: string) => {
    const { text, signatures } = splitNote(note);
    return parseCheckpoint(text).size === size && names.every((n) => signatures.some((s) => s.name === n));
  };
  await expect.poll(async () => has(await served()), { timeout: 15_000, interval: 20 }).toBe(true);
  return served();
}

beforeAll(async () => {
  a = await startWitness({ stateFile: path.join(dir, 'a.json'), signerKey: keys.a.signerKey, logs: [log.verifierKey] });
  b = await startWitness({ stateFile: path.join(dir, 'b.json'), signerKey: keys.b.signerKey, logs: [log.verifierKey] });
  // This witness already cosigned another tree of the same origin and key (a stolen key, a forked log).
  const other = { size: 1, root: toBase64(sha256(utf8('another log'))), checkpoint: '' };
  fs.writeFileSync(path.join(dir, 'fork.json'), JSON.stringify({ logs: { [ORIGIN]: other } }));
  fork = await startWitness({
    stateFile: path.join(dir, 'fork.json'),
    signerKey: forked.signerKey,
    logs: [log.verifierKey],
  });
  // A "witness" whose cosignature line has its name and key id but a signature of nothing.
  const v = cosignatureVerifierFromKey(forger.verifierKey);
  const line = `\u2014 ${v.name} ${toBase64(new Uint8Array([...v.keyId, ...new Uint8Array(72).fill(7)]))}\n`;
  fake = http.createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end(line)));
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/add-checkpoint`;
  // A witness that takes the request and never answers (the server gives up after 10 s).
  hanging = http.createServer((req) => req.resume());
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/add-checkpoint`;
  const witnesses = [
    `${a.url}/add-checkpoint ${keys.a.verifierKey}`,
    `${b.url}/add-checkpoint ${keys.b.verifierKey}`,
    `${fork.url}/add-checkpoint ${forked.verifierKey}`,
    `${fakeUrl} ${forger.verifierKey}`,
    `http://127.0.0.1:9/add-checkpoint ${down.verifierKey}`, // the discard port: nobody answers there
    `${hangingUrl} ${hangs.verifierKey}`,
  ];
  t = await makeTestApp({
    env: {
      LOG_BATCH_MS: '20',
      PUBLIC_URL: 'http://log.test',
      LOG_SIGNING_KEY: log.signerKey,
      WITNESS_URLS: witnesses.join(', '),
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  hanging?.closeAllConnections();
  await Promise.all([
    a?.close(),
    b?.close(),
    fork?.close(),
    new Promise((r) => fake?.close(r)),
    new Promise((r) => hanging?.close(r)),
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('witnesses', () => {
  it("the served checkpoint carries both good witnesses' cosignatures, each verifying with its key", async () => {
    const size = await addEntries(300);
    const note = await untilCosigned(size, ['a.test/w', 'b.test/w']);
    const opened = openNote(note, [
      verifierFromKey(log.verifierKey),
      cosignatureVerifierFromKey(keys.a.verifierKey),
      cosignatureVerifierFromKey(keys.b.verifierKey),
    ]);
    expect(opened.verifiedBy.sort()).toEqual(['a.test/w', 'b.test/w', ORIGIN]);
    expect(splitNote(note).signatures.map((s) => s.name)).toEqual([ORIGIN, 'a.test/w', 'b.test/w']);
    // A post's receipt carries the same cosigned checkpoint; the standalone verifier reads it all.
    const receipt = await t.app.inject({ method: 'GET', url: `/api/v1/public/log/proof/${3_000_000 + 7}` });
    expect(receipt.json().data.checkpoint).toBe(note);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const out: string[] = [];
    const args = ['--url', url, '--key', log.verifierKey, '--state', path.join(dir, 'v.json'), '--post', '3000007'];
    expect(await run(args, (l) => out.push(l)), out.join('\n')).toBe(0);
  });

  it('the refused, forged and unreachable witnesses add nothing, and their failures are recorded', async () => {
    await expect.poll(async () => (await row(forked)).last_error, { timeout: 15_000 }).toMatch(/422/);
    await expect
      .poll(async () => (await row(forger)).last_error, { timeout: 15_000 })
      .toMatch(/no cosignature that verifies/);
    await expect.poll(async () => (await row(down)).failures, { timeout: 15_000 }).toBeGreaterThan(0);
    const note = await served();
    for (const w of [forked, forger, down]) {
      expect(() => openNote(note, [cosignatureVerifierFromKey(w.verifierKey)])).toThrow(/no verified signature/);
      expect((await row(w)).cosignature).toBeNull();
    }
  });

  it('the log keeps growing past the failing witnesses, and the good ones cosign each step with a proof', async () => {
    const size = await addEntries(60);
    const note = await untilCosigned(size, ['a.test/w', 'b.test/w']);
    expect(openNote(note, [verifierFromKey(log.verifierKey)]).verifiedBy).toEqual([ORIGIN]);
    expect((await row(keys.a)).witness_size).toBe(size);
    expect((await row(hangs)).cosignature).toBeNull(); // still waiting on its first answer, holding up nobody
  });

  it('one process at a time talks to a witness: its lease', async () => {
    const now = new Date();
    const until = new Date(now.getTime() + 60_000);
    const key = generateCosignerKey('lease.test/w').verifierKey;
    await ensureWitnessRows(t.app.ctx.db, [key]);
    expect(await claimWitness(t.app.ctx.db, key, 'p1', now, until)).toBeDefined();
    expect(await claimWitness(t.app.ctx.db, key, 'p2', now, until)).toBeUndefined();
    expect(await claimWitness(t.app.ctx.db, key, 'p2', new Date(until.getTime() + 1), until)).toBeDefined();
  });

  it('a witness that knows more than the server believes answers 409 and is asked again from its size', async () => {
    await t.app.ctx.db
      .updateTable('log_witnesses')
      .set({ witness_size: 0 })
      .where('verifier_key', '=', keys.a.verifierKey)
      .execute();
    const size = await addEntries(5);
    await untilCosigned(size, ['a.test/w', 'b.test/w']);
    expect((await row(keys.a)).witness_size).toBe(size);
  });
});
