/**
 * The sync worker (Comlink): the outbox's drainer, off the page's main thread so reading photo
 * blobs and waiting on slow uploads never touch the UI of a cheap phone. One per open tab; the
 * shared Web Lock (drain-lock.ts) lets only one of them — or the service worker — send at a time.
 * The page tells it who is signed in and with which token (setSession), answers its token refresh
 * (the page owns the session and its rotation), and receives its events for toasts and lists.
 */
import { expose } from 'comlink';
import { hasWebLocks, withDrainLock } from './drain-lock';
import { outboxDb } from './outbox-db';
import { exportUnsent } from './outbox-export';
import { createOutboxRepository } from './outbox-repository';
import { createFetchTransport, type RefreshResult } from './outbox-transport';
import { createSender, type DrainReport } from './sender';
import { slimEvent, type SyncEvent } from './sync-events';

export type { SlimPost, SyncEvent } from './sync-events';

/** The page's side, passed in with Comlink's proxy(). */
export interface SyncHost {
  refresh(): Promise<{ result: RefreshResult; token: string }>;
  event(event: SyncEvent): void;
}

export interface DrainAnswer {
  report: DrainReport;
  nextWakeAt: number | null;
}

const repo = createOutboxRepository(outboxDb());
let session: { account: string | null; token: string } = { account: null, token: '' };
let host: SyncHost | null = null;

const sender = createSender({
  repo,
  transport: createFetchTransport({
    token: () => session.token,
    async refresh() {
      if (!host) return 'unavailable';
      const answer = await host.refresh();
      if (answer.result === 'ok') session = { ...session, token: answer.token };
      return answer.result;
    },
  }),
  account: () => session.account,
  onEvent: (event) => host?.event(slimEvent(event)),
  // Without Web Locks a 'sending' row may belong to another tab's live drain: recover() at start only.
  lock: hasWebLocks() ? withDrainLock : undefined,
});

async function drain(): Promise<DrainAnswer> {
  const report = await sender.drain();
  return { report, nextWakeAt: session.account ? await repo.nextWakeAt(session.account) : null };
}

const api = {
  connect(next: SyncHost): void {
    host = next;
  },
  setSession(next: { account: string | null; token: string }): void {
    session = next;
  },
  /**
   * A sign-in or the app starting: this account's 'sign in to send' posts queue again, and every
   * queued post is due at once (a backoff waits out a bad network, not a new visit), then a drain
   * unless the page knows it is offline.
   */
  async start(online: boolean): Promise<DrainAnswer> {
    if (session.account) {
      await repo.resumeSignedIn(session.account);
      if (!hasWebLocks()) await sender.recover();
      await repo.sendNow(session.account);
    }
    if (online) return drain();
    // Certainly offline: nothing to try; the `online` event starts the drain.
    return { report: { sent: 0, failed: 0, retried: 0 }, nextWakeAt: null };
  },
  drain,
  /** 'Send now' or the network coming back: every queued post due at once, then a drain. */
  async sendNow(): Promise<DrainAnswer> {
    if (session.account) await repo.sendNow(session.account);
    return drain();
  },
  async exportUnsent(): Promise<Blob | null> {
    return session.account ? exportUnsent(repo, session.account) : null;
  },
};

export type SyncWorkerApi = typeof api;

expose(api);
