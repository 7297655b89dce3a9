/**
 * The app's outbox: every trigger that starts a drain in the sync worker — the app starting, a
 * sign-in, the `online` event, the page becoming visible, Submit, 'Send now', and a timer for the
 * next queued post's backoff (5 s doubling to 5 minutes, no cap) — plus Background Sync
 * registration for the service worker, the `storage.persist()` request at the first queued post,
 * and the toasts. The worker does the sending; this file only decides when.
 */
import { tweetStatusLabel } from '@common/tweet-status';
import { t, translateText, type MessageId } from '@/i18n';
import { sessionStore } from '@/session/session-store';
import { toast } from '@/toast/toast-store';
import { titleCase } from '@/photos/stamp-text';
import { SYNC_TAG } from './drain-lock';
import { outboxDb } from './outbox-db';
import { BACKOFF_FIRST_MS } from './outbox-machine';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';
import { pushSession, sendingAccount, subscribeOutbox, syncWorker } from './sync-client';
import type { SlimPost, SyncEvent } from './sync-events';
import type { DrainAnswer } from './sync-worker';
import { requestPersistence } from './storage-status';

export { sendingAccount, subscribeOutbox };

let repository: OutboxRepository | null = null;
let wakeTimer: ReturnType<typeof setTimeout> | null = null;

/** The page's view of the outbox (Submit writes here; screens read here). */
export function outboxRepository(): OutboxRepository {
  repository ??= createOutboxRepository(outboxDb());
  return repository;
}

function describe(post: SlimPost): { meal: string; institution: string } {
  return { meal: t(`compose.meal.${post.meal}` as MessageId), institution: titleCase(post.organization_name.en) };
}

function notify(event: SyncEvent): void {
  if (event.type === 'sent') {
    const status = translateText(tweetStatusLabel(event.post.result?.tweet_status, 'warden'));
    toast.success(t('outbox.sent', { ...describe(event.post), status }), { duration: 5000 });
  } else if (event.type === 'failed') {
    toast.error(t('outbox.failed', { ...describe(event.post), message: translateText(event.post.last_error ?? '') }), {
      duration: 8000,
    });
  }
}

/** Asks the service worker to drain when the network is back, where Background Sync exists. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (iOS, Firefox) or no service worker: the page's own triggers are enough.
  }
}

function wakeAt(at: number | null, retried: boolean): void {
  if (wakeTimer) clearTimeout(wakeTimer);
  wakeTimer = null;
  if (at === null) return;
  if (retried) void registerBackgroundSync();
  // After a failed round, never spin: the next look is at least the first backoff away.
  const delay = Math.max(at - Date.now(), retried ? BACKOFF_FIRST_MS : 0, 0);
  wakeTimer = setTimeout(requestDrain, delay);
}

function settle(work: Promise<DrainAnswer>): Promise<void> {
  return work
    .then((answer) => wakeAt(sendingAccount() ? answer.nextWakeAt : null, answer.report.retried > 0))
    .catch((error: unknown) => {
      console.error('Outbox drain stopped', error);
      wakeAt(Date.now(), true);
    });
}

/** Starts a drain now (or joins the running one). Never throws; the outbox keeps what it could not send. */
export function requestDrain(): void {
  const account = sendingAccount();
  if (!account) return;
  void requestPersistence(outboxRepository(), account);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    // Certainly offline: no attempt to count; the `online` event (or Background Sync) starts the drain.
    void registerBackgroundSync();
    return;
  }
  void settle(syncWorker().drain());
}

/** The warden's 'Send now': every queued post due at once. */
export function sendNow(): Promise<void> {
  if (!sendingAccount()) return Promise.resolve();
  return settle(syncWorker().sendNow());
}

/** 'Export unsent' as a ZIP blob built in the worker, or null when signed out. */
export function exportUnsentZip(): Promise<Blob | null> {
  return syncWorker().exportUnsent();
}

let started = false;

/** App start: drain, and listen for the network, visibility and sign-ins. */
export function startOutboxSender(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let lastAccount = sendingAccount();
  const begin = () => {
    if (!sendingAccount()) return;
    if (navigator.onLine === false) void registerBackgroundSync();
    void settle(syncWorker().start(navigator.onLine !== false));
  };
  subscribeOutbox(notify);
  syncWorker();
  begin();
  // The network is back: whatever waits out a backoff is worth trying at once.
  window.addEventListener('online', () => void sendNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestDrain();
  });
  sessionStore.subscribe(() => {
    pushSession();
    const account = sendingAccount();
    if (account === lastAccount) return;
    lastAccount = account;
    if (account) begin();
    else wakeAt(null, false);
  });
}
