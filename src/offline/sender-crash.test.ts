// @vitest-environment node
/**
 * A crash between any two steps of sending a post: the tab dies before or after any database write
 * and before or after the server acted on any request (the answer lost). A fresh visit on the same
 * database then finishes the job. Against a fake server with the real server's idempotency
 * (Idempotency-Key per photo, unique client_id per post), every crash point ends with exactly one
 * post, each photo stored once, and no photo uploaded again once its id was recorded.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OutboxDb } from './outbox-db';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';
import type { OutboxTransport } from './outbox-transport';
import { createSender } from './sender';
import { freshDb, newPost, uuid } from './outbox-fixtures';

class Crash extends Error {}

function fakeServer() {
  const media = new Map<string, number>();
  const tweets = new Map<string, number>();
  const requests: string[] = [];
  return {
    media,
    tweets,
    requests,
    upload(key: string): number {
      requests.push(key);
      if (!media.has(key)) media.set(key, 100 + media.size);
      return media.get(key)!;
    },
    post(clientId: string): number {
      requests.push('tweet');
      if (!tweets.has(clientId)) tweets.set(clientId, 500 + tweets.size);
      return tweets.get(clientId)!;
    },
  };
}

/** Counts steps and throws Crash at step `at` (0 = never). */
function crasher(at: number) {
  let step = 0;
  return () => {
    step += 1;
    if (step === at) throw new Crash(`crash at ${at}`);
  };
}

function wire(server: ReturnType<typeof fakeServer>, repo: OutboxRepository, tick: () => void) {
  const transport: OutboxTransport = {
    async uploadPhoto(_photo, key) {
      tick();
      const id = server.upload(key);
      tick(); // the server acted; the answer is lost here
      return { ok: true, status: 201, data: { id } };
    },
    async postTweet(body) {
      tick();
      const id = server.post((body as { client_id: string }).client_id);
      tick();
      return { ok: true, status: 201, data: { id, tweet_status: 'POSTED_ON_TIME' } };
    },
  };
  const guarded: OutboxRepository = {
    ...repo,
    claim: (id) => (tick(), repo.claim(id)),
    recordUpload: (id, slot, mediaId) => (tick(), repo.recordUpload(id, slot, mediaId)),
    markSent: (id, verdict) => (tick(), repo.markSent(id, verdict)),
  };
  return createSender({ repo: guarded, transport, account: () => '7', lock: (fn) => fn() });
}

describe('a crash between any two steps', () => {
  it('always ends with exactly one post and each photo stored once', async () => {
    let completedWithoutCrash = false;
    for (let at = 1; !completedWithoutCrash && at < 40; at += 1) {
      const db = freshDb();
      const server = fakeServer();
      await createOutboxRepository(db).add(newPost({}, [1, 2, 3]));
      try {
        await wire(server, createOutboxRepository(db), crasher(at)).drain();
        completedWithoutCrash = true;
      } catch (error) {
        expect(error).toBeInstanceOf(Crash);
      }
      db.close();
      // The next visit: same database, a new sender (its lock-held drain recovers 'sending' rows).
      const reopened = new OutboxDb(db.name);
      const recordedBefore = Object.keys((await reopened.posts.get(uuid(1)))!.uploaded).map(
        (slot) => `${uuid(1)}:${slot}`,
      );
      const requestsBefore = server.requests.length;
      const repo = createOutboxRepository(reopened);
      await wire(server, repo, crasher(0)).drain();
      const row = await repo.get(uuid(1));
      expect(row, `crash point ${at}`).toMatchObject({ state: 'sent', result: { tweet_id: 500 } });
      expect(server.tweets.size, `crash point ${at}`).toBe(1);
      expect(server.media.size, `crash point ${at}`).toBe(3);
      expect(row!.uploaded).toEqual({
        1: server.media.get(`${uuid(1)}:1`),
        2: server.media.get(`${uuid(1)}:2`),
        3: server.media.get(`${uuid(1)}:3`),
      });
      const repeated = server.requests.slice(requestsBefore).filter((key) => recordedBefore.includes(key));
      expect(repeated, `crash point ${at}: recorded photos uploaded again`).toEqual([]);
    }
    expect(completedWithoutCrash).toBe(true);
  });
});
