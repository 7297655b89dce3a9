/**
 * The loop that gets the log's checkpoints cosigned (docs/log.md, 'Witnesses'). It runs beside the
 * sequencer, not inside it: it looks at the latest signed checkpoint every LOG_BATCH_MS and, for each
 * witness of WITNESS_URLS that has not cosigned that checkpoint, takes the witness's lease (one
 * process at a time per witness) and submits it (log-witness.service.ts). Each witness has its own
 * request in flight, so a slow one holds up no other. A failure (down, a timeout, a refusal, a bad
 * cosignature) is logged and tried again after a backoff, with whatever checkpoint is latest then;
 * it never touches the sequencer or the posts.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { splitNote } from '@common/tlog/note.ts';
import type { AppContext } from '../../context.ts';
import type { WitnessSetting } from '../../lib/witness-urls.ts';
import { logState } from './log-state.repository.ts';
import { submitCheckpoint } from './log-witness.service.ts';
import {
  claimWitness,
  ensureWitnessRows,
  recordFailure,
  releaseWitness,
  witnessRows,
} from './log-witnesses.repository.ts';

/** A witness that does not answer within this long has failed this attempt. */
const TIMEOUT_MS = 10_000;
/** Longer than one attempt can take (three requests at most), so a lease ends only with a dead process. */
const LEASE_MS = 60_000;
/** Backoff after a failure: 5 s, doubling with each failure in a row, at most 5 minutes. */
const BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 300_000;

const backoffMs = (failures: number): number => Math.min(BACKOFF_MS * 2 ** Math.min(failures, 10), MAX_BACKOFF_MS);

export class LogWitnessing {
  readonly owner = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private stop: (() => void) | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Cancels the requests in flight when the server closes, so a hanging witness does not hold it up. */
  private readonly closing = new AbortController();

  constructor(
    private readonly ctx: AppContext,
    private readonly witnesses: WitnessSetting[],
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  start(): void {
    if (this.running || this.witnesses.length === 0) return;
    this.running = true;
    this.loop = this.run();
  }

  async close(): Promise<void> {
    this.running = false;
    this.stop?.();
    this.closing.abort();
    await this.loop;
    await Promise.all(this.inFlight.values());
  }

  /** Starts a submission to each witness that has not cosigned the latest checkpoint and may be asked now. */
  async tick(): Promise<void> {
    const { checkpoint } = await logState(this.ctx.db);
    if (!checkpoint) return;
    const text = splitNote(checkpoint).text;
    const rows = await witnessRows(
      this.ctx.db,
      this.witnesses.map((w) => w.verifierKey),
    );
    const now = this.ctx.clock.now();
    for (const w of this.witnesses) {
      const row = rows.find((r) => r.verifier_key === w.verifierKey);
      if (!row || row.cosigned_text === text || (row.retry_at && row.retry_at > now) || this.inFlight.has(w.name))
        continue;
      const job = this.submit(w).finally(() => this.inFlight.delete(w.name));
      this.inFlight.set(w.name, job);
    }
  }

  /** Under the witness's lease, the latest checkpoint read afresh: another process may have had it cosigned meanwhile. */
  private async submit(w: WitnessSetting): Promise<void> {
    const now = this.ctx.clock.now();
    const row = await claimWitness(this.ctx.db, w.verifierKey, this.owner, now, new Date(now.getTime() + LEASE_MS));
    if (!row) return;
    try {
      const { checkpoint: note } = await logState(this.ctx.db);
      if (!note || row.cosigned_text === splitNote(note).text) return;
      await submitCheckpoint(this.ctx, w, row.witness_size, note, {
        timeoutMs: TIMEOUT_MS,
        log: this.log,
        signal: this.closing.signal,
      });
    } catch (error) {
      if (this.closing.signal.aborted) return;
      const reason = (error as Error).message;
      const retryAt = new Date(this.ctx.clock.now().getTime() + backoffMs(row.failures));
      this.log.warn({ witness: w.name, url: w.url, reason, retryAt }, 'public log: a witness did not cosign');
      await recordFailure(this.ctx.db, w.verifierKey, reason.slice(0, 500), retryAt).catch(() => undefined);
    } finally {
      await releaseWitness(this.ctx.db, w.verifierKey, this.owner).catch(() => undefined);
    }
  }

  private async run(): Promise<void> {
    try {
      await ensureWitnessRows(
        this.ctx.db,
        this.witnesses.map((w) => w.verifierKey),
      );
    } catch (error) {
      this.log.error({ err: error }, 'public log: the witnesses table could not be prepared');
    }
    while (this.running) {
      try {
        await this.tick();
      } catch (error) {
        this.log.error({ err: error }, 'public log: looking for checkpoints to cosign failed');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.stop = () => (clearTimeout(timer), resolve());
      });
    }
  }
}

/** Starts the loop with the server (when WITNESS_URLS lists witnesses) and stops it before the database closes. */
export function attachWitnessing(app: FastifyInstance, ctx: AppContext): void {
  const witnessing = new LogWitnessing(ctx, ctx.config.WITNESS_URLS, app.log, ctx.config.LOG_BATCH_MS);
  app.addHook('onReady', async () => witnessing.start());
  app.addHook('onClose', async () => witnessing.close());
}
