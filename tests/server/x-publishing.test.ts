/**
 * Publishing to X against the fake X over HTTPS (docs/spec-notes.md, 'Publishing to X'): a post published exactly
 * once with its four photos, a lost answer settled from the account's own posts, a revoked grant that waits for a
 * reconnect and loses nothing, and the app quota that pauses everyone until X's reset. The worker is driven turn by
 * turn on a fake clock, so every wait is a step of the clock, not a sleep.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { X_HASHTAG } from '@common/x-publishing.ts';
import {
  connect,
  drain,
  json,
  postLunch,
  readPost,
  signIn,
  wardenWorld,
  xWorld,
  type XWorld,
} from '../support/x-harness.ts';

let w: XWorld;
let token: string;
let orgId: number;

beforeEach(async () => {
  ({ w, token, orgId } = await wardenWorld());
});
afterEach(() => w.close());

describe('publishing a post', () => {
  it('publishes exactly once with its four photos and links the post on X', async () => {
    await connect(w, token, orgId, 'hostel_one');
    const post = await postLunch(w, token, orgId);
    expect(post.x.status).toBe('QUEUED');
    await drain(w);
    const state = w.fake.state();
    expect(state.posts).toHaveLength(1);
    expect(state.posts[0]!.media_ids).toHaveLength(4);
    expect(state.posts[0]!.text).toContain(X_HASHTAG);
    expect(state.posts[0]!.text).toContain('Lunch');
    const x = (await readPost(w, token, post.id)).x;
    expect(x).toMatchObject({ status: 'PUBLISHED', tweet_id: state.posts[0]!.id, attempts: 1 });
    expect(x.url).toBe(`https://x.com/hostel_one/status/${state.posts[0]!.id}`);
    // Nothing is left to do, and nothing is sent twice.
    w.clock.advance(3600_000);
    await drain(w);
    expect(w.fake.state().posts).toHaveLength(1);
  });

  it('does not queue a post of an institution without an X account', async () => {
    const post = await postLunch(w, token, orgId);
    expect(post.x.status).toBe('NOT_CONNECTED');
    expect(await drain(w)).toBe(0);
  });

  it('settles a post whose answer was lost from the account, without posting it again', async () => {
    await connect(w, token, orgId, 'hostel_one');
    const post = await postLunch(w, token, orgId);
    w.fake.setFaults({ acceptThenDrop: 1 });
    await drain(w);
    expect((await readPost(w, token, post.id)).x.status).toBe('UNKNOWN');
    w.clock.advance(60_000);
    await drain(w);
    expect(w.fake.state().posts).toHaveLength(1);
    expect((await readPost(w, token, post.id)).x).toMatchObject({
      status: 'PUBLISHED',
      tweet_id: w.fake.state().posts[0]!.id,
    });
  });

  it('posts again when the lost post never reached X, after the grace period', async () => {
    await connect(w, token, orgId, 'hostel_one');
    const post = await postLunch(w, token, orgId);
    w.fake.setFaults({ duplicate403: 1 });
    await drain(w);
    expect((await readPost(w, token, post.id)).x.status).toBe('UNKNOWN');
    w.clock.advance(61_000);
    await drain(w);
    expect(w.fake.state().posts).toHaveLength(1);
    expect((await readPost(w, token, post.id)).x).toMatchObject({ status: 'PUBLISHED', attempts: 2 });
  });

  it('gives up six hours after the meal’s late-until time, and x/retry brings the post back', async () => {
    await connect(w, token, orgId, 'hostel_one');
    const post = await postLunch(w, token, orgId);
    w.fake.setFaults({ unavailable: 1000 });
    await drain(w);
    // Lunch is late until 15:30, so publishing stops trying at 21:30; the post was made at 12:30.
    w.clock.advance(9 * 3600_000 + 1000);
    w.fake.clearFaults();
    await drain(w);
    token = (await signIn(w.t, 'warden@example.org')).access_token;
    const gaveUp = (await readPost(w, token, post.id)).x;
    expect(gaveUp.status).toBe('GAVE_UP');
    expect(gaveUp.last_error).toMatch(/6 hours/);
    const retry = (id: number) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/v1/tweet/${id}/x/retry`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect(json(await retry(post.id)).data).toEqual({ id: post.id, status: 'QUEUED' });
    expect((await retry(post.id)).statusCode).toBe(409);
    // Giving up took the instant's publishing slot: the next one is a pace interval later.
    w.clock.advance(1000);
    await drain(w);
    expect((await readPost(w, token, post.id)).x.status).toBe('PUBLISHED');
    expect(w.fake.state().posts).toHaveLength(1);
  });

  it('retries a 503 later with a growing wait', async () => {
    await connect(w, token, orgId, 'hostel_one');
    const post = await postLunch(w, token, orgId);
    w.fake.setFaults({ unavailable: 1 });
    await drain(w);
    expect((await readPost(w, token, post.id)).x.status).toBe('RETRYING');
    expect(await drain(w)).toBe(0);
    w.clock.advance(30_000);
    await drain(w);
    expect((await readPost(w, token, post.id)).x.status).toBe('PUBLISHED');
  });
});

describe('when X refuses the account or the app', () => {
  it('waits for a reconnect after a revoked grant, emails once, and then publishes what waited', async () => {
    await w.close();
    // Tokens of 200 s are always due for a refresh: publishing needs one valid for five more minutes.
    w = await xWorld({ accessTokenSeconds: 200 });
    token = (await signIn(w.t, 'warden@example.org')).access_token;
    await connect(w, token, orgId, 'hostel_one');
    w.fake.setFaults({ revokeRefresh: ['hostel_one'] });
    const first = await postLunch(w, token, orgId);
    await drain(w);
    expect((await readPost(w, token, first.id)).x.status).toBe('NEEDS_RECONNECT');
    const notices = w.t.sent.filter((m) => m.subject.includes('to X again'));
    expect(notices.map((m) => m.to).sort()).toEqual(
      expect.arrayContaining(['warden@example.org', 'admin@example.org']),
    );
    const count = notices.length;
    await drain(w);
    expect(w.t.sent.filter((m) => m.subject.includes('to X again'))).toHaveLength(count);
    w.fake.clearFaults();
    await connect(w, token, orgId, 'hostel_one');
    w.clock.advance(1000); // the refused attempt took the instant's publishing slot
    await drain(w);
    expect((await readPost(w, token, first.id)).x.status).toBe('PUBLISHED');
    expect(w.fake.state().posts).toHaveLength(1);
  });

  it('pauses all publishing while the app quota is spent, and resumes after the reset', async () => {
    await connect(w, token, orgId, 'hostel_one');
    const post = await postLunch(w, token, orgId);
    w.fake.setFaults({ appQuota: { resetInSeconds: 3600 } });
    await drain(w);
    const state = await w.t.app.ctx.db.selectFrom('x_app_state').selectAll().executeTakeFirstOrThrow();
    expect(state.pause_reason).toBe('app-quota');
    expect((await readPost(w, token, post.id)).x.status).toBe('RETRYING');
    w.fake.clearFaults();
    w.clock.advance(1800_000);
    expect(await drain(w)).toBe(0);
    w.clock.advance(1801_000);
    await drain(w);
    // An hour on, the warden's session token has expired too.
    token = (await signIn(w.t, 'warden@example.org')).access_token;
    expect((await readPost(w, token, post.id)).x.status).toBe('PUBLISHED');
  });
});
