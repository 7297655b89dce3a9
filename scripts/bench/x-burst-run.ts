/**
 * The burst of bench:x-burst and its watch: the phones (spike-worker.mjs, on their own thread, as
 * in P6) send one meal post with four photos per institution, and the queue is read every two
 * seconds until every accepted post is settled, or nothing has been published for a while (then
 * the run reports a stall instead of waiting for its hard timeout). CPU and load are marked at the
 * burst's start, the end of the intake, once the list renditions are made, and at the end.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import { renditionsLeft, statusCounts } from './x-burst-figures.ts';

export interface Mark {
  label: string;
  at: number;
  serverCpuMs: number;
  postgresCpuMs: number;
  load1: number;
}
export interface Intake {
  seconds: number;
  uploadTimes: number[];
  tweetTimes: number[];
  doneAt: number[];
  errors: Record<string, number>;
}
export interface BurstOptions {
  db: Kysely<DB>;
  workerData: Record<string, unknown>;
  mark(label: string): Mark;
  stallMs: number;
  /** The phones' thread, so a hard timeout can stop it. */
  onWorker(worker: Worker): void;
}

const OPEN = ['QUEUED', 'RETRYING', 'UNKNOWN', 'PUBLISHING', 'NEEDS_RECONNECT'];

export async function runBurst(opts: BurstOptions) {
  const { db, mark } = opts;
  const marks: Mark[] = [mark('burst start')];
  const loads: number[] = [marks[0]!.load1];
  // Written by the phones' thread's message; an object, so the loop below reads it fresh.
  const got: { intake: Intake | null; failed: unknown } = { intake: null, failed: null };
  const worker = new Worker(new URL('./spike-worker.mjs', import.meta.url), { workerData: opts.workerData });
  opts.onWorker(worker);
  worker.once('message', (m: Intake) => {
    got.intake = m;
    marks.push(mark('intake end'));
    void worker.terminate();
  });
  worker.once('error', (error) => (got.failed = error));

  let published = -1;
  let lastChange = Date.now();
  let lastPrint = 0;
  let renditionsMade = false;
  let outcome: 'done' | 'stalled' = 'stalled';
  let counts: Record<string, number> = {};
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (got.failed) throw got.failed;
    counts = await statusCounts(db);
    loads.push(os.loadavg()[0]!);
    if ((counts.PUBLISHED ?? 0) !== published) {
      published = counts.PUBLISHED ?? 0;
      lastChange = Date.now();
    }
    const intake = got.intake;
    if (intake && !renditionsMade && (await renditionsLeft(db)) === 0) {
      renditionsMade = true;
      marks.push(mark('renditions made'));
    }
    if (Date.now() - lastPrint >= 30_000) {
      lastPrint = Date.now();
      const elapsed = ((Date.now() - marks[0]!.at) / 1000).toFixed(0);
      const received = intake ? `${intake.doneAt.length} received` : 'receiving';
      console.log(`  ${elapsed} s: ${received}; ${JSON.stringify(counts)}; load ${os.loadavg()[0]!.toFixed(1)}`);
    }
    const settled = Object.values(counts).reduce((n, k) => n + k, 0);
    if (intake && settled >= intake.doneAt.length && OPEN.every((s) => !counts[s])) {
      outcome = 'done';
      break;
    }
    if (Date.now() - lastChange > opts.stallMs) break;
  }
  marks.push(mark('end'));
  return { outcome, marks, loads, intake: got.intake, counts };
}
