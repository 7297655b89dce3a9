/**
 * What the console shows of X (docs/spec-notes.md, 'Publishing to X'): the institutions list filtered by X status,
 * and the admin home's card of today's publishing (published, waiting, waiting for a reconnect, given up, never
 * queued) with the app's quota as X reported it; off, and saying so, without an X app.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';
import { connect, drain, json, postLunch, signIn, wardenWorld, type XWorld } from '../support/x-harness.ts';

let w: XWorld;
let token: string;
let orgId: number;
let admin: string;

beforeEach(async () => {
  ({ w, token, orgId } = await wardenWorld());
  admin = (await signIn(w.t, 'admin@example.org')).access_token;
});
afterEach(async () => w.close());

const get = async (url: string, as = admin) => {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${as}` },
  });
  return { code: res.statusCode, body: json(res) };
};
const idsWith = async (status: string) =>
  (
    (await get(`organization?size=100&x_status=${status}`)).body.data.items as { id: number; x: { status: string } }[]
  ).map((o) => [o.id, o.x.status] as const);

describe('institutions by X status', () => {
  it('filters the list on the account state each row shows', async () => {
    const all = (await get('organization?size=100')).body.data.total_items as number;
    await connect(w, token, orgId, 'hostel_console');
    expect(await idsWith('CONNECTED')).toEqual([[orgId, 'CONNECTED']]);
    const notConnected = await idsWith('NOT_CONNECTED');
    expect(notConnected).toHaveLength(all - 1);
    expect(notConnected.every(([id, status]) => id !== orgId && status === 'NOT_CONNECTED')).toBe(true);
    expect(await idsWith('NEEDS_RECONNECT')).toEqual([]);
    const bad = await get('organization?x_status=SOMETIMES');
    expect(bad.code).toBe(422);
  });
});

describe("today's publishing", () => {
  it('counts today’s posts by where they are on the way to X, and shows X pausing the app', async () => {
    const before = (await get('stat/x-publishing')).body.data;
    expect(before).toMatchObject({ enabled: true, published: 0, waiting: 0, gave_up: 0, needs_reconnect: 0 });
    await postLunch(w, token, orgId); // not connected yet: never queued
    await connect(w, token, orgId, 'hostel_console');
    const own = (await get('organization/warden', token)).body.data.items as { id: number }[];
    const second = own[1]!.id;
    await connect(w, token, second, 'hostel_two');
    await postLunch(w, token, second, 'Chapati and dal');
    let today = (await get('stat/x-publishing')).body.data;
    expect(today).toMatchObject({ not_connected: before.not_connected + 1, waiting: 1, published: 0 });

    w.fake.setFaults({ appQuota: { resetInSeconds: 3600 } });
    await drain(w);
    today = (await get('stat/x-publishing')).body.data;
    expect(today.waiting).toBe(1);
    expect(today.app.pause_reason).toBe('app-quota');
    expect(new Date(today.app.paused_until).getTime()).toBe(w.clock.now().getTime() + 3600_000);

    w.fake.clearFaults();
    w.clock.advance(3601_000);
    await drain(w);
    admin = (await signIn(w.t, 'admin@example.org')).access_token;
    today = (await get('stat/x-publishing')).body.data;
    expect(today).toMatchObject({ waiting: 0, published: 1, app: { paused_until: null, pause_reason: null } });
    expect(today.app.remaining).toEqual(expect.any(Number));
  });

  it('is for admins only', async () => {
    const dd = (await signIn(w.t, 'dd@example.org')).access_token;
    expect((await get('stat/x-publishing', dd)).code).toBe(403);
    expect((await get('stat/x-publishing', token)).code).toBe(403);
  });

  it('says publishing is off on a server without an X app', async () => {
    const t = await makeTestApp();
    try {
      const sa = (await signIn(t, 'admin@example.org')).access_token;
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/stat/x-publishing',
        headers: { authorization: `Bearer ${sa}` },
      });
      expect(json(res).data).toMatchObject({ enabled: false, published: 0, waiting: 0 });
    } finally {
      await t.close();
    }
  });
});
