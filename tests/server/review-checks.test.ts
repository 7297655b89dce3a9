/**
 * Reused photos and the other checks (docs/review.md, 'Checks'): a photo seen before is flagged,
 * never refused: in the same hostel on another day, in two hostels of a district on the same day,
 * a menu chart only against other hostels' charts of that day, a byte copy whatever its slot; a
 * different photo is not; how the photos came in, the clock and the faces make checks of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istInstant } from '@common/schedule.ts';
import { TWEET_MSG } from '@common/tweet-messages.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { REUSE_DISTANCE } from '@server/modules/photo-checks/pdq.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { tweetBody, upload } from '../support/posting.ts';
import { reused, scene } from '../support/review-photos.ts';

const FIRST_DAY = '2026-11-02';
const clock = new FakeClock(istInstant(FIRST_DAY, 12 * 60).getTime());
let t: TestApp;
let token: string;
let orgs: number[];

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const photo = async (bytes: Buffer) => json(await upload(t, token, bytes)).data.id as number;

/** Noon of `day`; the warden signs in again (a token does not outlive a jump of days). */
async function moveTo(day: string) {
  clock.set(istInstant(day, 12 * 60).getTime());
  token = (await signIn(t, 'warden@example.org')).access_token;
}

/** Posts lunch on `day` at noon with these photos (bytes by slot), as the warden's phone would. */
async function post(org: number, day: string, photos: Buffer[], extra: Record<string, unknown> = {}) {
  await moveTo(day);
  const ids = [];
  for (const bytes of photos) ids.push(await photo(bytes));
  const [image_1, image_2, image_3, image_4] = ids;
  const res = await call(
    'POST',
    'tweet',
    tweetBody(org, image_1!, { image_2, image_3, image_4, captured_at: clock.now().toISOString(), ...extra }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data as {
    id: number;
    checks: {
      kind: string;
      slot: number | null;
      match: { post_id: number; slot: number; distance: number; exact: boolean } | null;
    }[];
    review: { state: string } | null;
  };
}

beforeAll(async () => {
  t = await makeTestApp({ clock });
  await t.app.ctx.db.deleteFrom('stat_daily').execute();
  await t.app.ctx.db.deleteFrom('posts').execute();
  token = (await signIn(t, 'warden@example.org')).access_token;
  orgs = json(await call('GET', 'organization/warden')).data.items.map((o: { id: number }) => o.id);
  expect(orgs.length).toBe(2);
});
afterAll(() => t.close());

describe('reused photos', () => {
  it('flags a plate photo of the same hostel re-encoded, resized, cropped and brightened days later', async () => {
    const plate = await scene(1);
    const first = await post(orgs[0]!, FIRST_DAY, [await scene(100), plate]);
    expect(first.checks).toEqual([]);
    expect(first.review).toBeNull();
    const later = await post(orgs[0]!, addDays(FIRST_DAY, 3), [await scene(101), await reused(plate)]);
    expect(later.checks).toHaveLength(1);
    const check = later.checks[0]!;
    expect(check).toMatchObject({ kind: 'REUSED_PHOTO', slot: 2, match: { post_id: first.id, slot: 2, exact: false } });
    expect(check.match!.distance).toBeLessThanOrEqual(REUSE_DISTANCE);
    expect(later.review).toMatchObject({ state: 'PENDING', reason: null, decided_at: null });
  });

  it('flags one kitchen photo sent to two hostels on the same day as a byte copy', async () => {
    const day = addDays(FIRST_DAY, 5);
    const kitchen = await scene(2);
    const a = await post(orgs[0]!, day, [await scene(102), await scene(3), kitchen]);
    expect(a.checks).toEqual([]);
    const b = await post(orgs[1]!, day, [await scene(103), await scene(4), kitchen]);
    expect(b.checks).toEqual([
      { kind: 'REUSED_PHOTO', slot: 3, match: { post_id: a.id, slot: 3, distance: 0, exact: true } },
    ]);
  });

  it("does not flag a hostel's own menu chart day after day, but does another hostel's chart that day", async () => {
    const chart = await scene(5);
    const day = addDays(FIRST_DAY, 7);
    const own = await post(orgs[0]!, day, [chart]);
    const ownAgain = await post(orgs[0]!, addDays(day, 1), [
      await reused(chart, { scale: 0.9, crop: 0.005, brightness: 1.05, quality: 80 }),
    ]);
    expect(ownAgain.checks).toEqual([]);
    const other = await post(orgs[1]!, addDays(day, 1), [await reused(chart)]);
    expect(other.checks).toMatchObject([
      { kind: 'REUSED_PHOTO', slot: 1, match: { post_id: ownAgain.id, slot: 1, exact: false } },
    ]);
    // The same bytes again, even as a chart of its own hostel, are a copy.
    const copy = await post(orgs[0]!, addDays(day, 2), [chart]);
    expect(copy.checks).toMatchObject([
      { kind: 'REUSED_PHOTO', slot: 1, match: { post_id: own.id, slot: 1, exact: true } },
    ]);
  });

  it('does not flag different photos of the same kind', async () => {
    for (let i = 0; i < 4; i++) {
      const created = await post(orgs[1]!, addDays(FIRST_DAY, 20 + i), [
        await scene(200 + i),
        await scene(300 + i),
        await scene(400 + i),
        await scene(500 + i),
      ]);
      expect(created.checks).toEqual([]);
      expect(created.review).toBeNull();
    }
  });
});

describe('other checks', () => {
  it('flag a gallery photo, a children photo said to show no one, and faces not looked for', async () => {
    const created = await post(
      orgs[0]!,
      addDays(FIRST_DAY, 30),
      [await scene(600), await scene(601), await scene(602), await scene(603)],
      {
        photo_sources: [
          { slot: 1, source: 'CAMERA', file_time: clock.now().toISOString() },
          { slot: 2, source: 'GALLERY', file_time: '2026-10-01T08:00:00Z' },
        ],
        faces: [
          { slot: 3, detected: 0, hand: 0, no_people: false, detector: 'unavailable' },
          { slot: 4, detected: 0, hand: 0, no_people: true, detector: 'unavailable' },
        ],
      },
    );
    expect(created.checks.map((c) => [c.kind, c.slot])).toEqual([
      ['GALLERY_PHOTO', 2],
      ['NO_PEOPLE', 4],
      ['FACES_UNCHECKED', 3],
    ]);
    expect(created.review?.state).toBe('PENDING');
    const read = json(await call('GET', `tweet/auth/tweet/${created.id}`)).data;
    expect(read.photo_sources).toHaveLength(2);
    expect(read.checks).toEqual(created.checks);
  });

  it('flag a post judged by its receipt because the phone clock was not believed', async () => {
    await moveTo(addDays(FIRST_DAY, 31));
    const id = await photo(await scene(700));
    const res = await call('POST', 'tweet', tweetBody(orgs[0]!, id, { captured_at: '2020-01-01T06:30:00.000Z' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.clock_suspect).toBe(true);
    expect(json(res).data.checks).toEqual([{ kind: 'CLOCK_SUSPECT', slot: null, match: null }]);
  });

  it('refuse a photo source for a photo the post lacks, and store nothing', async () => {
    await moveTo(addDays(FIRST_DAY, 32));
    const id = await photo(await scene(800));
    const res = await call(
      'POST',
      'tweet',
      tweetBody(orgs[0]!, id, {
        captured_at: clock.now().toISOString(),
        photo_sources: [{ slot: 3, source: 'CAMERA' }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(json(res))).toContain(TWEET_MSG.badSources);
    const day = await t.app.ctx.db.selectFrom('posts').select('id').where('day', '=', addDays(FIRST_DAY, 32)).execute();
    expect(day).toEqual([]);
  });
});
