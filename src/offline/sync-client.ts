/**
 * The page's handle on the sync worker: starts it on first use, answers its token refreshes with
 * the page's shared refresh (the session and its rotation live here, in localStorage), keeps it
 * told who is signed in, and leaves the service worker its token (outbox-courier.ts). Events from
 * the worker, and from the service worker's Background Sync drain, fan out to subscribers (toasts,
 * list invalidation, the header badge).
 */
import { proxy, wrap, type Remote } from 'comlink';
import { can } from '@common/access';
import { refreshTokens } from '@/lib/api-client';
import { t } from '@/i18n';
import { sessionStore } from '@/session/session-store';
import { authStatus } from '@/session/session-types';
import { toast } from '@/toast/toast-store';
import { outboxDb } from './outbox-db';
import { leaveCourierToken } from './outbox-courier';
import { isOutboxEventMessage, type SyncEvent } from './sync-events';
import type { SyncWorkerApi } from './sync-worker';

/** The account allowed to send now: a validated warden. */
export function sendingAccount(): string | null {
  const user = sessionStore.getState();
  return authStatus(user) === 'validated' && can(user.role, 'tweet.create') && user.id ? user.id : null;
}

const listeners = new Set<(event: SyncEvent) => void>();
let hearingServiceWorker = false;

function fanOut(event: SyncEvent): void {
  listeners.forEach((listener) => listener(event));
}

/** Listens to the workers' news; answers the unsubscribe. */
export function subscribeOutbox(listener: (event: SyncEvent) => void): () => void {
  if (!hearingServiceWorker && typeof navigator !== 'undefined' && navigator.serviceWorker) {
    hearingServiceWorker = true;
    navigator.serviceWorker.addEventListener('message', (message: MessageEvent) => {
      if (isOutboxEventMessage(message.data)) fanOut(message.data.event);
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let remote: Remote<SyncWorkerApi> | null = null;
let pushed = '';

/** Tells the worker (and the service worker's courier record) who may send, when it changed. */
export function pushSession(): void {
  if (!remote) return;
  const account = sendingAccount();
  const token = account ? sessionStore.getState().access_token : '';
  const key = `${account ?? ''}|${token}`;
  if (key === pushed) return;
  pushed = key;
  void remote.setSession({ account, token });
  void leaveCourierToken(outboxDb(), account, token);
}

async function refreshForWorker(): Promise<{ result: 'ok' | 'refused' | 'offline'; token: string }> {
  const result = await refreshTokens();
  if (result === 'refused' && sessionStore.getState().is_logged_in) {
    // The refresh token is spent or revoked: the session is over, as for any other call.
    sessionStore.logout();
    toast.error(t('session.ended'));
  }
  pushSession();
  return { result, token: sessionStore.getState().access_token };
}

export function syncWorker(): Remote<SyncWorkerApi> {
  if (!remote) {
    remote = wrap<SyncWorkerApi>(
      new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'outbox-sync' }),
    );
    void remote.connect(
      proxy({
        refresh: refreshForWorker,
        event: fanOut,
      }),
    );
    pushSession();
  }
  return remote;
}
