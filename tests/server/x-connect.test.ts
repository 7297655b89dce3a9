/**
 * Connecting an institution to its X account (docs/spec-notes.md, 'Publishing to X') against the fake X over HTTPS:
 * the real OAuth 2.0 round trip with PKCE, the single-use state, reach (another warden's institution is 404), and
 * disconnecting.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, json, postLunch, signIn, wardenWorld, type XWorld } from '../support/x-harness.ts';

let w: XWorld;
let token: string;
let orgId: number;

beforeEach(async () => {
  ({ w, token, orgId } = await wardenWorld());
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

  it('sweeps sign-in states that expired, when the next sign-in starts', async () => {
    const start = () =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/v1/organization/${orgId}/x/connect`,
        headers: { authorization: `Bearer ${token}` },
      });
    const states = () => w.t.app.ctx.db.selectFrom('x_oauth_states').select(['expires_at']).execute();
    expect((await start()).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(200);
    expect(await states()).toHaveLength(2);
    // Ten minutes and a second later both have expired; the next start leaves only its own.
    w.clock.set(new Date(w.clock.now().getTime() + 10 * 60_000 + 1000));
    expect((await start()).statusCode).toBe(200);
    const left = await states();
    expect(left).toHaveLength(1);
    expect(new Date(left[0]!.expires_at).getTime()).toBeGreaterThan(w.clock.now().getTime());
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

  it('lists and counts the institutions without a connected X account for supervisors', async () => {
    const admin = (await signIn(w.t, 'dd@example.org')).access_token;
    const auth = { authorization: `Bearer ${admin}` };
    const counts = async () =>
      json(await w.t.app.inject({ method: 'GET', url: '/api/v1/stat/incomplete-institutes', headers: auth })).data;
    const listed = async () =>
      json(
        await w.t.app.inject({
          method: 'GET',
          url: '/api/v1/stat/incomplete-institutes/x-connection/list',
          headers: auth,
        }),
      ).data.items.map((i: { id: number; missing: string[] }) => i.id);
    const before = await counts();
    expect(before.no_x_connection).toBe(before.total_institutions);
    expect(await listed()).toContain(orgId);
    await connect(w, token, orgId, 'hostel_one');
    expect((await counts()).no_x_connection).toBe(before.no_x_connection - 1);
    expect((await counts()).incomplete).toBe(before.incomplete);
    expect(await listed()).not.toContain(orgId);
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
