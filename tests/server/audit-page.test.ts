/**
 * The public audit page, `GET /audit` (docs/spec-notes.md, 'Supervisors' views and the public audit'), on the demo
 * with its two months of posts, on Wednesday 2026-11-18 at 16:00 IST (breakfast and lunch closed, dinner open): the
 * state's and each district's on-time shares and the league; a district's institutions with today's statuses, the
 * open hostel's meals not posted (yet), the holiday, and a link to X where a post was published; no personal data of
 * any account; no script; an ETag with 304; the Kannada page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_TEXTS } from '@common/site/audit-page-texts.ts';
import { istInstant } from '@common/schedule.ts';
import { capitalizeWords } from '@common/names.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { escapeHtml } from '@server/lib/html.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

const clock = new FakeClock(istInstant('2026-11-18', 16 * 60).getTime());
const en = AUDIT_PAGE_TEXTS.en;
const kn = AUDIT_PAGE_TEXTS.kn;
let t: TestApp;
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The institution of a demo warden, with its district. */
const orgOf = (email: string) =>
  t.app.ctx.db
    .selectFrom('organizations as o')
    .innerJoin('accounts as a', 'a.id', 'o.warden_id')
    .innerJoin('districts as d', 'd.id', 'o.district_id')
    .select(['o.id', 'o.en_name', 'o.kn_name', 'o.district_id', 'd.name_en', 'd.name_kn'])
    .where('a.email_id', '=', email)
    .executeTakeFirstOrThrow();

/** The row of an institution in a district page's table, by its stored English name. */
const rowOf = (body: string, stored: string) => {
  const shown = `<th scope="row">${escapeHtml(capitalizeWords(stored))}<span`;
  const rows = body.split('<tr>').filter((r) => r.includes(shown));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

beforeAll(async () => {
  t = await makeTestApp({ clock, seedPosts: true });
});
afterAll(() => t?.close());

describe('the public audit page', () => {
  it('shows the state and every district with their shares this week and today, ranked', async () => {
    const res = await page('/audit');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = res.body;
    expect(body).toContain('<html lang="en">');
    expect(body.match(/<h1>/g)).toHaveLength(1);
    expect(body).toContain(en.leagueCaption);
    expect(body).toMatch(/<th scope="col"[^>]*>Rank<\/th>/);
    // The demo is mostly on time: the state's week and today are shares, not dashes.
    expect(body).toMatch(/<dt>This week<\/dt>\s*<dd>\s*<span class="pct (good|attention|poor)">\d+(\.\d)?%<\/span>/);
    expect(body).toMatch(/<dt>Today<\/dt>\s*<dd>\s*<span class="pct (good|attention|poor)">\d+(\.\d)?%<\/span>/);
    const districts = await t.app.ctx.db.selectFrom('districts').select(['id', 'name_en']).execute();
    for (const d of districts) expect(body).toContain(`<a href="/audit?district=${d.id}">${d.name_en}</a>`);
    // The first district of the league has rank 1 and a share.
    expect(body).toMatch(
      /<td class="num">1<\/td>\s*<th scope="row"><a href="\/audit\?district=\d+">[^<]+<\/a><\/th>\s*<td class="num share (good|attention|poor)">\d+(\.\d)?%<\/td>/,
    );
    expect(body).not.toMatch(/<script|\son\w+=|style="/i);
  });

  it("lists a district's institutions with today's statuses, the holiday and a link to the X post", async () => {
    const open = await orgOf('warden@example.org');
    const holiday = await orgOf('warden2@example.org');
    // One of today's posts in the open hostel's district, published on X.
    const published = await t.app.ctx.db
      .selectFrom('posts')
      .select(['id', 'organization_id', 'meal', 'status', 'captured_at'])
      .where('district_id', '=', open.district_id)
      .where('day', '=', '2026-11-18')
      .where('status', '=', 'POSTED_ON_TIME')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = clock.now();
    await t.app.ctx.db
      .insertInto('x_publications')
      .values({
        post_id: published.id,
        organization_id: published.organization_id,
        status: 'PUBLISHED',
        captured_at: published.captured_at,
        give_up_at: now,
        next_attempt_at: now,
        tweet_id: '1861234567890123456',
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const res = await page(`/audit?district=${open.district_id}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain(`<h1>${open.name_en}: meals today</h1>`);
    expect(body).toMatch(
      /<th scope="col">Breakfast<\/th>\s*<th scope="col">Lunch<\/th>\s*<th scope="col">Dinner<\/th>/,
    );
    // Names are stored lower-cased and shown capitalised, as the app shows them.
    expect(open.en_name).toBe(open.en_name.toLowerCase());
    const openRow = rowOf(body, open.en_name);
    // Breakfast and lunch closed without a post, dinner still open: shapes and words.
    expect(openRow.match(/class="st notPosted"><b aria-hidden="true">✖<\/b><span>Not Posted</g)).toHaveLength(2);
    expect(openRow).toContain('class="st notPostedYet"><b aria-hidden="true">○</b><span>Not posted yet<');
    expect(body).toContain('https://x.com/i/web/status/1861234567890123456');
    expect(body).toMatch(/class="st onTime"><b aria-hidden="true">✔<\/b><span>On Time</);

    const other = await page(`/audit?district=${holiday.district_id}`);
    const holidayRow = rowOf(other.body, holiday.en_name);
    expect(holidayRow.match(/class="st holiday"/g)).toHaveLength(3);

    for (const url of ['/audit?district=999999', '/audit?district=abc', '/audit?district=1%20or%201=1'])
      expect((await page(url)).statusCode, url).toBe(404);
    const slash = await page(`/audit/?district=${open.district_id}`);
    expect([slash.statusCode, slash.headers.location]).toEqual([301, `/audit?district=${open.district_id}`]);
  });

  it('shows no personal data of any account and no photo anywhere', async () => {
    const accounts = await t.app.ctx.db
      .selectFrom('accounts')
      .select(['first_name', 'last_name', 'email_id', 'phone_number'])
      .execute();
    const districts = await t.app.ctx.db.selectFrom('districts').select('id').execute();
    const bodies = [(await page('/audit')).body, (await page('/audit?lang=kn')).body];
    for (const d of districts) bodies.push((await page(`/audit?district=${d.id}`)).body);
    for (const body of bodies) {
      for (const a of accounts) {
        expect(body).not.toContain(`${a.first_name} ${a.last_name}`);
        expect(body).not.toContain(a.email_id);
        expect(body).not.toContain(a.phone_number);
      }
      expect(body).not.toMatch(/<img|\/media\//i);
      expect(body).not.toMatch(/<script/i);
    }
  });

  it('answers with an ETag, 304 for a match, the cache rules and a CSP that allows no script', async () => {
    const first = await page('/audit');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(String(first.headers['content-security-policy'])).toMatch(
      /^default-src 'none'; img-src 'self'; style-src 'sha256-/,
    );
    const again = await page('/audit', { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    expect((await page('/audit?lang=kn', { 'if-none-match': etag })).statusCode).toBe(200);
    // A minute later the page says so: a new ETag.
    clock.advance(60_000);
    expect((await page('/audit', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('reads in Kannada, with the switch keeping the district', async () => {
    const open = await orgOf('warden@example.org');
    const state = (await page('/audit?lang=kn')).body;
    expect(state).toContain('<html lang="kn">');
    expect(state).toContain(kn.leagueCaption);
    expect(state).toContain(`<a href="/audit?district=${open.district_id}&amp;lang=kn">${open.name_kn}</a>`);
    const district = (await page(`/audit?district=${open.district_id}&lang=kn`)).body;
    expect(district).toContain(`<h1>${open.name_kn}: ಇಂದಿನ ಊಟ</h1>`);
    expect(district).toContain(open.kn_name);
    expect(district).toContain(kn.notPosted);
    expect(district).toContain('ಬೆಳಗಿನ ಉಪಾಹಾರ');
    expect(district).toContain(`href="/audit?district=${open.district_id}" hreflang="en"`);
    expect(district).not.toContain(en.notPostedYet);
  });
});
