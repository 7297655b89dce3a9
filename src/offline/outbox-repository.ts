/**
 * Reads and writes outbox rows. Every change is read-modify-write inside one IndexedDB transaction
 * and goes through a pure transition of outbox-machine.ts, so two tabs (or a crash between steps)
 * can never leave a row in a state the machine does not know. Queries are per account: a phone
 * shared by two wardens keeps each one's posts apart.
 */
import type { OutboxDb } from './outbox-db';
import * as machine from './outbox-machine';
import type { LogReceipt } from '@common/contract/answers/public-log';
import type { NewPost, OutboxPost, PhotoSlot, SendError, ServerVerdict } from './outbox-types';

export class OutboxMissingError extends Error {
  constructor(clientId: string) {
    super(`Outbox post ${clientId} is not on this phone`);
    this.name = 'OutboxMissingError';
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository(db: OutboxDb, now: () => number = Date.now) {
  function change(clientId: string, apply: (post: OutboxPost, at: number) => OutboxPost): Promise<OutboxPost> {
    return db.transaction('rw', db.posts, async () => {
      const post = await db.posts.get(clientId);
      if (!post) throw new OutboxMissingError(clientId);
      const next = apply(post, now());
      await db.posts.put(next);
      return next;
    });
  }

  function byState(accountId: string, state: OutboxPost['state']): Promise<OutboxPost[]> {
    return db.posts.where('[account_id+state]').equals([accountId, state]).sortBy('created_at');
  }

  return {
    /** Saves a new post (queued unless `draft`); the same client_id twice is refused by the key. */
    async add(input: NewPost, state: 'queued' | 'draft' = 'queued'): Promise<OutboxPost> {
      const post = machine.createPost(input, now(), state);
      await db.posts.add(post);
      return post;
    },
    get: (clientId: string) => db.posts.get(clientId),
    /** Every post of the account, newest first. */
    async list(accountId: string): Promise<OutboxPost[]> {
      return (await db.posts.where('account_id').equals(accountId).sortBy('created_at')).reverse();
    },
    /** The oldest queued post of the account that is due now. */
    async nextDue(accountId: string): Promise<OutboxPost | undefined> {
      const at = now();
      return (await byState(accountId, 'queued')).find((post) => machine.isDue(post, at));
    },
    /** When the earliest queued post of the account becomes due (epoch ms), or null. */
    async nextWakeAt(accountId: string): Promise<number | null> {
      const queued = await byState(accountId, 'queued');
      return queued.length ? Math.min(...queued.map((post) => post.next_try_at)) : null;
    },
    /**
     * Counted on the indexes alone, for the header's badge on every warden screen: the account's
     * rows less its receipts, with no row (nor its photo blobs) read. One read transaction, so a
     * post turning 'sent' between the two counts is never counted twice or not at all.
     */
    countUnsent(accountId: string): Promise<number> {
      return db.transaction('r', db.posts, async () => {
        const all = await db.posts.where('account_id').equals(accountId).count();
        const sent = await db.posts.where('[account_id+state]').equals([accountId, 'sent']).count();
        return all - sent;
      });
    },
    /** Every unsent post of the account, oldest first (for 'Export unsent'). */
    async unsent(accountId: string): Promise<OutboxPost[]> {
      return (await db.posts.where('account_id').equals(accountId).sortBy('created_at')).filter(
        (post) => post.state !== 'sent',
      );
    },
    claim: (clientId: string) => change(clientId, machine.claim),
    recordUpload: (clientId: string, slot: PhotoSlot, mediaId: number) =>
      change(clientId, (post, at) => machine.recordUpload(post, slot, mediaId, at)),
    markSent: (clientId: string, verdict: ServerVerdict) =>
      change(clientId, (post, at) => machine.markSent(post, verdict, at)),
    /** The account's receipts still waiting for their public-log entry, sent before `sentBefore`. */
    async awaitingLog(accountId: string, sentBefore: number): Promise<OutboxPost[]> {
      return (await byState(accountId, 'sent')).filter((post) => machine.awaitsLog(post, sentBefore));
    },
    recordLog: (clientId: string, log: LogReceipt) => change(clientId, (post, at) => machine.recordLog(post, log, at)),
    retryLater: (clientId: string, error: SendError) =>
      change(clientId, (post, at) => machine.retryLater(post, error, at)),
    markFailed: (clientId: string, error: SendError) =>
      change(clientId, (post, at) => machine.markFailed(post, error, at)),
    waitForSignIn: (clientId: string, error: SendError) =>
      change(clientId, (post, at) => machine.waitForSignIn(post, error, at)),
    release: (clientId: string) => change(clientId, machine.release),
    requeue: (clientId: string) => change(clientId, machine.requeue),
    edit: (clientId: string, content: string) => change(clientId, (post, at) => machine.edit(post, content, at)),
    /** The warden's delete: the only way an unsent post leaves the phone. Not while it is being sent. */
    async remove(clientId: string): Promise<boolean> {
      return db.transaction('rw', db.posts, async () => {
        const post = await db.posts.get(clientId);
        if (!post || post.state === 'sending') return false;
        await db.posts.delete(clientId);
        return true;
      });
    },
    /** 'Send now': every queued post of the account due at once. */
    async sendNow(accountId: string): Promise<number> {
      const queued = await byState(accountId, 'queued');
      for (const post of queued)
        await change(post.client_id, (row, at) => (row.state === 'queued' ? machine.requeue(row, at) : row));
      return queued.length;
    },
    /** The same account signed in again: its 'sign in to send' posts are queued, due at once. */
    async resumeSignedIn(accountId: string): Promise<number> {
      const waiting = await byState(accountId, 'signin');
      for (const post of waiting)
        await change(post.client_id, (row, at) => (row.state === 'signin' ? machine.resumeSignedIn(row, at) : row));
      return waiting.length;
    },
    /** Forgets receipts older than 30 days; unsent rows are never touched. */
    async pruneReceipts(): Promise<number> {
      const at = now();
      const old = (
        await db.posts
          .where('sent_at')
          .below(at - machine.RECEIPT_DAYS * 86_400_000)
          .toArray()
      ).filter((post) => machine.receiptExpired(post, at));
      await db.posts.bulkDelete(old.map((post) => post.client_id));
      return old.length;
    },
    /** Puts back every post a closed tab or a crash left 'sending'; answers how many. */
    async releaseInterrupted(accountId: string): Promise<number> {
      const stuck = await byState(accountId, 'sending');
      for (const post of stuck)
        await change(post.client_id, (row, at) => (row.state === 'sending' ? machine.release(row, at) : row));
      return stuck.length;
    },
  };
}
