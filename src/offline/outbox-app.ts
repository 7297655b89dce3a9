/**
 * The app's one outbox and sender, wired to the real database, the API and the session, with the
 * triggers of this release: app start, the `online` event, a sign-in, a Submit, and a timer for
 * the next queued post's backoff. The outbox issue adds Web Locks, the worker, visibility,
 * Background Sync and 'Send now' around the same `requestDrain()`.
 * The sender's news reaches the warden as toasts (the post was sent with its status, or refused
 * with the server's message); retries stay quiet because the post is safe on the phone.
 */
import { tweetStatusLabel } from '@common/tweet-status';
import { t, translateText, type MessageId } from '@/i18n';
import { sessionStore } from '@/session/session-store';
import { authStatus } from '@/session/session-types';
import { toast } from '@/toast/toast-store';
import { titleCase } from '@/photos/stamp-text';
import { outboxDb } from './outbox-db';
import { BACKOFF_FIRST_MS } from './outbox-machine';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';
import { createFetchTransport } from './outbox-transport';
import { createSender, type Sender, type SenderEvent } from './sender';
import type { OutboxPost } from './outbox-types';

/** The account allowed to send now: a validated warden. */
export function sendingAccount(): string | null {
  const user = sessionStore.getState();
  return authStatus(user) === 'validated' && user.role === 'WARDEN' && user.id ? user.id : null;
}

let repository: OutboxRepository | null = null;
let sender: Sender | null = null;
let wakeTimer: ReturnType<typeof setTimeout> | null = null;

export function outboxRepository(): OutboxRepository {
  repository ??= createOutboxRepository(outboxDb());
  return repository;
}

function describe(post: OutboxPost): { meal: string; institution: string } {
  return { meal: t(`compose.meal.${post.meal}` as MessageId), institution: titleCase(post.organization_name.en) };
}

function notify(event: SenderEvent): void {
  if (event.type === 'sent') {
    const status = translateText(tweetStatusLabel(event.post.result?.tweet_status, 'warden'));
    toast.success(t('outbox.sent', { ...describe(event.post), status }), { duration: 5000 });
  } else if (event.type === 'failed') {
    toast.error(t('outbox.failed', { ...describe(event.post), message: translateText(event.post.last_error ?? '') }), { duration: 8000 });
  }
}

export function outboxSender(): Sender {
  sender ??= createSender({
    repo: outboxRepository(),
    transport: createFetchTransport({ token: () => sessionStore.getState().access_token }),
    account: sendingAccount,
    onEvent: notify,
  });
  return sender;
}

function wakeAt(at: number | null, retried: boolean): void {
  if (wakeTimer) clearTimeout(wakeTimer);
  wakeTimer = null;
  if (at === null) return;
  // After a failed round, never spin: the next look is at least the first backoff away.
  const delay = Math.max(at - Date.now(), retried ? BACKOFF_FIRST_MS : 0, 0);
  wakeTimer = setTimeout(requestDrain, delay);
}

/** Starts a drain now (or joins the running one). Never throws; the outbox keeps what it could not send. */
export function requestDrain(): void {
  if (!sendingAccount()) return;
  const drainer = outboxSender();
  drainer
    .drain()
    .then(async (report) => {
      const account = sendingAccount();
      wakeAt(account ? await outboxRepository().nextWakeAt(account) : null, report.retried > 0);
    })
    .catch((error: unknown) => {
      console.error('Outbox drain stopped', error);
      wakeAt(Date.now(), true);
    });
}

let started = false;

/** App start: recover posts a closed tab left mid-send, drain, and listen for the network and sign-ins. */
export function startOutboxSender(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let lastAccount = sendingAccount();
  const begin = () => {
    outboxSender()
      .recover()
      .catch(() => 0)
      .finally(requestDrain);
  };
  begin();
  window.addEventListener('online', requestDrain);
  sessionStore.subscribe(() => {
    const account = sendingAccount();
    if (account === lastAccount) return;
    lastAccount = account;
    if (account) begin();
    else wakeAt(null, false);
  });
}
