/**
 * The log's sequencer, one per server process (docs/log.md, 'Sequencing'). A round takes the
 * sequencer's lease (one process at a time; held only for the round, so a process killed mid-round
 * holds up the others for at most one lease), gives the pending entries their indices (step 1,
 * log-state.repository.ts), then writes their tiles and signs the checkpoint (step 2,
 * log-integrate.ts). Rounds come every LOG_BATCH_MS while entries arrive; an idle sequencer looks
 * every four batches (entries written by other processes) or sooner when woken by a post here, so a
 * post is in a signed checkpoint within 60 s of its acceptance.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EMPTY_ROOT, fromHex, toHex } from '@common/tlog/hash.ts';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import { openNote, verifierFromKey } from '@common/tlog/note.ts';
import type { AppContext } from '../../context.ts';
import type { LogIdentity } from './log-key.ts';
import { assignIndices, claimLease, integrate, logState, releaseLease } from './log-state.repository.ts';
import { integrateRange, signCheckpoint } from './log-integrate.ts';
import { writeCheckpointFile } from './log-files.ts';

export interface SequencerTuning {
  batchMs: number;
  /** How long a round may hold the lease before another process may take it. */
  leaseMs: number;
  /** The most entries one round indexes (a burst is taken in several rounds). */
  maxBatch: number;
}

export class LogSequencer {
  readonly owner = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(
    private readonly ctx: AppContext,
    readonly identity: LogIdentity,
    private readonly log: FastifyBaseLogger,
    private readonly tuning: SequencerTuning,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** An entry was written here: the next round comes within one batch. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async close(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
    await releaseLease(this.ctx.db, this.owner).catch(() => undefined);
  }

  /** One round; answers whether it found work (false also when another process holds the lease). */
  async runOnce(): Promise<boolean> {
    const now = this.ctx.clock.now();
    if (!(await claimLease(this.ctx.db, this.owner, now, new Date(now.getTime() + this.tuning.leaseMs)))) return false;
    try {
      const size = await assignIndices(this.ctx.db, this.owner, now, this.tuning.maxBatch);
      const state = await logState(this.ctx.db);
      if (size !== null && state.integrated_size < state.size) {
        await integrateRange(this.ctx, this.identity, state.integrated_size, state.size, state.root_hash);
        return true;
      }
      await this.resignIfNeeded(state);
      return false;
    } finally {
      await releaseLease(this.ctx.db, this.owner);
    }
  }

  /** A log with no checkpoint yet, or one signed by another key or origin, gets one of its tree now. */
  private async resignIfNeeded(state: Awaited<ReturnType<typeof logState>>): Promise<void> {
    if (state.checkpoint && this.ours(state.checkpoint)) return;
    // Verifiers pinned to the other key will refuse what follows, rightly: say so where operators
    // look, since two processes with different keys would take turns signing (docs/log.md, 'The key').
    if (state.checkpoint && state.integrated_size > 0)
      this.log.warn(
        { size: state.integrated_size, key: this.identity.verifierKey },
        'public log: the latest checkpoint was signed by another key or origin; signing the log again with this one',
      );
    const root = state.root_hash ? fromHex(state.root_hash) : EMPTY_ROOT;
    const note = signCheckpoint(this.identity, state.integrated_size, root);
    if (await integrate(this.ctx.db, state.integrated_size, toHex(root), note, this.ctx.clock.now()))
      await writeCheckpointFile(this.ctx.files, note);
  }

  private ours(note: string): boolean {
    try {
      const { text } = openNote(note, [verifierFromKey(this.identity.verifierKey)]);
      return parseCheckpoint(text).origin === this.identity.origin;
    } catch {
      return false;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'public log sequencing failed');
      }
      if (!this.running) break;
      await this.sleep(worked || this.woken ? this.tuning.batchMs : this.tuning.batchMs * 4);
    }
  }

  /** Waits `ms`; a wake during a long (idle) wait shortens it to one batch from then. */
  private async sleep(ms: number): Promise<void> {
    this.woken = false;
    let due = Date.now() + ms;
    await new Promise<void>((resolve) => {
      let timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        const at = this.running ? Math.min(due, Date.now() + this.tuning.batchMs) : Date.now();
        if (at >= due) return;
        due = at;
        clearTimeout(timer);
        timer = setTimeout(resolve, at - Date.now());
      };
    });
    this.wakeUp = null;
  }
}
