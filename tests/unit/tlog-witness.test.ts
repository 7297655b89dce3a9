/**
 * The minimal tlog-witness (scripts/witness/, docs/log.md) over HTTP on 127.0.0.1: it cosigns a
 * log's checkpoints while each is consistent with the last it cosigned, answers 409 with its size
 * when the client's old size is stale, 422 to a rewritten log, 403 to a forged checkpoint, 404 to
 * an unknown log, and remembers its key and the last checkpoint across a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cosignatureTime, cosignatureVerifierFromKey } from '@common/tlog/cosignature.ts';
import { sha256, toBase64, toHex, utf8 } from '@common/tlog/hash.ts';
import { generateSignerKey, openNote, verifierFromKey } from '@common/tlog/note.ts';
import { startWitness, type Witness } from '../../scripts/witness/witness-server.ts';
import { FakeLog, postEntry } from '../support/tlog-fake-log.ts';

const ORIGIN = 'hostels.example.org/log';
const key = generateSignerKey(ORIGIN);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'witness-'));
const NOW = 1_790_000_000_000;
let stateFile: string;
let witness: Witness;

const start = (): Promise<Witness> =>
  startWitness({ stateFile, logs: [key.verifierKey], name: 'witness.test/w1', now: () => NOW });

beforeEach(async (context) => {
  stateFile = path.join(dir, `${context.task.id}.json`);
  witness = await start();
});
afterEach(() => witness.close());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function add(oldSize: number, proof: Uint8Array[], checkpoint: string) {
  const body = `old ${oldSize}\n${proof.map((h) => `${toBase64(h)}\n`).join('')}\n${checkpoint}`;
  const res = await fetch(`${witness.url}/add-checkpoint`, { method: 'POST', body });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('witness', () => {
  it('cosigns consistent checkpoints, and serves the last one cosigned', async () => {
    const log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 300);
    const first = await add(0, [], log.checkpoint);
    expect(first.status, first.text).toBe(200);
    expect(first.text).toMatch(/^\u2014 witness\.test\/w1 \S+\n$/u);
    const cosigned = log.checkpoint + first.text;
    const opened = openNote(cosigned, [
      verifierFromKey(key.verifierKey),
      cosignatureVerifierFromKey(witness.verifierKey),
    ]);
    expect(opened.verifiedBy).toEqual([ORIGIN, 'witness.test/w1']);
    expect(cosignatureTime(opened.signatures[1]!.sig)).toBe(NOW / 1000);

    for (const grow of [1, 255, 700]) {
      const oldSize = log.size;
      log.appendPosts(log.size + 1, grow);
      const next = await add(oldSize, await log.consistencyProof(oldSize), log.checkpoint);
      expect(next.status, next.text).toBe(200);
    }
    expect((await add(log.size, [], log.checkpoint)).status).toBe(200); // the same checkpoint again

    const monitor = await fetch(`${witness.url}/${toHex(sha256(utf8(ORIGIN)))}/checkpoint`);
    const served = await monitor.text();
    expect(served.startsWith(log.checkpoint)).toBe(true);
    expect(openNote(served, [cosignatureVerifierFromKey(witness.verifierKey)]).verifiedBy).toEqual(['witness.test/w1']);
  });

  it('answers 409 with its size when the old size is not the last it cosigned', async () => {
    const log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 10);
    expect((await add(0, [], log.checkpoint)).status).toBe(200);
    log.appendPosts(11, 5);
    const stale = await add(0, [], log.checkpoint);
    expect(stale).toEqual({ status: 409, type: 'text/x.tlog.size', text: '10\n' });
    expect((await add(12, await log.consistencyProof(12), log.checkpoint)).status).toBe(409);
  });

  it('refuses a rewritten log with 422, and keeps the honest checkpoint', async () => {
    const log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 300);
    expect((await add(0, [], log.checkpoint)).status).toBe(200);
    const rewritten = log.rewritten(
      100,
      Array.from({ length: 250 }, (_, i) => postEntry(9000 + i)),
    );
    const r = await add(300, await rewritten.consistencyProof(300), rewritten.checkpoint);
    expect(r.status, r.text).toBe(422);
    expect(r.text).toContain('not consistent');
    // The same size with another root, and a proof that is cut short, are refused as well.
    const sameSize = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 299).append([postEntry(7)]);
    expect((await add(300, [], sameSize.checkpoint)).status).toBe(422);
    log.appendPosts(301, 20);
    expect((await add(300, (await log.consistencyProof(300)).slice(1), log.checkpoint)).status).toBe(422);
    expect((await add(300, await log.consistencyProof(300), log.checkpoint)).status).toBe(200);
  });

  it('refuses forged checkpoints (403), unknown logs (404) and malformed requests (400)', async () => {
    const log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 3);
    const forger = generateSignerKey(ORIGIN);
    expect((await add(0, [], new FakeLog(ORIGIN, forger.signerKey).appendPosts(1, 3).checkpoint)).status).toBe(403);
    const changed = log.checkpoint.replace('\n3\n', '\n4\n');
    expect((await add(0, [], changed)).status).toBe(403);
    const other = generateSignerKey('other.example/log');
    expect(
      (await add(0, [], new FakeLog('other.example/log', other.signerKey).appendPosts(1, 1).checkpoint)).status,
    ).toBe(404);
    expect((await add(5, [], log.checkpoint)).status).toBe(400); // old size above the checkpoint's
    const res = await fetch(`${witness.url}/add-checkpoint`, { method: 'POST', body: `old 0\n${log.checkpoint}` });
    expect(res.status).toBe(400);
    expect((await add(0, [new Uint8Array(32)], log.checkpoint)).status).toBe(422); // old 0 takes no proof
    expect((await add(0, [], log.checkpoint)).status).toBe(200);
  });

  it('keeps its key and the last checkpoint across a restart', async () => {
    const log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 40);
    expect((await add(0, [], log.checkpoint)).status).toBe(200);
    const before = witness.verifierKey;
    await witness.close();
    witness = await start();
    expect(witness.verifierKey).toBe(before);
    expect((await add(0, [], log.checkpoint)).text).toBe('40\n');
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8')).logs[ORIGIN].size).toBe(40);
  });
});
