/**
 * The small list rendition of a photo kept as sent (jpeg-ready.ts) is made after the upload has
 * been answered, so a deadline's burst of uploads is not slowed by thumbnails. The queue is the
 * database, shared by every server process (docs/spec-notes.md, 'Several processes'): a photo whose `low_res_path` is
 * empty still needs one, and a loop claims it with a lease (media.repository.ts, SKIP LOCKED), so no two processes
 * make the same rendition and a photo held by a process that died is taken again when its lease ends. An upload wakes
 * this process's loops; they also look every POLL_MS for work left by others. While requests are in flight a process
 * makes at most one rendition every BUSY_GAP_MS, so it never takes the CPU from answers; when idle it makes one per
 * core at a time. Until a rendition exists the lists show the full photo (media.shape.ts).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { keyOf, type FileStore } from '../../storage/file-store.ts';
import { makeLowRes } from './media.storage.ts';
import { claimRendition, countPendingRenditions, releaseRendition, setRendition } from './media.repository.ts';

export const BUSY_GAP_MS = 250;
const IDLE_POLL_MS = 20;
const POLL_MS = 5_000;
/** Far longer than a rendition takes (tens of ms); a claim this old was left by a process that died. */
export const LEASE_MS = 60_000;

// ctx.renditions is this queue: context.ts declares only what other modules use, so that it imports
// nothing from here.
declare module '../../context.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the class's members
  interface Renditions extends RenditionQueue {}
}

export class RenditionQueue {
  private loops: Promise<void>[] = [];
  private wakers: (() => void)[] = [];
  /** Counts wakes, so a loop that found nothing just before one does not sleep through it. */
  private wakeups = 0;
  private inFlight = 0;
  private lastRun = 0;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly files: FileStore,
    private readonly log: FastifyInstance['log'],
    private readonly leaseMs = LEASE_MS,
  ) {}

  /** Counts the requests being answered (hooked in by `attachRenditionQueue`). */
  requestStarted(): void {
    this.inFlight++;
  }
  requestEnded(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  /** A photo was stored that needs a rendition: the loops look now instead of at their next poll. */
  wake(): void {
    this.wakeups++;
    for (const wake of this.wakers.splice(0)) wake();
  }

  /** Starts the loops, which first take what is pending (after a restart, or left by another process). */
  start(): void {
    if (this.closed || this.loops.length > 0) return;
    this.loops = Array.from({ length: os.availableParallelism() }, () => this.loop());
  }

  /** Resolves when no photo is left to try (tests, benchmarks). */
  async idle(): Promise<void> {
    this.start();
    while (!this.closed && (await countPendingRenditions(this.db, new Date())) > 0) {
      this.wake();
      await new Promise((r) => setTimeout(r, IDLE_POLL_MS));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake();
    await Promise.all(this.loops);
  }

  private sleep(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const waker = () => done();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.push(waker);
    });
  }

  /** One of the queue's loops: claims the oldest pending photo until none is left, then waits. */
  private async loop(): Promise<void> {
    while (!this.closed) {
      while (!this.closed && this.inFlight > 0 && Date.now() - this.lastRun < BUSY_GAP_MS) {
        await new Promise((r) => setTimeout(r, IDLE_POLL_MS));
      }
      if (this.closed) return;
      this.lastRun = Date.now();
      const seen = this.wakeups;
      const claimed = await claimRendition(this.db, new Date(), this.leaseMs).catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not claim a rendition');
        return undefined;
      });
      if (!claimed) {
        if (this.wakeups === seen) await this.sleep(POLL_MS);
        continue;
      }
      await this.make(claimed).catch(async (error: unknown) => {
        this.log.warn({ err: error, mediaId: claimed.id }, 'rendition failed; lists show the full photo');
        await releaseRendition(this.db, claimed.id, claimed.high_res_path, false).catch(() => undefined);
      });
    }
  }

  private async make(photo: { id: number; high_res_path: string }): Promise<void> {
    const source = await this.files.read(keyOf(photo.high_res_path));
    // The photo was replaced or swept since it was claimed, or its file is lost: nothing to make.
    if (!source) return void (await releaseRendition(this.db, photo.id, photo.high_res_path, true));
    const low = await makeLowRes(source);
    const lowPath = photo.high_res_path.replace(/\.[^./]+$/, `-sm-${crypto.randomBytes(3).toString('hex')}.webp`);
    await this.files.put(keyOf(lowPath), low);
    const done = await setRendition(this.db, photo.id, photo.high_res_path, lowPath);
    // The photo was swept or replaced while its rendition was being made.
    if (Number(done.numUpdatedRows) === 0) await this.files.remove(keyOf(lowPath));
  }
}

/** Builds the queue for an app: counts its requests and starts its loops when the app is ready. */
export function attachRenditionQueue(app: FastifyInstance, db: Kysely<DB>, files: FileStore): RenditionQueue {
  const queue = new RenditionQueue(db, files, app.log);
  app.addHook('onRequest', async () => queue.requestStarted());
  app.addHook('onResponse', async () => queue.requestEnded());
  app.addHook('onReady', async () => queue.start());
  return queue;
}
