/**
 * Cached statistics (server/lib/caches.ts): a warden sees their own post counted at once; a
 * supervisor's counts may lag wardens' posts and holidays by CACHE_SECONDS; a console user's change
 * (here revoking the holiday) shows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

const clock = new FakeClock(istInstant('2026-11-21', 12 * 60).getTime()); // lunch is open
let t: TestApp;
let warden: string;
let dd: string;
let orgId: number;

const onTime = async (url: string, token: string) =>
  json(await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } })).data
    .posted_on_time as number;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  warden = (await signIn(t, 'warden@example.org')).access_token;
  dd = (await signIn(t, 'dd@example.org')).access_token;
  const orgs = json(
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/organization/warden',
      headers: { authorization: `Bearer ${warden}` },
    }),
  ).data;
  orgId = (orgs.items ?? orgs)[0].id;
});
afterAll(() => t.close());

describe('cached statistics', () => {
  it("count a warden's post at once for the warden, within CACHE_SECONDS for the DD, and show a holiday at once", async () => {
    expect(await onTime('stat/warden-home', warden)).toBe(0);
    expect(await onTime('stat/dd-home', dd)).toBe(0);

    const photo = json(await upload(t, warden, await jpeg())).data.id;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tweet',
      headers: { authorization: `Bearer ${warden}` },
      payload: tweetBody(orgId, photo, { captured_at: clock.now().toISOString() }),
    });
    expect(posted.statusCode).toBe(201);

    expect(await onTime('stat/warden-home', warden)).toBe(1);
    expect(await onTime('stat/dd-home', dd)).toBe(0);
    clock.advance(t.app.ctx.config.CACHE_SECONDS * 1000 + 1);
    expect(await onTime('stat/dd-home', dd)).toBe(1);

    // A warden's holiday: the warden's counts at once, the DD's within CACHE_SECONDS.
    const holiday = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${orgId}/holidays`,
      headers: { authorization: `Bearer ${warden}` },
      payload: { from: '2026-11-21', to: '2026-11-21', reason: 'Rain' },
    });
    expect(holiday.statusCode).toBe(201);
    expect(await onTime('stat/warden-home', warden)).toBe(0);
    clock.advance(t.app.ctx.config.CACHE_SECONDS * 1000 + 1);
    expect(await onTime('stat/dd-home', dd)).toBe(0);
    // The DD revokes it: a console user's change shows at once.
    const revoked = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organization/${orgId}/holidays/${json(holiday).data.id}/revoke`,
      headers: { authorization: `Bearer ${dd}` },
      payload: { reason: 'Not a holiday' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(await onTime('stat/dd-home', dd)).toBe(1);
  });

  it('still refuses an access token once it has expired, though its checked signature is kept', async () => {
    const { ACCESS_TTL_SECONDS } = await import('@server/lib/tokens.ts');
    const fresh = (await signIn(t, 'dd@example.org')).access_token;
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/stat/dd-home', headers: { authorization: `Bearer ${fresh}` } });
    expect((await me()).statusCode).toBe(200);
    clock.advance(ACCESS_TTL_SECONDS * 1000 - 5000);
    expect((await me()).statusCode).toBe(200); // checked now, and kept for CACHE_SECONDS
    clock.advance(5000); // still inside CACHE_SECONDS, past the token's expiry
    expect((await me()).statusCode).toBe(401);
  });
});
