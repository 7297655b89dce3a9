/**
 * The outbox's news as it crosses threads: the sync worker tells its page through Comlink, and the
 * service worker's Background Sync drain tells every open page with postMessage. Whichever drainer
 * wins the lock sends a post, so the warden's 'sent' toast and the lists must hear from both.
 */
import type { SenderEvent } from './sender';
import type { OutboxPost } from './outbox-types';

/** A post as events carry it across threads: without its photo blobs. */
export type SlimPost = Omit<OutboxPost, 'photos'>;
export type SyncEvent =
  { type: Exclude<SenderEvent['type'], 'idle'>; post: SlimPost } | { type: 'idle'; nextWakeAt: number | null };

/** The `type` of the message the service worker posts to its pages for each outbox event. */
export const OUTBOX_EVENT_MESSAGE = 'outbox-event';

export interface OutboxEventMessage {
  type: typeof OUTBOX_EVENT_MESSAGE;
  event: SyncEvent;
}

export function slimEvent(event: SenderEvent): SyncEvent {
  if (event.type === 'idle') return event;
  const { photos: _photos, ...post } = event.post;
  return { type: event.type, post };
}

/** True for a service worker message carrying an outbox event. */
export function isOutboxEventMessage(data: unknown): data is OutboxEventMessage {
  const message = data as Partial<OutboxEventMessage> | null;
  return message?.type === OUTBOX_EVENT_MESSAGE && typeof message.event?.type === 'string';
}
