/**
 * Boxes the phone found and the warden removed (docs/spec-notes.md 'Removing a box the phone
 * found'): `POST tweet` takes `removed` per photo and `no_faces_confirmed` for photo 4, stores
 * them, and every answer about the post (the warden's, the DD's) shows them; a body without them
 * (an outbox row saved before) still posts, as none removed and not confirmed. Counts that cannot
 * be, and a confirmation for a photo 4 that still has something blurred, are refused with a clear
 * message and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { TWEET_MSG } from '@common/tweet-schema.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

const clock = new FakeClock(istInstant('2026-11-20', 12 * 60).getTime());
let t: TestApp;
let warden: string;
let dd: string;
let orgs: number[];

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const photo = async () => json(await upload(t, warden, await jpeg())).data.id as number;
const postCount = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const entry = (slot: number, over: Record<string, unknown> = {}) => ({
  slot,
  detected: 0,
  hand: 0,
  removed: 0,
  no_people: false,
  detector: 'ran',
  ...over,
});

beforeAll(async () => {
  t = await makeTestApp({ clock });
  await t.app.ctx.db.deleteFrom('stat_daily').execute();
  await t.app.ctx.db.deleteFrom('posts').execute();
  warden = (await signIn(t, 'warden@example.org')).access_token;
  dd = (await signIn(t, 'dd@example.org')).access_token;
  orgs = json(await call(warden, 'GET', 'organization/warden')).data.items.map((o: { id: number }) => o.id);
});
afterAll(() => t.close());

describe('boxes the warden removed', () => {
  it('are stored per photo with the confirmation for photo 4, and shown to the warden and the DD', async () => {
    const faces = [entry(1, { detected: 2, removed: 3 }), entry(4, { removed: 1 })];
    const body = tweetBody(orgs[0]!, await photo(), {
      image_4: await photo(),
      faces,
      no_faces_confirmed: true,
      captured_at: clock.now().toISOString(),
    });
    const created = await call(warden, 'POST', 'tweet', body);
    expect(created.statusCode).toBe(201);
    const id = json(created).data.id as number;
    expect(json(created).data).toMatchObject({ faces, no_faces_confirmed: true });
    for (const token of [warden, dd]) {
      const read = json(await call(token, 'GET', `tweet/auth/tweet/${id}`)).data;
      expect(read).toMatchObject({ faces, no_faces_confirmed: true });
    }
    const list = json(await call(warden, 'GET', 'tweet/warden?page=1&size=10&status=ALL')).data.items;
    expect(list.find((p: { id: number }) => p.id === id)).toMatchObject({ faces, no_faces_confirmed: true });
    const row = await t.app.ctx.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.no_faces_confirmed).toBe(true);
  });

  it('are none, and not confirmed, for a body an older outbox row sends', async () => {
    const old = [{ slot: 1, detected: 1, hand: 0, no_people: false, detector: 'ran' }];
    const body = tweetBody(orgs[1]!, await photo(), { faces: old, captured_at: clock.now().toISOString() });
    const created = await call(warden, 'POST', 'tweet', body);
    expect(created.statusCode).toBe(201);
    expect(json(created).data).toMatchObject({ faces: [{ ...old[0], removed: 0 }], no_faces_confirmed: false });
  });

  it('read as none removed on a post stored before they were counted', async () => {
    const body = tweetBody(orgs[1]!, await photo(), { meal: 'BREAKFAST', captured_at: clock.now().toISOString() });
    const id = json(await call(warden, 'POST', 'tweet', body)).data.id as number;
    const stored = JSON.stringify([{ slot: 1, detected: 4, hand: 1, no_people: false, detector: 'ran' }]);
    await t.app.ctx.db.updateTable('posts').set({ faces: stored }).where('id', '=', id).execute();
    const read = json(await call(dd, 'GET', `tweet/auth/tweet/${id}`)).data;
    expect(read.faces).toEqual([entry(1, { detected: 4, hand: 1 })]);
    expect(read.no_faces_confirmed).toBe(false);
  });

  it('refuse counts that cannot be and a confirmation photo 4 does not allow, and store nothing', async () => {
    const before = await postCount();
    const refused = async (over: Record<string, unknown>, message?: string) => {
      const body = tweetBody(orgs[0]!, await photo(), {
        meal: 'BREAKFAST',
        image_4: await photo(),
        captured_at: clock.now().toISOString(),
        ...over,
      });
      const res = await call(warden, 'POST', 'tweet', body);
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      if (message) expect(JSON.stringify(json(res))).toContain(message);
    };
    // Not a count: negative, fractional, too many, a string.
    for (const removed of [-1, 1.5, 501, '2']) await refused({ faces: [entry(1, { removed })] });
    // More than a detector can have found, or removed where no detector ran.
    await refused({ faces: [entry(1, { detected: 300, removed: 201 })] }, TWEET_MSG.badFacesRemoved);
    await refused({ faces: [entry(1, { detector: 'unavailable', hand: 1, removed: 1 })] }, TWEET_MSG.badFacesRemoved);
    // The confirmation: not a boolean; photo 4 still blurred, not looked at, not described, absent.
    await refused({ faces: [entry(4, { removed: 1 })], no_faces_confirmed: 'yes' });
    await refused({ faces: [entry(4, { detected: 1, removed: 1 })], no_faces_confirmed: true }, TWEET_MSG.badNoFaces);
    await refused({ faces: [entry(4, { hand: 1 })], no_faces_confirmed: true }, TWEET_MSG.badNoFaces);
    await refused({ faces: [entry(4, { detector: 'unavailable' })], no_faces_confirmed: true }, TWEET_MSG.badNoFaces);
    await refused({ faces: [entry(1)], no_faces_confirmed: true }, TWEET_MSG.badNoFaces);
    await refused({ image_4: null, faces: [entry(1)], no_faces_confirmed: true }, TWEET_MSG.badNoFaces);
    expect(await postCount()).toBe(before);
  });
});
