/**
 * The deployment's publishing pace (X_POSTS_PER_MINUTE, docs/spec-notes.md, 'Publishing to X'): a claim takes the
 * oldest capture that is due together with the next slot, so posts go out oldest first whatever order they arrived
 * in, and a worker waiting for the slot writes nothing (it used to push every waiting row back, some 160 writes per
 * post in a 5,000-post burst, docs/benchmarks.md P8).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { connect, json, postLunch, signIn, xWorld, type XWorld } from '../support/x-harness.ts';

let w: XWorld;
let token: string;
let orgs: { id: number; name: { en: string } }[];

beforeEach(async () => {
  w = await xWorld({ postsPerMinute: 60 });
  token = (await signIn(w.t, 'warden@example.org')).access_token;
  orgs = json(
    await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/organization/warden',
      headers: { authorization: `Bearer ${token}` },
    }),
  ).data.items;
  await connect(w, token, orgs[0]!.id, 'hostel_first');
  await connect(w, token, orgs[1]!.id, 'hostel_second');
});
afterEach(async () => w.close());

const runOnce = () => w.t.app.ctx.x!.publisher.runOnce();
const rows = () =>
  w.t.app.ctx.db.selectFrom('x_publications').select(['post_id', 'status', 'updated_at']).orderBy('post_id').execute();

it('publishes the oldest capture first, one a slot, and a worker waiting for the slot writes nothing', async () => {
  const start = w.clock.now().getTime();
  // The second institution's post arrives first but was captured two minutes later.
  w.clock.set(new Date(start + 120_000));
  const later = await postLunch(w, token, orgs[1]!.id, 'Captured later');
  w.clock.set(new Date(start));
  const earlier = await postLunch(w, token, orgs[0]!.id, 'Captured earlier');
  w.clock.set(new Date(start + 130_000));

  expect(await runOnce()).toBe(true);
  expect(w.fake.state().posts.map((p) => p.username)).toEqual(['hostel_first']);
  const before = await rows();
  // The next slot is a second away: nothing is claimed and nothing written.
  expect(await runOnce()).toBe(false);
  expect(await runOnce()).toBe(false);
  expect(await rows()).toEqual(before);
  expect(before.find((r) => r.post_id === later.id)!.status).toBe('QUEUED');

  w.clock.advance(1000);
  expect(await runOnce()).toBe(true);
  expect(w.fake.state().posts.map((p) => p.username)).toEqual(['hostel_first', 'hostel_second']);
  expect((await rows()).map((r) => r.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
  expect(earlier.id).not.toBe(later.id);
});
