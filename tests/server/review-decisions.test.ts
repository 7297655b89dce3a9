/**
 * The review queue and decisions (docs/review.md, 'The queue' and 'Decisions'): who sees which
 * flagged posts (a DD their districts, admins the state; no one else), oldest first, with the photo
 * a reused one matches; a decision needs a reason of 10 characters, is final, is refused on a post
 * with nothing to decide, is kept in the audit log and amends the post in the public log; a rejected
 * post stops counting as posted and the warden sees the decision and its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istInstant } from '@common/schedule.ts';
import { REVIEW_MSG } from '@common/review-messages.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { tweetBody, upload } from '../support/posting.ts';
import { scene } from '../support/review-photos.ts';

const DAY = '2026-11-10';
const clock = new FakeClock(istInstant(DAY, 12 * 60).getTime());
let t: TestApp;
const tokens: Record<string, string> = {};
const flagged: number[] = [];
let unflagged: number;
let bidarFlagged: number;

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, payload });

/** Posts lunch on `day` for the warden's `org` with these photos; answers the post's id. */
async function post(warden: string, org: number, day: string, photos: Buffer[]) {
  clock.set(istInstant(day, 12 * 60).getTime());
  tokens[warden] = (await signIn(t, warden)).access_token;
  const ids: number[] = [];
  for (const bytes of photos) ids.push(json(await upload(t, tokens[warden]!, bytes)).data.id);
  const [image_1, image_2] = ids;
  const res = await as(
    warden,
    'POST',
    'tweet',
    tweetBody(org, image_1!, { image_2, captured_at: clock.now().toISOString() }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.id as number;
}

const orgsOf = async (warden: string) => {
  tokens[warden] = (await signIn(t, warden)).access_token;
  return json(await as(warden, 'GET', 'organization/warden')).data.items.map((o: { id: number }) => o.id) as number[];
};

beforeAll(async () => {
  t = await makeTestApp({ clock });
  await t.app.ctx.db.deleteFrom('stat_daily').execute();
  await t.app.ctx.db.deleteFrom('posts').execute();
  const [mysuru, hunsur] = await orgsOf('warden@example.org');
  const [bidar] = await orgsOf('warden2@example.org');
  // One plate photo in both Mysuru-district hostels on two days: the later posts are flagged.
  const plate = await scene(11);
  await post('warden@example.org', mysuru!, DAY, [await scene(12), plate]);
  flagged.push(await post('warden@example.org', hunsur!, DAY, [await scene(13), plate]));
  flagged.push(await post('warden@example.org', mysuru!, addDays(DAY, 1), [await scene(14), plate]));
  unflagged = await post('warden@example.org', hunsur!, addDays(DAY, 1), [await scene(15), await scene(16)]);
  const bidarPlate = await scene(17);
  await post('warden2@example.org', bidar!, DAY, [await scene(18), bidarPlate]);
  bidarFlagged = await post('warden2@example.org', bidar!, addDays(DAY, 1), [await scene(19), bidarPlate]);
  // A DD of Bidar, made by the admin as in the console.
  tokens['admin@example.org'] = (await signIn(t, 'admin@example.org')).access_token;
  const bidarDistrict = await t.app.ctx.db
    .selectFrom('districts')
    .select('id')
    .where('name_en', '=', 'Bidar')
    .executeTakeFirstOrThrow();
  const made = await as('admin@example.org', 'POST', 'admin', {
    first_name: 'Bidar',
    last_name: 'Director',
    email_id: 'dd.bidar@example.org',
    phone_number: '9000000001',
    role: 'DD',
    districts: [bidarDistrict.id],
    current_password: DEMO_PASSWORD,
    password: 'Bidar#Dd2026',
    repeat_password: 'Bidar#Dd2026',
  });
  expect(made.statusCode, made.body).toBe(201);
  tokens['dd.bidar@example.org'] = (await signIn(t, 'dd.bidar@example.org', 'Bidar#Dd2026')).access_token;
  for (const who of ['dd@example.org', 'admin@example.org', 'helpline@example.org', 'warden@example.org'])
    tokens[who] = (await signIn(t, who)).access_token;
});
afterAll(() => t.close());

const queue = async (who: string) => {
  const res = await as(who, 'GET', 'tweets/review?page=1&size=10');
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as {
    total_items: number;
    items: { id: number; matches: { post_id: number; day: string; image: { id: number } | null }[] }[];
  };
};

describe('the review queue', () => {
  it("lists a DD's districts' flagged posts oldest first, with the photos they match", async () => {
    const page = await queue('dd@example.org');
    expect(page.items.map((i) => i.id)).toEqual(flagged);
    expect(page.total_items).toBe(2);
    const [first] = page.items;
    expect(first!.matches).toHaveLength(1);
    expect(first!.matches[0]).toMatchObject({ day: DAY, image: { id: expect.any(Number) } });
    expect((await queue('dd.bidar@example.org')).items.map((i) => i.id)).toEqual([bidarFlagged]);
  });

  it('lists the state for an admin and is refused to the helpline and wardens', async () => {
    expect((await queue('admin@example.org')).items.map((i) => i.id)).toEqual([...flagged, bidarFlagged]);
    expect((await as('helpline@example.org', 'GET', 'tweets/review')).statusCode).toBe(403);
    expect((await as('warden@example.org', 'GET', 'tweets/review')).statusCode).toBe(403);
  });
});

describe('a decision', () => {
  const decide = (who: string, id: number, decision: string, reason: string) =>
    as(who, 'POST', `tweet/${id}/review`, { decision, reason });

  it('needs a reason of at least 10 characters and a known decision, and changes nothing without them', async () => {
    const short = await decide('dd@example.org', flagged[0]!, 'REJECTED', ' too short');
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(json(short))).toContain(REVIEW_MSG.reasonLength);
    const odd = await decide('dd@example.org', flagged[0]!, 'MAYBE', 'A reason long enough.');
    expect(odd.statusCode).toBe(422);
    expect((await queue('dd@example.org')).total_items).toBe(2);
  });

  it("is refused outside the supervisor's districts as if the post did not exist", async () => {
    expect((await decide('dd.bidar@example.org', flagged[0]!, 'REJECTED', 'Not my district at all.')).statusCode).toBe(
      404,
    );
    expect((await decide('warden@example.org', flagged[0]!, 'ACCEPTED', 'I accept my own post.')).statusCode).toBe(403);
  });

  it('rejects: the post leaves the queue, counts as Not Posted, and the warden sees why', async () => {
    const before = json(await as('warden@example.org', 'GET', 'stat/warden-home')).data;
    const reason = 'Same plate photo as the Mysuru hostel that day.';
    const res = await decide('dd@example.org', flagged[0]!, 'REJECTED', reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.review).toMatchObject({ state: 'REJECTED', reason, reviewer: 'Deepa Gowda' });
    expect(json(res).data.review.decided_at).toBe(clock.now().toISOString());
    expect((await queue('dd@example.org')).items.map((i) => i.id)).toEqual([flagged[1]]);
    const seen = json(await as('warden@example.org', 'GET', `tweet/auth/tweet/${flagged[0]}`)).data;
    expect(seen.review).toMatchObject({ state: 'REJECTED', reason });
    const after = json(await as('warden@example.org', 'GET', 'stat/warden-home')).data;
    expect(before).not.toEqual(after);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'tweet.review.rejected')
      .execute();
    expect(audit.map((a) => a.entity_id)).toEqual([String(flagged[0])]);
    const amends = await t.app.ctx.db
      .selectFrom('log_entries')
      .select('body')
      .where('post_id', '=', flagged[0]!)
      .where('kind', '=', 'amend')
      .execute();
    expect(amends.map((a) => JSON.parse(a.body))).toEqual([
      { v: 1, kind: 'amend', post_id: flagged[0], reason: 'review_rejected', at: clock.now().toISOString() },
    ]);
    expect(JSON.stringify(amends)).not.toContain('Same plate');
  });

  it('is final: a second decision is refused, as is one on a post with nothing to review', async () => {
    const again = await decide('admin@example.org', flagged[0]!, 'ACCEPTED', 'Changing my mind here.');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(REVIEW_MSG.alreadyDecided);
    const nothing = await decide('admin@example.org', unflagged, 'REJECTED', 'Nothing was flagged here.');
    expect(nothing.statusCode).toBe(409);
    expect(json(nothing).message).toBe(REVIEW_MSG.nothingToReview);
  });

  it('accepts: the post leaves the queue and keeps counting', async () => {
    const res = await decide('admin@example.org', flagged[1]!, 'ACCEPTED', 'The same plates are used every day.');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.review.state).toBe('ACCEPTED');
    expect(json(res).data.tweet_status).toBe('POSTED_ON_TIME');
    expect((await queue('dd@example.org')).items).toEqual([]);
  });
});
