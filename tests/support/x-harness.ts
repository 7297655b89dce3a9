/**
 * What the X publishing tests share: the fake X over HTTPS (trusted through NODE_EXTRA_CA_CERTS,
 * set by vitest.config.ts), an app configured against it with the worker driven by hand on a fake
 * clock, connecting an institution through the real OAuth round trip, and posting a meal with
 * four real photos.
 */
import path from 'node:path';
import { startFakeX, type FakeX } from '../../scripts/fake-x/fake-x-server.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { istDate, istInstant } from '@common/schedule.ts';
import { json, makeTestApp, signIn, type TestApp } from './test-app.ts';
import { jpeg, tweetBody, upload } from './posting.ts';

export const CERT_DIR = path.resolve('.tmp/fake-x-certs');
export const CLIENT = { id: 'hostel-meals-test', secret: 'test-secret-of-the-x-app' };

export interface XWorld {
  fake: FakeX;
  t: TestApp;
  clock: FakeClock;
  close(): Promise<void>;
}

/** Lunch time today in Asia/Kolkata, so a post is judged on time. */
export const lunchTime = () => istInstant(istDate(Date.now()), 12 * 60 + 30);

export async function xWorld(opts: { postsPerMinute?: number; accessTokenSeconds?: number } = {}): Promise<XWorld> {
  const clock = new FakeClock(lunchTime().getTime());
  // The fake X keeps our clock, so its limits' reset times and ours agree.
  const fake = await startFakeX({
    now: () => clock.now().getTime(),
    certDir: CERT_DIR,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    ...(opts.accessTokenSeconds ? { accessTokenSeconds: opts.accessTokenSeconds } : {}),
  });
  const t = await makeTestApp({
    clock,
    env: {
      PUBLIC_URL: 'https://meals.test',
      LOG_LEVEL: process.env.X_TEST_LOG ?? 'silent',
      X_CLIENT_ID: CLIENT.id,
      X_CLIENT_SECRET: CLIENT.secret,
      X_API_BASE: fake.url,
      X_AUTHORIZE_URL: `${fake.url}/i/oauth2/authorize`,
      X_POSTS_PER_MINUTE: String(opts.postsPerMinute ?? 6000),
    },
    x: { autoStart: false, tuning: { leaseMs: 5_000, graceMs: 60_000 } },
  });
  return {
    fake,
    t,
    clock,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** The whole OAuth round trip as a browser makes it; answers the callback's redirect. */
export async function connect(w: XWorld, token: string, orgId: number, username: string) {
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/v1/organization/${orgId}/x/connect`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`connect: ${res.body}`);
  const authorize = new URL(json(res).data.authorize_url as string);
  authorize.searchParams.set('username', username);
  const approved = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location') ?? '');
  const callback = await w.t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  return { authorize: new URL(json(res).data.authorize_url as string), back, callback };
}

/** A warden's lunch post with four photos; answers the post. */
export async function postLunch(w: XWorld, token: string, orgId: number, content = 'Rice, sambar, curd and a banana') {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await upload(w.t, token, await jpeg(320, 240, { r: 40 * i, g: 120, b: 200 - 40 * i }));
    ids.push(json(res).data.id as number);
  }
  const body = tweetBody(orgId, ids[0]!, {
    image_2: ids[1],
    image_3: ids[2],
    image_4: ids[3],
    content,
    captured_at: w.clock.now().toISOString(),
  });
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/v1/tweet',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`post: ${res.body}`);
  return json(res).data as { id: number; x: { status: string } };
}

/** Runs the worker until nothing is due now, at most `max` turns. */
export async function drain(w: XWorld, max = 20): Promise<number> {
  let turns = 0;
  while (turns < max && (await w.t.app.ctx.x!.publisher.runOnce())) turns++;
  return turns;
}

export const readPost = async (w: XWorld, token: string, id: number) =>
  json(
    await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/tweet/auth/tweet/${id}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ).data as {
    x: { status: string; tweet_id: string | null; url: string | null; attempts: number; last_error: string | null };
  };

/** A world with the demo warden signed in and their first institution. */
export async function wardenWorld(opts: Parameters<typeof xWorld>[0] = {}) {
  const w = await xWorld(opts);
  const token = (await signIn(w.t, 'warden@example.org')).access_token;
  const own = await w.t.app.inject({
    method: 'GET',
    url: '/api/v1/organization/warden',
    headers: { authorization: `Bearer ${token}` },
  });
  return { w, token, orgId: json(own).data.items[0].id as number };
}

export { signIn, json };
