import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('has the seven demo accounts with their second steps', async () => {
    const rows = await t.app.ctx.db
      .selectFrom('accounts')
      .select(['email_id', 'role', 'validation_method', 'is_2fa_enabled'])
      .where('email_id', 'in', [
        'superadmin@example.org',
        'admin@example.org',
        'dd@example.org',
        'warden@example.org',
        'warden2@example.org',
        'helpline@example.org',
        'creator@example.org',
      ])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { email_id: 'superadmin@example.org', role: 'SUPER_ADMIN', validation_method: '2fa', is_2fa_enabled: true },
      { email_id: 'admin@example.org', role: 'ADMIN', validation_method: 'phone', is_2fa_enabled: false },
      { email_id: 'dd@example.org', role: 'DD', validation_method: 'email', is_2fa_enabled: false },
      { email_id: 'warden@example.org', role: 'WARDEN', validation_method: 'email', is_2fa_enabled: false },
      { email_id: 'warden2@example.org', role: 'WARDEN', validation_method: 'email', is_2fa_enabled: false },
      { email_id: 'helpline@example.org', role: 'HELPLINE', validation_method: 'email', is_2fa_enabled: false },
      { email_id: 'creator@example.org', role: 'CREATOR', validation_method: '2fa', is_2fa_enabled: false },
    ]);
  });

  it('has the four districts with Kannada names and about forty institutions, some incomplete', async () => {
    const db = t.app.ctx.db;
    const districts = await db.selectFrom('districts').select(['name_en', 'name_kn']).orderBy('name_en').execute();
    expect(districts.map((d) => d.name_en)).toEqual(['Bidar', 'Chamarajanagar', 'Mysuru', 'Raichur']);
    expect(districts.every((d) => d.name_kn.length > 0)).toBe(true);
    const orgs = await db
      .selectFrom('organizations')
      .select(['en_name', 'warden_id', 'twitter_id', 'twitter_secret'])
      .execute();
    expect(orgs.length).toBeGreaterThanOrEqual(35);
    expect(orgs.length).toBeLessThanOrEqual(45);
    expect(orgs.every((o) => o.en_name === o.en_name.toLowerCase())).toBe(true);
    expect(orgs.some((o) => o.warden_id === null)).toBe(true);
    expect(orgs.some((o) => o.twitter_id === null)).toBe(true);
    expect(orgs.some((o) => o.twitter_id !== null && o.twitter_secret === null)).toBe(true);
  });

  it('gives warden@ two hostels in Mysuru, warden2@ one in Bidar, and the DD the Mysuru district', async () => {
    const db = t.app.ctx.db;
    const of = (email: string) =>
      db
        .selectFrom('organizations')
        .innerJoin('accounts', 'accounts.id', 'organizations.warden_id')
        .innerJoin('districts', 'districts.id', 'organizations.district_id')
        .select(['districts.name_en as district', 'organizations.organization_type as type'])
        .where('accounts.email_id', '=', email)
        .execute();
    expect(await of('warden@example.org')).toEqual([
      { district: 'Mysuru', type: 'HOSTEL' },
      { district: 'Mysuru', type: 'HOSTEL' },
    ]);
    expect(await of('warden2@example.org')).toEqual([{ district: 'Bidar', type: 'HOSTEL' }]);
    const dd = await db
      .selectFrom('account_districts')
      .innerJoin('accounts', 'accounts.id', 'account_districts.account_id')
      .innerJoin('districts', 'districts.id', 'account_districts.district_id')
      .select('districts.name_en')
      .where('accounts.email_id', '=', 'dd@example.org')
      .execute();
    expect(dd).toEqual([{ name_en: 'Mysuru' }]);
  });

  it('does not seed twice', async () => {
    const { isEmpty } = await import('@server/db/seed/demo.ts');
    expect(await isEmpty(t.app.ctx.db)).toBe(false);
  });
});

describe('demo posts', () => {
  let withPosts: TestApp;
  beforeAll(async () => {
    withPosts = await makeTestApp({ seedPosts: true });
  });
  afterAll(() => withPosts.close());

  it('has about two months of posts with a realistic mix, none today for warden@, and warden2@ on holiday today', async () => {
    const db = withPosts.app.ctx.db;
    const { istDate } = await import('@common/schedule.ts');
    const today = istDate(new Date());
    const mix = await db
      .selectFrom('posts')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const n = Object.fromEntries(mix.map((m) => [m.status, Number(m.n)]));
    const total = Object.values(n).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(3000);
    expect(n.POSTED_ON_TIME! / total).toBeGreaterThan(0.6);
    expect(n.POSTED_WITH_DELAY).toBeGreaterThan(0);
    expect(n.POST_NOT_CONSIDERED).toBeGreaterThan(0);
    const span = await db
      .selectFrom('posts')
      .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
      .executeTakeFirstOrThrow();
    expect(Date.parse(today) - Date.parse(String(span.first))).toBeGreaterThanOrEqual(59 * 86400000);
    const wardenToday = await db
      .selectFrom('posts')
      .innerJoin('accounts', 'accounts.id', 'posts.warden_id')
      .select('posts.id')
      .where('accounts.email_id', '=', 'warden@example.org')
      .where('posts.day', '=', today)
      .execute();
    expect(wardenToday).toEqual([]);
    const holiday = await db
      .selectFrom('holidays')
      .innerJoin('organizations', 'organizations.id', 'holidays.organization_id')
      .innerJoin('accounts', 'accounts.id', 'organizations.warden_id')
      .select(['holidays.from_date', 'holidays.to_date'])
      .where('accounts.email_id', '=', 'warden2@example.org')
      .execute();
    expect(holiday).toHaveLength(1);
    expect(holiday[0]!.from_date <= today && holiday[0]!.to_date >= today).toBe(true);
    // The roll-up agrees with the posts it summarises.
    const rolled = await db
      .selectFrom('stat_daily')
      .select((eb) => eb.fn.sum<number>(eb('on_time', '+', eb('delayed', '+', eb.ref('after_deadline')))).as('s'))
      .executeTakeFirstOrThrow();
    expect(Number(rolled.s)).toBe(total);
  });

  it('holds no post made before its meal opened', async () => {
    const { DEFAULT_SLOTS, opensLater, slotFor } = await import('@common/schedule.ts');
    const posts = await withPosts.app.ctx.db.selectFrom('posts').select(['meal', 'judged_at']).execute();
    expect(posts.length).toBeGreaterThan(3000);
    const early = posts.filter((post) =>
      opensLater(new Date(post.judged_at), slotFor(DEFAULT_SLOTS, post.meal as 'BREAKFAST' | 'LUNCH' | 'DINNER')),
    );
    expect(early).toEqual([]);
  });

  it('publishes the demo website: every section, reviewed by three people, banners from the library', async () => {
    const db = withPosts.app.ctx.db;
    const versions = await db.selectFrom('site_versions').select(['section_key', 'state', 'version']).execute();
    expect(versions).toHaveLength(15);
    expect(versions.every((v) => v.state === 'PUBLISHED' && v.version === 1)).toBe(true);
    const steps = await db
      .selectFrom('site_activities')
      .innerJoin('accounts', 'accounts.id', 'site_activities.actor_id')
      .select(['site_activities.activity_type', 'accounts.email_id'])
      .where('site_activities.section_key', '=', 'testimonials')
      .orderBy('site_activities.id')
      .execute();
    expect(steps.map((s) => [s.activity_type, s.email_id])).toEqual([
      ['save', 'creator@example.org'],
      ['submit', 'creator@example.org'],
      ['forward', 'moderator@example.org'],
      ['approve', 'approver@example.org'],
    ]);
    const banners = await db
      .selectFrom('site_version_media')
      .innerJoin('media', 'media.id', 'site_version_media.media_id')
      .select(['media.in_library', 'media.alt_en', 'media.alt_kn', 'media.low_res_path'])
      .execute();
    expect(banners).toHaveLength(3);
    expect(banners.every((b) => b.in_library && b.alt_en && b.alt_kn && b.low_res_path)).toBe(true);
    const page = await withPosts.app.inject({ method: 'GET', url: '/site?lang=kn' });
    expect(page.body).toContain('ಲಕ್ಷ್ಮೀ ದೇವಿ');
    // Every text has its Kannada: the one English word marked as such is the switch's 'English'.
    expect(page.body.match(/<span lang="en">[^<]*/g)).toEqual(['<span lang="en">English']);
  });
});
