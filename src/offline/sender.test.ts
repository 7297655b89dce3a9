// @vitest-environment node
/**
 * The sender against a scripted transport and a real (fake-indexeddb) outbox: the order of calls
 * and their idempotency keys, resuming after a crash, the sorting of failures, and the rule that a
 * post is only ever sent by the account that made it.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createOutboxRepository } from './outbox-repository';
import { createSender, type SenderEvent } from './sender';
import { fail, freshDb, newPost, scriptedTransport, uuid } from './outbox-fixtures';
import { DAMAGED_MESSAGE } from './outbox-types';

/** The wall clock, but never the same millisecond twice: posts added one after another have distinct times. */
function risingClock(): () => number {
  let last = 0;
  return () => (last = Math.max(Date.now(), last + 1));
}

function setup(account: { id: string | null } = { id: '7' }) {
  const repo = createOutboxRepository(freshDb(), risingClock());
  const script = scriptedTransport();
  const events: SenderEvent[] = [];
  const sender = createSender({
    repo,
    transport: script.transport,
    account: () => account.id,
    onEvent: (e) => events.push(e),
  });
  return { repo, script, events, sender, account };
}

describe('sender', () => {
  it('uploads each photo with <client_id>:<slot>, then posts the tweet, and keeps the verdict', async () => {
    const { repo, script, sender, events } = setup();
    await repo.add(newPost({}, [1, 3]));
    expect(await sender.drain()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(script.calls.map((c) => c.key ?? c.kind)).toEqual([`${uuid(1)}:1`, `${uuid(1)}:3`, 'tweet']);
    expect(script.calls[2]!.body).toMatchObject({
      image_1: 100,
      image_2: null,
      image_3: 101,
      client_id: uuid(1),
      captured_at: '2026-05-14T13:05:00.000+05:30',
      meal: 'LUNCH',
    });
    const row = await repo.get(uuid(1));
    expect(row).toMatchObject({
      state: 'sent',
      uploaded: { 1: 100, 3: 101 },
      result: { tweet_id: 55, tweet_status: 'POSTED_ON_TIME' },
    });
    expect(events.map((e) => e.type)).toEqual(['sent', 'idle']);
  });

  it('sends queued posts oldest first, one drain at a time', async () => {
    const { repo, script, sender } = setup();
    await repo.add(newPost({ client_id: uuid(1) }, [1]));
    await repo.add(newPost({ client_id: uuid(2) }, [1]));
    const [a, b] = await Promise.all([sender.drain(), sender.drain()]);
    expect(a).toBe(b);
    expect(a.sent).toBe(2);
    expect(
      script.calls.filter((c) => c.kind === 'tweet').map((c) => (c.body as { client_id: string }).client_id),
    ).toEqual([uuid(1), uuid(2)]);
  });

  it('after a crash mid-post, resumes without uploading finished photos again', async () => {
    const { repo, script, sender } = setup();
    await repo.add(newPost());
    await repo.claim(uuid(1));
    await repo.recordUpload(uuid(1), 1, 77);
    expect(await sender.recover()).toBe(1);
    await sender.drain();
    expect(script.calls.map((c) => c.key ?? c.kind)).toEqual([`${uuid(1)}:2`, 'tweet']);
    expect(script.calls[1]!.body).toMatchObject({ image_1: 77, image_2: 100 });
  });

  it('puts a post back with backoff on network errors, 5xx, 408 and 429, and stops the drain', async () => {
    for (const [status, kind] of [
      [0, 'retry'],
      [503, 'retry'],
      [408, 'retry'],
      [429, 'retry'],
      [401, 'retry'],
    ] as const) {
      const { repo, script, sender } = setup();
      await repo.add(newPost({ client_id: uuid(1) }, [1]));
      await repo.add(newPost({ client_id: uuid(2) }, [1]));
      script.media.push(fail(status, 'try later', kind));
      expect(await sender.drain()).toEqual({ sent: 0, failed: 0, retried: 1 });
      const row = await repo.get(uuid(1));
      expect(row).toMatchObject({ state: 'queued', attempts: 1, last_status: status, last_error: 'try later' });
      expect(row!.next_try_at).toBeGreaterThan(Date.now() + 4_000);
      expect((await repo.get(uuid(2)))?.state).toBe('queued');
    }
  });

  it('fails a post for good on another 4xx, keeps the message, and goes on with the next', async () => {
    const { repo, script, sender, events } = setup();
    await repo.add(newPost({ client_id: uuid(1) }, [1]));
    await repo.add(newPost({ client_id: uuid(2) }, [1]));
    script.tweets.push(fail(409, 'This meal has already been posted for this institution today.', 'fail'));
    expect(await sender.drain()).toEqual({ sent: 1, failed: 1, retried: 0 });
    expect(await repo.get(uuid(1))).toMatchObject({
      state: 'failed',
      last_status: 409,
      last_error: 'This meal has already been posted for this institution today.',
      uploaded: { 1: 100 },
    });
    expect(events.filter((e) => e.type === 'failed')).toHaveLength(1);
  });

  it('keeps a post refused for coming before its meal opened, with the reason, to export or delete', async () => {
    const { repo, script, sender } = setup();
    await repo.add(newPost({ client_id: uuid(1) }, [1]));
    const reason = 'This meal opens at 11:30. It cannot be posted before then.';
    script.tweets.push(fail(422, reason, 'fail'));
    expect(await sender.drain()).toEqual({ sent: 0, failed: 1, retried: 0 });
    expect(await repo.get(uuid(1))).toMatchObject({ state: 'failed', last_status: 422, last_error: reason });
    // Never dropped: a second drain leaves it where it is, photos and all.
    expect(await sender.drain()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect((await repo.get(uuid(1)))?.photos).toHaveLength(1);
  });

  it('sets a row it cannot read aside, with the reason, and sends the posts behind it', async () => {
    const db = freshDb();
    const repo = createOutboxRepository(db);
    const script = scriptedTransport();
    const sender = createSender({ repo, transport: script.transport, account: () => '7', onEvent: () => undefined });
    await repo.add(newPost({ client_id: uuid(1) }, [1]));
    await repo.add(newPost({ client_id: uuid(2) }, [1]));
    // The first row's photo lost its data (the browser cleared part of its storage).
    await db.posts.update(uuid(1), { photos: [{ slot: 1 } as never] });
    expect(await sender.drain()).toEqual({ sent: 1, failed: 1, retried: 0 });
    expect(await repo.get(uuid(1))).toMatchObject({ state: 'failed', last_error: DAMAGED_MESSAGE });
    expect((await repo.get(uuid(2)))?.state).toBe('sent');
    // Nothing of the damaged row went to the server.
    expect(script.calls.every((call) => !String(call.key ?? '').startsWith(uuid(1)))).toBe(true);
  });

  it('never sends a post for another account, and stops when the account changes mid-post', async () => {
    const { repo, script, sender, account } = setup({ id: '8' });
    await repo.add(newPost({ account_id: '7' }));
    expect((await sender.drain()).sent).toBe(0);
    expect(script.calls).toHaveLength(0);
    account.id = null;
    expect((await sender.drain()).sent).toBe(0);

    account.id = '7';
    script.media.push(() => {
      account.id = '8'; // someone else signs in while the first photo is on its way
      return { ok: true, status: 201, data: { id: 5 } };
    });
    await sender.drain();
    expect(script.calls.map((c) => c.kind)).toEqual(['media']);
    expect(await repo.get(uuid(1))).toMatchObject({ state: 'queued', uploaded: { 1: 5 } });
  });

  it("parks a post in 'sign in to send' when the refresh is refused, until the same account signs in", async () => {
    const { repo, script, sender, events, account } = setup();
    await repo.add(newPost({ client_id: uuid(1) }, [1]));
    await repo.add(newPost({ client_id: uuid(2) }, [1]));
    script.media.push(fail(401, 'Please provide your token.', 'auth'));
    expect(await sender.drain()).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect(await repo.get(uuid(1))).toMatchObject({ state: 'signin', attempts: 0, last_status: 401 });
    expect(events.map((e) => e.type)).toEqual(['signin', 'idle']);
    account.id = '8';
    expect(await repo.resumeSignedIn('8')).toBe(0);
    expect((await sender.drain()).sent).toBe(0);
    expect((await repo.get(uuid(1)))?.state).toBe('signin');
    account.id = '7';
    expect(await repo.resumeSignedIn('7')).toBe(1);
    expect((await sender.drain()).sent).toBe(2);
  });

  it('inside the lock, puts back rows a dead drainer left sending before draining', async () => {
    const repo = createOutboxRepository(freshDb());
    const script = scriptedTransport();
    const held: string[] = [];
    const lock = async <T>(fn: () => Promise<T>) => {
      held.push('in');
      return fn().finally(() => held.push('out'));
    };
    const sender = createSender({ repo, transport: script.transport, account: () => '7', lock });
    await repo.add(newPost({}, [1]));
    await repo.claim(uuid(1));
    expect((await sender.drain()).sent).toBe(1);
    expect(held).toEqual(['in', 'out']);
  });
});
