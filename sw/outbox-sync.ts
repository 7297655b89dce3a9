/**
 * Background Sync for the outbox: when the browser fires `sync` with the tag the page registered
 * (Chromium, after the network returns, even with every tab closed), the service worker drains the
 * outbox itself with the same sender, under the same Web Lock as the tabs' sync workers, so only
 * one drainer ever runs. It uses the access token the page left in IndexedDB (outbox-courier.ts)
 * and never refreshes it: a 401 or an expired token leaves the posts queued for the next visit.
 * A drain that still leaves posts to retry rejects, so the browser schedules the sync again.
 * Each send is told to the open pages, which toast it as they would their own worker's.
 */
/// <reference lib="webworker" />
import { SYNC_TAG, withDrainLock } from '../src/offline/drain-lock';
import { courierToken } from '../src/offline/outbox-courier';
import { outboxDb } from '../src/offline/outbox-db';
import { createOutboxRepository } from '../src/offline/outbox-repository';
import { createFetchTransport } from '../src/offline/outbox-transport';
import { createSender } from '../src/offline/sender';
import { OUTBOX_EVENT_MESSAGE, slimEvent, type OutboxEventMessage } from '../src/offline/sync-events';

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

async function tellPages(scope: ServiceWorkerGlobalScope, message: OutboxEventMessage): Promise<void> {
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

export async function drainFromServiceWorker(scope: ServiceWorkerGlobalScope): Promise<void> {
  const db = outboxDb();
  const record = await courierToken(db);
  if (!record) return;
  const sender = createSender({
    repo: createOutboxRepository(db),
    transport: createFetchTransport({ token: () => record.access_token, refresh: async () => 'unavailable' }),
    // Only the rows of the account that left the token are taken.
    account: () => record.account_id,
    lock: withDrainLock,
    onEvent: (event) => {
      if (event.type !== 'idle') void tellPages(scope, { type: OUTBOX_EVENT_MESSAGE, event: slimEvent(event) });
    },
  });
  const report = await sender.drain();
  const still = await courierToken(db);
  if (report.retried > 0 && still) throw new Error('outbox: posts left to retry');
}

export function listenForOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC_TAG) sync.waitUntil(drainFromServiceWorker(scope));
  });
}
