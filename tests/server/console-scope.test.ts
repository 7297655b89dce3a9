/**
 * Scope (docs/product.md, 'Calls and answers' and 'Roles'): a DD sees only the districts assigned to them, in every
 * list, the feed, the statistics and single ids (404 outside, like a missing record); admins see the state. Runs on
 * the demo posts: dd@ has Mysuru; a second DD made here has Bidar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { caller, districtId, institutionIn, signInAll, type Caller, type Tokens } from '../support/console.ts';

const clock = new FakeClock();
let t: TestApp;
let call: Caller;
let tok: Tokens;
let ddBidar: string;
let ids: {
  mysuru: number;
  bidar: number;
  mysuruOrg: number;
  bidarOrg: number;
  bidarTaluk: number;
  mysuruPost: number;
  bidarPost: number;
};

const get = async (url: string, token: string) => json(await call('GET', url, { token }));
const districtsIn = (items: { district: { name: { en: string } } }[]) => [
  ...new Set(items.map((i) => i.district.name.en)),
];
const postIn = async (district: string) =>
  (
    await t.app.ctx.db
      .selectFrom('posts')
      .innerJoin('organizations', 'organizations.id', 'posts.organization_id')
      .innerJoin('districts', 'districts.id', 'organizations.district_id')
      .select('posts.id')
      .where('districts.name_en', '=', district)
      .orderBy('posts.id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await makeTestApp({ clock, seedPosts: true });
  call = caller(t);
  tok = await signInAll(t, clock);
  const bidar = await districtId(t, 'Bidar');
  const made = await call('POST', 'admin', {
    token: tok.admin,
    payload: {
      first_name: 'Bidar',
      last_name: 'Director',
      email_id: 'dd.bidar@example.org',
      phone_number: '9000000001',
      role: 'DD',
      districts: [bidar],
      current_password: DEMO_PASSWORD,
      password: 'Bidar#Dd2026',
      repeat_password: 'Bidar#Dd2026',
    },
  });
  expect(made.statusCode).toBe(201);
  ddBidar = (await signIn(t, 'dd.bidar@example.org', 'Bidar#Dd2026')).access_token;
  const bidarOrg = await institutionIn(t, 'Bidar', { withWarden: true });
  ids = {
    mysuru: await districtId(t, 'Mysuru'),
    bidar,
    mysuruOrg: (await institutionIn(t, 'Mysuru')).id,
    bidarOrg: bidarOrg.id,
    bidarTaluk: bidarOrg.taluk_id,
    mysuruPost: await postIn('Mysuru'),
    bidarPost: await postIn('Bidar'),
  };
});
afterAll(() => t.close());

describe('a DD never sees another district', () => {
  it('in the institution list, and a filter outside the districts answers 404', async () => {
    for (const [token, own] of [
      [tok.dd, 'Mysuru'],
      [ddBidar, 'Bidar'],
    ] as const) {
      const list = (await get('organization?size=100', token)).data;
      expect(districtsIn(list.items)).toEqual([own]);
    }
    const state = (await get('organization?size=100', tok.admin)).data;
    expect(districtsIn(state.items).sort()).toEqual(['Bidar', 'Chamarajanagar', 'Mysuru', 'Raichur']);
    for (const url of [
      `organization?district=${ids.bidar}`,
      `organization?taluk=${ids.bidarTaluk}`,
      `organization/auth/${ids.bidarOrg}`,
    ]) {
      const res = await call('GET', url, { token: tok.dd });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).message).toBe(MSG.notFound);
    }
    expect((await call('GET', `organization/auth/${ids.mysuruOrg}`, { token: tok.dd })).statusCode).toBe(200);
    expect((await call('GET', `organization/auth/${ids.mysuruOrg}`, { token: ddBidar })).statusCode).toBe(404);
  });

  it('in the feed and in single posts', async () => {
    const feed = (await get('tweets/dd-home?size=100', tok.dd)).data;
    expect(feed.total_items).toBeGreaterThan(100);
    expect(districtsIn(feed.items)).toEqual(['Mysuru']);
    for (const url of [
      `tweets/dd-home?district=${ids.bidar}`,
      `tweets/dd-home?organization=${ids.bidarOrg}`,
      `tweets/dd-home?taluk=${ids.bidarTaluk}`,
      `tweet/auth/tweet/${ids.bidarPost}`,
    ]) {
      expect((await call('GET', url, { token: tok.dd })).statusCode, url).toBe(404);
    }
    expect((await call('GET', `tweet/auth/tweet/${ids.mysuruPost}`, { token: tok.dd })).statusCode).toBe(200);
    expect((await call('GET', `tweet/auth/tweet/${ids.mysuruPost}`, { token: ddBidar })).statusCode).toBe(404);
    const admin = (await get(`tweets/dd-home?district=${ids.bidar}&size=5`, tok.admin)).data;
    expect(districtsIn(admin.items)).toEqual(['Bidar']);
  });

  it('in the statistics: dd-home, incomplete institutes and the league table', async () => {
    const mysuruCount = Number(
      (
        await t.app.ctx.db
          .selectFrom('organizations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('district_id', '=', ids.mysuru)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const home = (await get('stat/dd-home', tok.dd)).data;
    expect(home).toMatchObject({ institutions: mysuruCount, districts: [{ id: ids.mysuru, name: { en: 'Mysuru' } }] });
    const league = (await get('stat/league-table?by=district', tok.admin)).data.items;
    const mysuruRow = league.find((r: { id: number }) => r.id === ids.mysuru);
    expect(mysuruRow).toMatchObject({
      posted_on_time: home.posted_on_time,
      posted_with_delay: home.posted_with_delay,
      post_not_considered: home.post_not_considered,
      tweets_not_posted: home.tweets_not_posted,
    });
    expect((await get('stat/league-table?by=district', tok.dd)).data.items.map((r: { id: number }) => r.id)).toEqual([
      ids.mysuru,
    ]);
    const taluks = (await get('stat/league-table?by=taluk', tok.dd)).data.items;
    expect(new Set(taluks.map((r: { district: { id: number } }) => r.district.id))).toEqual(new Set([ids.mysuru]));

    expect((await get('stat/incomplete-institutes', tok.dd)).data.total_institutions).toBe(mysuruCount);
    expect(
      (await get('stat/incomplete-institutes/district', tok.dd)).data.items.map(
        (r: { district: { id: number } }) => r.district.id,
      ),
    ).toEqual([ids.mysuru]);
    for (const list of ['limited/list', 'warden/list', 'twitter-id/list', 'twitter-password/list']) {
      expect(districtsIn((await get(`stat/incomplete-institutes/${list}?size=100`, tok.dd)).data.items)).toEqual([
        'Mysuru',
      ]);
    }
    for (const url of [
      `stat/dd-home?district=${ids.bidar}`,
      `stat/incomplete-institutes?district=${ids.bidar}`,
      `stat/incomplete-institutes/warden/list?taluk=${ids.bidarTaluk}`,
      `stat/league-table?by=taluk&district=${ids.bidar}`,
      `stat/league-table/csv?district=${ids.bidar}`,
    ]) {
      expect((await call('GET', url, { token: tok.dd })).statusCode, url).toBe(404);
    }
    expect((await call('GET', 'stat/admin-home', { token: tok.dd })).statusCode).toBe(403);
  });

  it("in holidays: another district's holiday is neither listed, read nor revocable", async () => {
    const bidarHoliday = await t.app.ctx.db
      .selectFrom('holidays')
      .select(['id', 'organization_id'])
      .executeTakeFirstOrThrow();
    expect((await get('holidays?status=ALL&size=100', tok.dd)).data.items).toEqual([]);
    expect((await get('holidays', ddBidar)).data.items.map((h: { id: number }) => h.id)).toEqual([bidarHoliday.id]);
    expect(
      (await call('GET', `organization/${bidarHoliday.organization_id}/holidays`, { token: tok.dd })).statusCode,
    ).toBe(404);
    const revoke = await call(
      'PATCH',
      `organization/${bidarHoliday.organization_id}/holidays/${bidarHoliday.id}/revoke`,
      { token: tok.dd, payload: { reason: 'Not my district' } },
    );
    expect(revoke.statusCode).toBe(404);
    expect(
      (
        await t.app.ctx.db
          .selectFrom('holidays')
          .select('revoked_at')
          .where('id', '=', bidarHoliday.id)
          .executeTakeFirstOrThrow()
      ).revoked_at,
    ).toBeNull();
  });

  it('revokes a holiday of its own district, found through the holidays list', async () => {
    const declared = await call('POST', `organization/${ids.mysuruOrg}/holidays`, {
      token: tok.admin,
      payload: { from: '2099-01-01', to: '2099-01-02', reason: 'Declared by mistake' },
    });
    expect(declared.statusCode).toBe(201);
    const listed = (await get('holidays', tok.dd)).data.items;
    expect(listed).toEqual([
      expect.objectContaining({
        id: json(declared).data.id,
        can_revoke: true,
        organization: expect.objectContaining({ id: ids.mysuruOrg }),
        declared_by_name: 'Arun Kumar',
      }),
    ]);
    const res = await call('PATCH', `organization/${ids.mysuruOrg}/holidays/${json(declared).data.id}/revoke`, {
      token: tok.dd,
      payload: { reason: 'Wrongly declared' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('holidays', tok.dd)).data.items).toEqual([]);
    expect((await get('holidays?status=REVOKED', tok.dd)).data.items[0]).toMatchObject({
      revoked: true,
      revoke_reason: 'Wrongly declared',
      can_revoke: false,
    });
  });
});

describe('HELPLINE: read-only look-ups', () => {
  it('finds institutions and wardens, and shows contact, assignment, counts and recent posts', async () => {
    const found = await get('helpline/lookup?q=ravi', tok.helpline);
    expect(found.data.wardens.map((w: { email_id: string }) => w.email_id)).toContain('warden@example.org');
    const byKannada = await get(`helpline/lookup?q=${encodeURIComponent('ಹುಣಸೂರು')}`, tok.helpline);
    expect(byKannada.data.institutions.length).toBeGreaterThan(0);
    const warden = byKannada.data.institutions.find((i: { warden: unknown }) => i.warden)!.warden;
    const org = (await get(`helpline/organization/${ids.bidarOrg}`, tok.helpline)).data;
    expect(org.institution).toMatchObject({
      id: ids.bidarOrg,
      warden: { phone_number: expect.stringMatching(/^\d{10}$/) },
      holidays: { is_holidays: expect.any(Boolean) },
    });
    expect(org.recent_posts.length).toBeGreaterThan(0);
    expect(org.month).toEqual(
      expect.objectContaining({ posted_on_time: expect.any(Number), tweets_not_posted: expect.any(Number) }),
    );
    const w = (await get(`helpline/warden/${warden.id}`, tok.helpline)).data;
    expect(w).toMatchObject({
      warden: { id: warden.id, email_id: warden.email_id },
      institutions: expect.any(Array),
      recent_posts: expect.any(Array),
    });
    const dd = await call('GET', `helpline/warden/${(await get('admin/all-admins/auth', tok.dd)).data.id}`, {
      token: tok.helpline,
    });
    expect(dd.statusCode).toBe(404);
    expect((await call('GET', 'helpline/lookup?q=a', { token: tok.helpline })).statusCode).toBe(422);
    for (const token of [tok.dd, tok.warden])
      expect((await call('GET', 'helpline/lookup?q=ravi', { token })).statusCode).toBe(403);
  });

  it('changes nothing: every write answers 403', async () => {
    const holiday = await t.app.ctx.db
      .selectFrom('holidays')
      .select(['id', 'organization_id'])
      .executeTakeFirstOrThrow();
    const writes: [string, string, unknown][] = [
      ['POST', 'organization', { en_name: 'x' }],
      ['PATCH', `organization/${ids.mysuruOrg}`, { kn_name: 'ಹೊಸ' }],
      ['PATCH', `organization/assign-warden/${ids.mysuruOrg}/1`, undefined],
      ['DELETE', `entity/${ids.mysuruOrg}`, { reason: 'not allowed' }],
      [
        'POST',
        `organization/${ids.mysuruOrg}/holidays`,
        { from: '2099-02-01', to: '2099-02-01', reason: 'not allowed' },
      ],
      ['PATCH', `organization/${holiday.organization_id}/holidays/${holiday.id}/revoke`, { reason: 'not allowed' }],
      ['PUT', 'schedule/HOSTEL', { slots: [] }],
      ['POST', 'admin', {}],
      ['PATCH', 'admin/4/disable', { reason: 'not allowed' }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(method as 'POST', url, { token: tok.helpline, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await get('holidays?status=ALL', tok.helpline)).data.items.every((h: { can_revoke: boolean }) => !h.can_revoke),
    ).toBe(true);
  });
});

describe('an institution that moves to another district', () => {
  it("takes its posts to that district's feed, and out of the old one", async () => {
    const window = async (token: string, org: number) =>
      call('GET', `tweets/dd-home?organization=${org}&size=5`, { token });
    const before = json(await window(tok.dd, ids.mysuruOrg)).data;
    expect(before.total_items).toBeGreaterThan(0);
    const moved = await call('PATCH', `organization/${ids.mysuruOrg}`, {
      token: tok.admin,
      payload: { district: ids.bidar, taluk: ids.bidarTaluk },
    });
    expect(moved.statusCode).toBe(200);
    expect((await window(tok.dd, ids.mysuruOrg)).statusCode).toBe(404);
    const after = json(await window(ddBidar, ids.mysuruOrg)).data;
    expect(after.items.map((i: { id: number }) => i.id)).toEqual(before.items.map((i: { id: number }) => i.id));
    expect(after.total_items).toBe(before.total_items);
    const strays = await t.app.ctx.db
      .selectFrom('posts')
      .select('id')
      .where('organization_id', '=', ids.mysuruOrg)
      .where('district_id', '!=', ids.bidar)
      .execute();
    expect(strays).toEqual([]);
  });
});

describe('secrets', () => {
  it('appear in no answer of this file', () => {
    const all = call.bodies.join('\n');
    for (const secret of [
      'password_hash',
      'totp_secret',
      'twitter_secret',
      '"twitter_password":',
      'demo-x-secret',
      '$argon2',
    ])
      expect(all).not.toContain(secret);
  });
});
