// @vitest-environment node
/**
 * Every transition of the outbox's state machine, the forbidden ones included, the backoff, and
 * the tweet body built from recorded uploads.
 */
import { describe, expect, it } from 'vitest';
import * as m from './outbox-machine';
import { POST_STATES, type OutboxPost, type PostState } from './outbox-types';
import { newPost } from './outbox-fixtures';

const T0 = 1_700_000_000_000;
const make = (state: PostState = 'queued'): OutboxPost => ({ ...m.createPost(newPost(), T0), state });

describe('outbox machine', () => {
  it('creates a queued post due at once, photos in slot order', () => {
    const post = m.createPost(newPost({}, [2, 1]), T0);
    expect(post).toMatchObject({
      state: 'queued',
      attempts: 0,
      next_try_at: 0,
      uploaded: {},
      result: null,
      created_at: T0,
      sent_at: null,
    });
    expect(post.photos.map((p) => p.slot)).toEqual([1, 2]);
    expect(m.createPost(newPost(), T0, 'draft').state).toBe('draft');
  });

  it('allows exactly the listed moves', () => {
    const allowed: Record<PostState, PostState[]> = {
      draft: ['queued'],
      queued: ['sending', 'draft'],
      sending: ['queued', 'sent', 'failed', 'signin'],
      failed: ['queued', 'draft'],
      sent: [],
      signin: ['queued'],
    };
    for (const from of POST_STATES)
      for (const to of POST_STATES) expect(m.canMove(from, to), `${from}→${to}`).toBe(allowed[from].includes(to));
  });

  it('claims, records uploads, and marks sent with the verdict', () => {
    let post = m.claim(make(), T0 + 1);
    expect(post.state).toBe('sending');
    post = m.recordUpload(post, 1, 11, T0 + 2);
    expect(m.pendingPhotos(post).map((p) => p.slot)).toEqual([2]);
    post = m.recordUpload(post, 2, 12, T0 + 3);
    expect(m.tweetBody(post)).toMatchObject({
      image_1: 11,
      image_2: 12,
      image_3: null,
      image_4: null,
      meal: 'LUNCH',
      client_id: post.client_id,
      captured_at: post.captured_at,
    });
    const verdict = { tweet_id: 5, tweet_status: 'POSTED_ON_TIME', clock_suspect: false, received_at: 'x' };
    const sent = m.markSent(post, verdict, T0 + 4);
    expect(sent).toMatchObject({ state: 'sent', result: verdict, sent_at: T0 + 4 });
    expect(() => m.claim(sent, T0 + 5)).toThrow(m.OutboxTransitionError);
  });

  it('refuses to record an upload or send a claim twice', () => {
    expect(() => m.recordUpload(make('queued'), 1, 3, T0)).toThrow(m.OutboxTransitionError);
    expect(() => m.claim(make('sending'), T0)).toThrow(m.OutboxTransitionError);
    expect(() =>
      m.markSent(make('queued'), { tweet_id: 1, tweet_status: 'x', clock_suspect: false, received_at: 'x' }, T0),
    ).toThrow();
    expect(() => m.tweetBody(make('sending'))).toThrow(/still has photos/);
  });

  it('backs off from 5 s, doubling to 5 minutes, without a cap on attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(m.backoffMs)).toEqual([
      0, 5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
    let post = m.claim(make(), T0);
    post = m.retryLater(post, { status: 0, message: 'offline' }, T0 + 10);
    expect(post).toMatchObject({
      state: 'queued',
      attempts: 1,
      next_try_at: T0 + 10 + 5_000,
      last_error: 'offline',
      last_status: 0,
    });
    expect(m.isDue(post, T0 + 5_009)).toBe(false);
    expect(m.isDue(post, T0 + 5_010)).toBe(true);
    post = m.retryLater(m.claim(post, T0 + 6_000), { status: 503, message: 'down' }, T0 + 6_000);
    expect(post.next_try_at).toBe(T0 + 6_000 + 10_000);
  });

  it('fails for good keeping the message, and can be queued again after an edit', () => {
    const failed = m.markFailed(
      m.claim(make(), T0),
      { status: 409, message: 'School/Hostel is on a holiday!' },
      T0 + 1,
    );
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'School/Hostel is on a holiday!',
      last_status: 409,
    });
    expect(m.isDue(failed, T0 + 1e9)).toBe(false);
    expect(m.requeue(failed, T0 + 2)).toMatchObject({ state: 'queued', next_try_at: 0 });
  });

  it('releases a post left sending, keeping its recorded uploads', () => {
    const half = m.recordUpload(m.claim(make(), T0), 1, 9, T0 + 1);
    const back = m.release(half, T0 + 2);
    expect(back).toMatchObject({ state: 'queued', next_try_at: 0, attempts: 0, uploaded: { 1: 9 } });
  });

  it('parks a post for sign-in after a refused refresh and queues it again afterwards', () => {
    const waiting = m.waitForSignIn(
      m.recordUpload(m.claim(make(), T0), 1, 8, T0),
      { status: 401, message: 'Please provide your token.' },
      T0 + 1,
    );
    expect(waiting).toMatchObject({ state: 'signin', attempts: 0, uploaded: { 1: 8 }, last_status: 401 });
    expect(m.isDue(waiting, T0 + 1e9)).toBe(false);
    expect(() => m.claim(waiting, T0 + 2)).toThrow(m.OutboxTransitionError);
    expect(m.resumeSignedIn(waiting, T0 + 3)).toMatchObject({ state: 'queued', next_try_at: 0, uploaded: { 1: 8 } });
  });

  it('edits the text of a failed or draft post only, and Send now makes a queued post due', () => {
    const failed = m.markFailed(m.claim(make(), T0), { status: 422, message: 'Invalid Inputs' }, T0 + 1);
    expect(m.edit(failed, 'Ragi mudde', T0 + 2)).toMatchObject({
      state: 'queued',
      content: 'Ragi mudde',
      next_try_at: 0,
    });
    expect(m.edit(make('draft'), 'x', T0).state).toBe('queued');
    for (const state of ['queued', 'sending', 'sent', 'signin'] as const)
      expect(() => m.edit(make(state), 'x', T0)).toThrow(m.OutboxTransitionError);
    const waiting = m.retryLater(m.claim(make(), T0), { status: 0, message: 'offline' }, T0);
    expect(m.requeue(waiting, T0 + 1)).toMatchObject({ state: 'queued', next_try_at: 0, attempts: 1 });
  });

  it('keeps receipts 30 days and never expires an unsent post', () => {
    const sent = m.markSent(
      m.recordUpload(m.recordUpload(m.claim(make(), T0), 1, 1, T0), 2, 2, T0),
      { tweet_id: 1, tweet_status: 'x', clock_suspect: false, received_at: 'x' },
      T0,
    );
    expect(m.receiptExpired(sent, T0 + 30 * 86_400_000)).toBe(false);
    expect(m.receiptExpired(sent, T0 + 30 * 86_400_000 + 1)).toBe(true);
    for (const state of ['queued', 'failed', 'signin', 'draft'] as const)
      expect(m.receiptExpired({ ...make(state), sent_at: T0 }, T0 + 1e12)).toBe(false);
  });
});
