/**
 * Test helpers of the outbox: a post as the composer hands it over, a fresh database per test
 * (unique names, so fake-indexeddb keeps tests apart), and a scripted transport that records every
 * call and answers from a queue. Only imported by *.test.ts files.
 */
import { OutboxDb } from './outbox-db';
import type { MediaAnswer, OutboxTransport, SendOutcome, TweetAnswer } from './outbox-transport';
import type { NewPost, PhotoSlot } from './outbox-types';

let counter = 0;

export function freshDb(): OutboxDb {
  counter += 1;
  return new OutboxDb(`outbox-test-${Date.now()}-${counter}`);
}

export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function newPost(overrides: Partial<NewPost> = {}, slots: PhotoSlot[] = [1, 2]): NewPost {
  return {
    client_id: uuid(1),
    account_id: '7',
    organization_id: 3,
    organization_name: { en: 'government hostel, hunsur', kn: 'ಸರ್ಕಾರಿ ವಿದ್ಯಾರ್ಥಿನಿಲಯ, ಹುಣಸೂರು' },
    meal: 'LUNCH',
    content: 'Rice, sambar and curd',
    captured_at: '2026-05-14T13:05:00.000+05:30',
    exif_taken_at: null,
    latitude: null,
    longitude: null,
    photos: slots.map((slot) => ({
      slot,
      blob: new Blob([new Uint8Array([0xff, 0xd8, slot])], { type: 'image/jpeg' }),
      name: `photo-${slot}.jpg`,
      size: 3,
      width: 1600,
      height: 1200,
      exif_taken_at: null,
    })),
    ...overrides,
  };
}

type Answer<T> = SendOutcome<T> | (() => SendOutcome<T>);

/** A transport whose answers are scripted per call; unscripted calls succeed. */
export function scriptedTransport() {
  const calls: { kind: 'media' | 'tweet'; key?: string; body?: unknown }[] = [];
  const media: Answer<MediaAnswer>[] = [];
  const tweets: Answer<TweetAnswer>[] = [];
  let nextMediaId = 100;
  const take = <T>(queue: Answer<T>[], fallback: () => SendOutcome<T>): SendOutcome<T> => {
    const next = queue.shift();
    if (!next) return fallback();
    return typeof next === 'function' ? next() : next;
  };
  const transport: OutboxTransport = {
    async uploadPhoto(_photo, key) {
      calls.push({ kind: 'media', key });
      return take(media, () => ({ ok: true, status: 201, data: { id: nextMediaId++ } }));
    },
    async postTweet(body) {
      calls.push({ kind: 'tweet', body });
      return take(tweets, () => ({
        ok: true,
        status: 201,
        data: { id: 55, tweet_status: 'POSTED_ON_TIME', clock_suspect: false, createdAt: '2026-05-14T07:36:00.000Z' },
      }));
    },
  };
  return { transport, calls, media, tweets };
}

export const fail = (status: number, message: string, kind: 'retry' | 'auth' | 'fail') => ({
  ok: false as const,
  status,
  message,
  kind,
});
