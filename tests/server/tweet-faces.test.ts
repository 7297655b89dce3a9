/**
 * The faces blurred on the phone travel with the post (docs/spec-notes.md, 'Blurring faces on the phone'): `POST
 * tweet` takes an optional `faces` entry per photo, stores it, and every answer about the post shows it; an entry for
 * a photo the post lacks, or two for one photo, is refused with a clear message and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { TWEET_MSG } from '@common/tweet-schema.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

const clock = new FakeClock(istInstant('2026-11-19', 12 * 60).getTime());
let t: TestApp;
let token: string;
let orgId: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const photo = async () => json(await upload(t, token, await jpeg())).data.id as number;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  await t.app.ctx.db.deleteFrom('stat_daily').execute();
  await t.app.ctx.db.deleteFrom('posts').execute();
  token = (await signIn(t, 'warden@example.org')).access_token;
  orgId = json(await call('GET', 'organization/warden')).data.items[0].id;
});
afterAll(() => t.close());

describe('faces blurred on the phone', () => {
  it('are stored with the post and shown in its answers', async () => {
    const faces = [
      { slot: 1, detected: 0, hand: 0, no_people: false, detector: 'ran' },
      { slot: 2, detected: 5, hand: 1, no_people: false, detector: 'ran' },
      { slot: 3, detected: 0, hand: 0, no_people: true, detector: 'unavailable' },
    ];
    const body = tweetBody(orgId, await photo(), {
      image_2: await photo(),
      image_3: await photo(),
      faces,
      captured_at: clock.now().toISOString(),
    });
    const created = await call('POST', 'tweet', body);
    expect(created.statusCode).toBe(201);
    // None of the phone's boxes removed: `removed` is 0 (tweet-faces-removed.test.ts has the rest).
    const answered = faces.map((f) => ({ ...f, removed: 0 }));
    expect(json(created).data.faces).toEqual(answered);
    const read = json(await call('GET', `tweet/auth/tweet/${json(created).data.id}`)).data;
    expect(read.faces).toEqual(answered);
    const list = json(await call('GET', 'tweet/warden?page=1&size=10&status=ALL')).data.items;
    expect(list.find((p: { id: number }) => p.id === read.id).faces).toEqual(answered);
  });

  it('are an empty list for a post sent without them', async () => {
    const body = tweetBody(orgId, await photo(), { meal: 'BREAKFAST', captured_at: clock.now().toISOString() });
    const created = await call('POST', 'tweet', body);
    expect(created.statusCode).toBe(201);
    expect(json(created).data.faces).toEqual([]);
  });

  it('refuse an entry for a photo the post lacks, or two for one photo, and store nothing', async () => {
    const before = await t.app.ctx.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const entry = (slot: number) => ({ slot, detected: 1, hand: 0, detector: 'ran' });
    for (const faces of [[entry(2)], [entry(1), entry(1)]]) {
      const body = tweetBody(orgId, await photo(), { meal: 'DINNER', faces, captured_at: clock.now().toISOString() });
      const res = await call('POST', 'tweet', body);
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(json(res))).toContain(TWEET_MSG.badFaces);
    }
    const bad = tweetBody(orgId, await photo(), {
      meal: 'DINNER',
      faces: [{ slot: 1, detected: -1, hand: 0, detector: 'ran' }],
    });
    expect((await call('POST', 'tweet', bad)).statusCode).toBe(422);
    const after = await t.app.ctx.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});
