/**
 * Publishing to X against the fake X over HTTPS (issue 12): connecting an institution through the
 * real OAuth round trip, a post published exactly once with its four photos, a lost answer settled
 * from the account's own posts, a revoked grant that waits for a reconnect and loses nothing, and
 * the app quota that pauses everyone until X's reset. The worker is driven turn by turn on a fake
 * clock, so every wait is a step of the clock, not a sleep.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { X_HASHTAG } from '@common/x-publishing.ts';
import { connect, drain, json, postLunch, readPost, signIn, xWorld, type XWorld } from '../support/x-harness.ts';

let w: XWorld;
let token: string;
let orgId: number;

beforeEach(async () => {
  w = await xWorld();
  token = (await signIn(w.t, 'warden@example.org')).access_token;
  const own = await w.t.app.inject({
    method: 'GET',
    url: '/api/v1/organization/warden',
    headers: { authorization: `Bearer ${token}` },
  });
  orgId = json(own).data.items[0].id as number;
});
afterEach(() => w.close());

describe('connecting an institution to X', () => {
  it('signs in with PKCE, stores the account and shows it, never a token', async () => {
    const { authorize, back, callback } = await connect(w, token, orgId, 'hostel_one');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'hostel-meals-test',
      redirect_uri: 'https://meals.test/api/v1/x/callback',
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`https://meals.test/x/connected?organization=${orgId}&x=connected`);
    const read = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/organization/auth/${orgId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(read).data.x).toMatchObject({ status: 'CONNECTED', username: 'hostel_one' });
    expect(read.body).not.toMatch(/access_token|refresh_token/);
  });

  it('refuses a reused, wrong or missing state with 400 and stores nothing', async () => {
    const { back } = await connect(w, token, orgId, 'hostel_one');
    const again = await w.t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(again.statusCode).toBe(400);
    const wrong = await w.t.app.inject({ method: 'GET', url: '/api/v1/x/callback?state=forged&code=abc' });
    expect(wrong.statusCode).toBe(400);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/v1/x/callback' })).statusCode).toBe(400);
  });

  it('disconnects: revokes the grant at X, forgets the account, and says the same when there is none', async () => {
    await connect(w, token, orgId, 'hostel_one');
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 2; i++) {
      const res = await w.t.app.inject({ method: 'DELETE', url: `/api/v1/organization/${orgId}/x`, headers: auth });
      expect(json(res).data).toEqual({ id: orgId, disconnected: true });
    }
    expect(w.fake.state().counts['POST /2/oauth2/revoke']).toBe(1);
    const read = await w.t.app.inject({ method: 'GET', url: `/api/v1/organization/auth/${orgId}`, headers: auth });
    expect(json(read).data.x).toEqual({ status: 'NOT_CONNECTED', username: null, connected_at: null });
    expect((await postLunch(w, token, orgId)).x.status).toBe('NOT_CONNECTED');
  });

  it("answers 404 for another warden's institution", async () => {
    const other = (await signIn(w.t, 'warden2@example.org')).access_token;
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${orgId}/x/connect`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(res.statusCode).toBe(404);
  });
});

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
