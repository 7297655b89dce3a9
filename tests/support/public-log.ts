/**
 * Helpers for the public log's API tests: a post's receipt, waiting (on the condition, not a sleep)
 * until a signed checkpoint covers it, and the latest checkpoint opened with the log's own key.
 */
import { expect, vi } from 'vitest';
import { openNote, verifierFromKey } from '@common/tlog/note.ts';
import { parseCheckpoint, type Checkpoint } from '@common/tlog/checkpoint.ts';
import type { LogProof } from '@common/contract/answers/public-log.ts';
import { json, type TestApp } from './test-app.ts';

export const proofOf = (t: TestApp, postId: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/public/log/proof/${postId}` });

/** The post's receipt once a signed checkpoint covers it (the sequencer runs every LOG_BATCH_MS). */
export async function logged(t: TestApp, postId: number, timeout = 10_000): Promise<LogProof> {
  await expect.poll(async () => (await proofOf(t, postId)).statusCode, { timeout, interval: 20 }).toBe(200);
  return json(await proofOf(t, postId)).data as LogProof;
}

/** GET /log/checkpoint opened with GET /log/key (throws when the signature does not verify). */
export async function openCheckpoint(t: TestApp): Promise<Checkpoint> {
  const key = (await t.app.inject({ method: 'GET', url: '/log/key' })).body.trim();
  const note = (await t.app.inject({ method: 'GET', url: '/log/checkpoint' })).body;
  return parseCheckpoint(openNote(note, [verifierFromKey(key)]).text);
}

/** The latest checkpoint as the database holds it (no signature check). */
export async function checkpointOf(t: Pick<TestApp, 'app'>): Promise<{ size: number; note: string | null }> {
  const state = await t.app.ctx.db.selectFrom('log_state').selectAll().executeTakeFirstOrThrow();
  return { size: state.integrated_size, note: state.checkpoint };
}

/** Waits (vi.waitFor, usable in beforeAll too) until a signed checkpoint covers `size` entries. */
export async function untilSize(t: Pick<TestApp, 'app'>, size: number, ms = 15_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const now = (await checkpointOf(t)).size;
      if (now < size) throw new Error(`the log has ${now} of ${size} entries signed`);
    },
    { timeout: ms, interval: 20 },
  );
}
