/**
 * The standalone verifier (scripts/log-verify.ts) and the witness (scripts/witness/) against the
 * real server over HTTP on 127.0.0.1 (docs/log.md, 'Verifying, without trusting the server'): the
 * files, checkpoint and receipts the server serves check out from outside as the log grows, a
 * witness cosigns its checkpoints with proofs read from its tiles, and a receipt built from a tile
 * changed in the store is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { toBase64 } from '@common/tlog/hash.ts';
import { consistencyProofFromTiles, tilePath, type Tile } from '@common/tlog/tiles.ts';
import { run } from '../../scripts/log-verify.ts';
import { startWitness, type Witness } from '../../scripts/witness/witness-server.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';
import { checkpointOf, openCheckpoint } from '../support/public-log.ts';

let t: TestApp;
let url: string;
let witness: Witness;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-verify-server-'));
const state = path.join(dir, 'state.json');

/** Writes `n` entries of made-up posts as pending, and waits until a checkpoint covers them. */
async function addEntries(n: number): Promise<number> {
  const { size } = await checkpointOf(t);
  const base = 2_000_000 + size;
  const rows = Array.from({ length: n }, (_, i) => ({
    kind: 'post' as const,
    post_id: base + i,
    body: canonicalJson({ v: 1, kind: 'post', post_id: base + i, day: '2026-11-28', meal: 'LUNCH' }),
    created_at: new Date(),
  }));
  await t.app.ctx.db.insertInto('log_entries').values(rows).execute();
  t.app.ctx.publicLog.wake();
  await expect.poll(async () => (await checkpointOf(t)).size, { timeout: 15_000, interval: 20 }).toBe(size + n);
  return base;
}

async function verify(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await run(['--url', url, '--state', state, ...args], (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

/** Offers the server's latest checkpoint to the witness, with a proof read from the served tiles. */
async function offer(oldSize: number) {
  const note = await (await fetch(`${url}/log/checkpoint`)).text();
  const { size } = await openCheckpoint(t);
  const read = async (tile: Tile) => new Uint8Array(await (await fetch(`${url}/log/${tilePath(tile)}`)).arrayBuffer());
  const proof = await consistencyProofFromTiles(oldSize, size, read);
  const body = `old ${oldSize}\n${proof.map((h) => `${toBase64(h)}\n`).join('')}\n${note}`;
  const res = await fetch(`${witness.url}/add-checkpoint`, { method: 'POST', body });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  t = await makeTestApp({ env: { LOG_BATCH_MS: '20' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const logKey = (await (await fetch(`${url}/log/key`)).text()).trim();
  witness = await startWitness({ stateFile: path.join(dir, 'witness.json'), logs: [logKey] });
}, 60_000);
afterAll(async () => {
  await witness?.close();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server, checked from outside', () => {
  it('log:verify follows the log as it grows and checks a receipt; the witness cosigns each step', async () => {
    const first = await addEntries(300);
    const v1 = await verify();
    expect(v1.code, v1.out).toBe(0);
    expect((await offer(0)).status).toBe(200);

    const more = await addEntries(60);
    const v2 = await verify('--post', String(more + 7));
    expect(v2.code, v2.out).toBe(0);
    expect(v2.out).toContain('Consistent with the 300 entries');
    expect(v2.out).toContain(`Post ${more + 7} is entry 307 of the log`);
    expect((await verify('--post', String(first))).code).toBe(0);
    const cosigned = await offer(300);
    expect(cosigned.status, cosigned.text).toBe(200);
    expect((await offer(0)).status).toBe(409);
  });

  it("a hash changed in a stored tile makes the server's receipts fail the verifier", async () => {
    const stored = fs
      .readdirSync(t.dataDir, { recursive: true, encoding: 'utf8' })
      .find((p) => p.endsWith(path.join('log', 'tile', '0', '000')));
    expect(stored).toBeDefined();
    const file = path.join(t.dataDir, stored!);
    const bytes = fs.readFileSync(file);
    bytes[40] = bytes[40]! ^ 1; // in the second leaf hash, on the first entry's proof path
    fs.writeFileSync(file, bytes);
    const { size } = await checkpointOf(t);
    const r = await verify('--post', String(2_000_000));
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain(`BAD PROOF: entry 0 is not in the log of size ${size}`);
  });
});
