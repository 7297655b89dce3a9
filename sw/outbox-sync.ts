/**
 * Background Sync for the outbox: when the browser fires `sync` with the tag the page registered
 * (Chromium, after the network returns, even with every tab closed), the service worker drains the
 * outbox itself with the same sender, under the same Web Lock as the tabs' sync workers, so only
 * one drainer ever runs. It uses the access token the page left in IndexedDB (outbox-courier.ts)
 * and never refreshes it: a 401 or an expired token leaves the posts queued for the next visit.
 * A drain that still leaves posts to retry rejects, so the browser schedules the sync again.
 */
/// <reference lib="webworker" />
import { SYNC_TAG, withDrainLock } from '../src/offline/drain-lock';
import { courierToken } from '../src/offline/outbox-courier';
import { outboxDb } from '../src/offline/outbox-db';
import { createOutboxRepository } from '../src/offline/outbox-repository';
import { createFetchTransport } from '../src/offline/outbox-transport';
import { createSender } from '../src/offline/sender';

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

export async function drainFromServiceWorker(): Promise<void> {
  const db = outboxDb();
  const record = await courierToken(db);
  if (!record) return;
  const sender = createSender({
    repo: createOutboxRepository(db),
    transport: createFetchTransport({ token: () => record.access_token, refresh: async () => 'unavailable' }),
    // Only the rows of the account that left the token are taken.
    account: () => record.account_id,
    lock: withDrainLock,
  });
  const report = await sender.drain();
  const still = await courierToken(db);
  if (report.retried > 0 && still) throw new Error('outbox: posts left to retry');
}

export function listenForOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC_TAG) sync.waitUntil(drainFromServiceWorker());
  });
}
