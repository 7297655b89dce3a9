/**
 * The sender loop: drains the signed-in account's queued posts, oldest first. For each post it
 * uploads every photo not yet uploaded (Idempotency-Key `<client_id>:<slot>`, the media id recorded
 * at once), then sends `POST tweet` with the post's client_id and captured_at, and records the
 * server's verdict. Both calls are idempotent on the server, so a crash or a lost answer at any
 * point only repeats a call that answers the first result again.
 * Plain TypeScript with its dependencies passed in, so a page, a worker or a test can run it.
 * It never sends a post for an account other than the one that made it: the account is checked
 * before every request, and a change of account stops the drain with the post put back.
 * Every drain runs inside `lock` (the Web Lock shared by tabs, the sync worker and the service
 * worker), so while it holds the lock any row still 'sending' was left by a dead drainer and is
 * put back first; a refused token refresh parks the post in 'sign in to send'.
 */
import { OutboxTransitionError, pendingPhotos, tweetBody } from './outbox-machine';
import { isDamaged } from './outbox-export';
import { DAMAGED_MESSAGE } from './outbox-types';
import type { OutboxRepository } from './outbox-repository';
import type { OutboxTransport, SendOutcome } from './outbox-transport';
import type { OutboxPost } from './outbox-types';

export type SenderEvent =
  | { type: 'sent'; post: OutboxPost }
  | { type: 'failed'; post: OutboxPost }
  | { type: 'retry'; post: OutboxPost }
  | { type: 'signin'; post: OutboxPost }
  | { type: 'idle'; nextWakeAt: number | null };

/** Runs fn while holding the one drain lock (see drain-lock.ts); tests pass none. */
export type DrainLock = <T>(fn: () => Promise<T>) => Promise<T>;

export interface SenderDeps {
  repo: OutboxRepository;
  transport: OutboxTransport;
  /** The account that may send now (the validated warden's id), or null. */
  account: () => string | null;
  onEvent?: (event: SenderEvent) => void;
  lock?: DrainLock;
}

export interface DrainReport {
  sent: number;
  failed: number;
  retried: number;
}

type Step = 'next' | 'stop';

export function createSender({ repo, transport, account, onEvent = () => undefined, lock }: SenderDeps) {
  const stillOwner = (post: OutboxPost): boolean => account() === post.account_id;

  async function settle<T>(
    post: OutboxPost,
    outcome: Extract<SendOutcome<T>, { ok: false }>,
    report: DrainReport,
  ): Promise<Step> {
    const error = { status: outcome.status, message: outcome.message };
    if (outcome.kind === 'fail') {
      onEvent({ type: 'failed', post: await repo.markFailed(post.client_id, error) });
      report.failed += 1;
      return 'next';
    }
    if (outcome.kind === 'auth') {
      onEvent({ type: 'signin', post: await repo.waitForSignIn(post.client_id, error) });
      report.retried += 1;
      return 'stop';
    }
    onEvent({ type: 'retry', post: await repo.retryLater(post.client_id, error) });
    report.retried += 1;
    // Offline or signed out: the other posts would fail the same way now.
    return 'stop';
  }

  async function sendOne(queued: OutboxPost, report: DrainReport): Promise<Step> {
    let post = await repo.claim(queued.client_id);
    // A row that cannot be read whole is set aside for the warden, never sent half, and never in
    // the way of the posts behind it.
    if (isDamaged(post)) {
      onEvent({ type: 'failed', post: await repo.markFailed(post.client_id, { status: 0, message: DAMAGED_MESSAGE }) });
      report.failed += 1;
      return 'next';
    }
    for (const photo of pendingPhotos(post)) {
      if (!stillOwner(post)) return (await repo.release(post.client_id), 'stop');
      const answer = await transport.uploadPhoto(photo, `${post.client_id}:${photo.slot}`);
      if (!answer.ok) return settle(post, answer, report);
      post = await repo.recordUpload(post.client_id, photo.slot, answer.data.id);
    }
    if (!stillOwner(post)) return (await repo.release(post.client_id), 'stop');
    const answer = await transport.postTweet(tweetBody(post));
    if (!answer.ok) return settle(post, answer, report);
    const tweet = answer.data;
    const sent = await repo.markSent(post.client_id, {
      tweet_id: tweet.id,
      tweet_status: tweet.tweet_status,
      clock_suspect: tweet.clock_suspect ?? false,
      received_at: tweet.createdAt ?? new Date().toISOString(),
      log: tweet.log ?? null,
    });
    onEvent({ type: 'sent', post: sent });
    report.sent += 1;
    return 'next';
  }

  async function drainOnce(report: DrainReport): Promise<void> {
    for (;;) {
      const accountId = account();
      if (!accountId) return;
      const post = await repo.nextDue(accountId);
      if (!post) return;
      try {
        if ((await sendOne(post, report)) === 'stop') return;
      } catch (error) {
        // Another tab took the post between our read and our claim: it is in good hands.
        if (error instanceof OutboxTransitionError) return;
        throw error;
      }
    }
  }

  let running: Promise<DrainReport> | null = null;
  let again = false;

  return {
    /**
     * Sends whatever is due. Calls while a drain runs join it, and make it look once more at the
     * end, so a post queued mid-drain is not left waiting for the next trigger.
     */
    drain(): Promise<DrainReport> {
      if (running) {
        again = true;
        return running;
      }
      const work = async (): Promise<DrainReport> => {
        const report: DrainReport = { sent: 0, failed: 0, retried: 0 };
        const holder = account();
        if (lock && holder) {
          await repo.releaseInterrupted(holder);
          await repo.pruneReceipts();
        }
        do {
          again = false;
          await drainOnce(report);
        } while (again);
        const accountId = account();
        onEvent({ type: 'idle', nextWakeAt: accountId ? await repo.nextWakeAt(accountId) : null });
        return report;
      };
      running = (lock ? lock(work) : work()).finally(() => {
        running = null;
      });
      return running;
    },
    /** Puts back posts a closed tab or crash left 'sending' (call once at start). */
    async recover(): Promise<number> {
      const accountId = account();
      return accountId ? repo.releaseInterrupted(accountId) : 0;
    },
  };
}
