/**
 * The publishing worker each server process runs while X is configured. A few loops claim due
 * publications from the shared queue (x-publications.repository.ts), so one slow or stuck account
 * holds one loop for at most a call's deadline while the others go on; a claimed row's lease is
 * renewed while it is worked on, so a process that dies lets go of it within one lease. What a
 * failure means for others is decided here: an account X refused waits for a new sign-in and its
 * warden and the admins get one email; an account whose own limit is spent waits alone; a spent
 * app quota pauses everyone until X's reset.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { XClient } from './x-client.ts';
import type { XApiError, XLimits } from './x-errors.ts';
import { publishStep, RECONCILE_GRACE_MS, type StepDeps } from './x-publish-step.ts';
import {
  claimDue,
  nextDueAt,
  pauseApp,
  recordAppLimit,
  renewLease,
  type ClaimedPublication,
} from './x-publications.repository.ts';
import { flagReconnect, setUserWait } from './x-accounts.repository.ts';
import { notifyReconnect } from './x-notify.ts';

export interface PublisherTuning {
  loops: number;
  leaseMs: number;
  pollMs: number;
  graceMs: number;
}
export const DEFAULT_TUNING: PublisherTuning = {
  loops: 4,
  leaseMs: 60_000,
  pollMs: 1_000,
  graceMs: RECONCILE_GRACE_MS,
};
const CAPPED_PAUSE_MS = 15 * 60 * 1000;

export class XPublisher {
  readonly owner = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  private running = false;
  private loops: Promise<void>[] = [];
  private wake: (() => void) | null = null;
  /** When the pace or a pause lets the next claim through (set by a claim that had to wait). */
  private openAt: Date | null = null;
  private readonly paceMs: number;
  private readonly deps: StepDeps;

  constructor(
    private readonly ctx: AppContext,
    client: XClient,
    private readonly log: FastifyBaseLogger,
    private readonly tuning: PublisherTuning = DEFAULT_TUNING,
  ) {
    this.paceMs = 60_000 / ctx.config.X_POSTS_PER_MINUTE;
    this.deps = {
      ctx,
      client,
      owner: this.owner,
      graceMs: tuning.graceMs,
      onFailure: (error, pub) => this.failed(error, pub),
      onLimits: (limits, pub) => this.limits(limits, pub),
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: this.tuning.loops }, () => this.loop());
  }

  /** A new post was queued: look now rather than at the next poll. */
  poke(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await Promise.all(this.loops);
  }

  /** Works one due publication, if any (tests drive the queue with this). */
  async runOnce(): Promise<boolean> {
    const now = this.ctx.clock.now();
    const claim = await claimDue(
      this.ctx.db,
      this.owner,
      now,
      new Date(now.getTime() + this.tuning.leaseMs),
      this.paceMs,
    );
    this.openAt = claim.kind === 'wait' ? claim.until : null;
    if (claim.kind !== 'claimed') return false;
    const pub = claim.pub;
    const renew = setInterval(() => {
      const until = new Date(this.ctx.clock.now().getTime() + this.tuning.leaseMs);
      renewLease(this.ctx.db, pub.post_id, this.owner, until).catch(() => undefined);
    }, this.tuning.leaseMs / 3);
    try {
      await publishStep(this.deps, { ...pub, lease_until: new Date(now.getTime() + this.tuning.leaseMs) });
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'X publishing step failed');
      }
      if (worked || !this.running) continue;
      await this.sleep();
    }
  }

  /**
   * Sleeps until the next due time (or, when a claim had to wait, until the pace or pause lets
   * one through), the poll interval, or a poke, whichever comes first.
   */
  private async sleep(): Promise<void> {
    let ms = this.tuning.pollMs;
    try {
      const next = this.openAt ?? (await nextDueAt(this.ctx.db))?.at;
      if (next) ms = Math.max(20, Math.min(ms, new Date(next).getTime() - this.ctx.clock.now().getTime()));
    } catch {
      // The database is away for a moment: poll again later.
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  private async failed(error: XApiError, pub: ClaimedPublication): Promise<void> {
    const now = this.ctx.clock.now();
    this.log.warn(
      { postId: pub.post_id, organizationId: pub.organization_id, kind: error.kind, err: error.message },
      'X publishing failed',
    );
    if (error.kind === 'reconnect') {
      if (await flagReconnect(this.ctx.db, pub.organization_id, error.message, now))
        await notifyReconnect(this.ctx, pub.organization_id).catch((e: unknown) =>
          this.log.error({ err: e }, 'reconnect notice not sent'),
        );
    } else if (error.kind === 'rate') {
      await setUserWait(this.ctx.db, pub.organization_id, error.resetAt ?? new Date(now.getTime() + 15 * 60 * 1000));
    } else if (error.kind === 'app-quota' || error.kind === 'usage-capped') {
      await pauseApp(this.ctx.db, error.resetAt ?? new Date(now.getTime() + CAPPED_PAUSE_MS), error.kind);
    }
  }

  private async limits(limits: XLimits, pub: ClaimedPublication): Promise<void> {
    if (limits.appRemaining !== null) await recordAppLimit(this.ctx.db, limits.appRemaining, limits.appResetAt);
    if (limits.appRemaining === 0 && limits.appResetAt) await pauseApp(this.ctx.db, limits.appResetAt, 'app-quota');
    if (limits.userRemaining === 0 && limits.userResetAt)
      await setUserWait(this.ctx.db, pub.organization_id, limits.userResetAt);
  }
}
