/**
 * The small list rendition of a photo kept as sent (jpeg-ready.ts) is made after the upload has
 * been answered, so a deadline's burst of uploads is not slowed by thumbnails. The queue is the
 * database itself: an image row whose `low_res_path` is empty still needs one, so a restart loses
 * nothing (pending rows are picked up at start). While requests are in flight the queue makes at
 * most one rendition every BUSY_GAP_MS, so it never takes the CPU from answers; when the server is
 * idle it makes one per core at a time. Until a rendition exists the lists show the full photo
 * (media.shape.ts).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { keyOf, type FileStore } from '../../storage/file-store.ts';
import { makeLowRes } from './media.storage.ts';
import { photosWithoutRendition, renditionPaths, setRendition } from './media.repository.ts';

export const BUSY_GAP_MS = 250;
const IDLE_POLL_MS = 20;

export class RenditionQueue {
  private readonly pending = new Set<number>();
  private running: Promise<void> | null = null;
  private inFlight = 0;
  private lastRun = 0;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly files: FileStore,
    private readonly log: FastifyInstance['log'],
  ) {}

  /** Counts the requests being answered (hooked in by `attachRenditionQueue`). */
  requestStarted(): void {
    this.inFlight++;
  }
  requestEnded(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  enqueue(mediaId: number): void {
    if (this.closed) return;
    this.pending.add(mediaId);
    this.running ??= Promise.all(Array.from({ length: os.availableParallelism() }, () => this.drain()))
      .then(() => undefined)
      .finally(() => {
        this.running = null;
      });
  }

  /** Queues the photos still without a rendition, oldest first (after a restart). */
  async resume(): Promise<void> {
    const rows = await photosWithoutRendition(this.db);
    for (const r of rows) this.enqueue(r.id);
  }

  /** Resolves when nothing is left to make (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.pending.clear();
    await this.idle();
  }

  /** One of the queue's workers: takes the oldest pending photo until none is left. */
  private async drain(): Promise<void> {
    while (!this.closed && this.pending.size > 0) {
      while (!this.closed && this.inFlight > 0 && Date.now() - this.lastRun < BUSY_GAP_MS) {
        await new Promise((r) => setTimeout(r, IDLE_POLL_MS));
      }
      const id = this.pending.values().next().value;
      if (this.closed || id === undefined) return;
      this.pending.delete(id);
      this.lastRun = Date.now();
      try {
        await this.make(id);
      } catch (error) {
        this.log.warn({ err: error, mediaId: id }, 'rendition failed; lists show the full photo');
      }
    }
  }

  private async make(id: number): Promise<void> {
    const row = await renditionPaths(this.db, id);
    if (!row || row.low_res_path) return;
    const source = await this.files.read(keyOf(row.high_res_path));
    if (!source) return;
    const low = await makeLowRes(source);
    const lowPath = row.high_res_path.replace(/\.[^./]+$/, `-sm-${crypto.randomBytes(3).toString('hex')}.webp`);
    await this.files.put(keyOf(lowPath), low);
    const done = await setRendition(this.db, id, row.high_res_path, lowPath);
    // The photo was swept or replaced, or another process made its rendition first.
    if (Number(done.numUpdatedRows) === 0) await this.files.remove(keyOf(lowPath));
  }
}

/** Builds the queue for an app: counts its requests and resumes pending work when it is ready. */
export function attachRenditionQueue(app: FastifyInstance, db: Kysely<DB>, files: FileStore): RenditionQueue {
  const queue = new RenditionQueue(db, files, app.log);
  app.addHook('onRequest', async () => queue.requestStarted());
  app.addHook('onResponse', async () => queue.requestEnded());
  app.addHook('onReady', async () => {
    queue.resume().catch((error: unknown) => app.log.error({ err: error }, 'could not resume the rendition queue'));
  });
  return queue;
}
