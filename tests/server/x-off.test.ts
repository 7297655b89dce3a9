/**
 * An installation with no X app (X_CLIENT_ID unset) keeps X out of sight: `GET config` says so,
 * so that no screen offers Connect X; connecting answers one plain sentence that names no setting
 * (the names are for the README and the server's log); and an institution is not listed as missing
 * an X connection that nothing could make. With an X app, all three come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { X_MSG } from '@common/x-messages.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { wardenWorld } from '../support/x-harness.ts';

const get = async (t: TestApp, url: string, token?: string) =>
  json(await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }));

const missingKinds = async (t: TestApp) => {
  const dd = (await signIn(t, 'dd@example.org')).access_token;
  const items = await Promise.all(
    ['limited', 'warden', 'x-connection'].map(
      async (kind) =>
        (await get(t, `/api/v1/stat/incomplete-institutes/${kind}/list?size=100`, dd)).data.items as {
          missing: string[];
        }[],
    ),
  );
  return new Set(items.flat().flatMap((item) => item.missing));
};

describe('with no X app on this installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('says so in GET config, and connecting answers a plain sentence naming no setting', async () => {
    expect((await get(t, '/api/v1/config')).data).toEqual({
      idle_minutes: 10,
      x_publishing: false,
      help_videos_url: null,
    });
    const warden = await signIn(t, 'warden@example.org');
    const own = (await get(t, '/api/v1/organization/warden', warden.access_token)).data.items[0].id as number;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${own}/x/connect`,
      headers: { authorization: `Bearer ${warden.access_token}` },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Publishing to X is not set up on this installation.');
    expect(X_MSG.publishingOff).not.toMatch(/X_CLIENT|SECRET/);
  });

  it('lists no institution as missing an X connection', async () => {
    const kinds = await missingKinds(t);
    expect(kinds.size).toBeGreaterThan(0);
    expect(kinds.has('x_connection')).toBe(false);
  });
});

describe('with an X app', () => {
  it('says so in GET config, and lists the institutions not connected', async () => {
    const { w } = await wardenWorld();
    try {
      expect((await get(w.t, '/api/v1/config')).data.x_publishing).toBe(true);
      expect((await missingKinds(w.t)).has('x_connection')).toBe(true);
    } finally {
      await w.close();
    }
  });
});
