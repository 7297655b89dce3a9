/**
 * The DD's incomplete institutions per kind (the DD home's counts and `/dd/incomplete/{kind}`):
 * each count a DD reads is the total of that kind's list, both only their districts' institutions
 * and the same as an admin reads with that district as filter; every row misses what its list
 * names, paging reaches the last row, and another district's filter answers 404. With X off the
 * X-connection list is empty (tests/server/x-off.test.ts), so this runs with the fake X on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, districtId, signInAll, talukId, type Caller, type Tokens } from '../support/console.ts';

const clock = new FakeClock();
let t: TestApp;
let call: Caller;
let tok: Tokens;
let mysuru: number;
let bidar: number;

const get = async (url: string, token: string) => {
  const res = await call('GET', url, { token });
  expect(res.statusCode, url).toBe(200);
  return json(res).data;
};

const KINDS = [
  ['warden', 'no_warden', 'warden'],
  ['twitter-id', 'no_twitter_id', 'twitter_id'],
  ['twitter-password', 'no_twitter_password', 'twitter_password'],
] as const;

interface Row {
  id: number;
  district: { id: number };
  missing: string[];
}

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
  mysuru = await districtId(t, 'Mysuru');
  bidar = await districtId(t, 'Bidar');
});
afterAll(() => t.close());

describe("a DD's incomplete institutions per kind", () => {
  it('count what each list holds, only in the DD districts, as an admin reads that district', async () => {
    const ddCounts = await get('stat/incomplete-institutes', tok.dd);
    const mysuruCounts = await get(`stat/incomplete-institutes?district=${mysuru}`, tok.admin);
    const stateCounts = await get('stat/incomplete-institutes', tok.admin);
    expect(ddCounts).toEqual(mysuruCounts);
    expect(ddCounts.total_institutions).toBeLessThan(stateCounts.total_institutions);
    let someMissing = 0;
    for (const [kind, count, missing] of KINDS) {
      const list = await get(`stat/incomplete-institutes/${kind}/list?size=100`, tok.dd);
      expect(list.total_items, kind).toBe(ddCounts[count]);
      expect(list.items.length, kind).toBe(ddCounts[count]);
      for (const row of list.items as Row[]) {
        expect(row.district.id, kind).toBe(mysuru);
        expect(row.missing, kind).toContain(missing);
      }
      const admin = await get(`stat/incomplete-institutes/${kind}/list?size=100&district=${mysuru}`, tok.admin);
      expect((list.items as Row[]).map((r) => r.id)).toEqual((admin.items as Row[]).map((r) => r.id));
      someMissing += ddCounts[count];
      // The state has institutions of this kind the DD does not see, so the scope did the narrowing.
      expect(stateCounts[count], kind).toBeGreaterThanOrEqual(ddCounts[count]);
    }
    expect(someMissing).toBeGreaterThan(0);
  });

  it('pages through a kind ten at a time as the DD console asks, and keeps a taluk filter in scope', async () => {
    const counts = await get('stat/incomplete-institutes', tok.dd);
    const [kind, count] = KINDS.find(([, c]) => counts[c] > 1)!;
    const first = await get(`stat/incomplete-institutes/${kind}/list?size=1&page=1`, tok.dd);
    const last = await get(`stat/incomplete-institutes/${kind}/list?size=1&page=${counts[count]}`, tok.dd);
    expect(first.total_pages).toBe(counts[count]);
    expect(last.items).toHaveLength(1);
    expect(last.items[0].id).not.toBe(first.items[0].id);
    const taluk = await talukId(t, 'Mysuru', 'Hunsur');
    const inTaluk = await get(`stat/incomplete-institutes/${kind}/list?size=100&taluk=${taluk}`, tok.dd);
    expect(inTaluk.total_items).toBeLessThanOrEqual(counts[count]);
  });

  it("answers 404 for another district's filter on every kind, and 403 to a warden", async () => {
    const bidarTaluk = await t.app.ctx.db
      .selectFrom('taluks')
      .select('id')
      .where('district_id', '=', bidar)
      .executeTakeFirstOrThrow();
    for (const kind of ['warden', 'twitter-id', 'twitter-password', 'x-connection', 'limited']) {
      for (const filter of [`district=${bidar}`, `taluk=${bidarTaluk.id}`]) {
        const url = `stat/incomplete-institutes/${kind}/list?${filter}`;
        expect((await call('GET', url, { token: tok.dd })).statusCode, url).toBe(404);
      }
    }
    expect((await call('GET', `stat/incomplete-institutes?district=${bidar}`, { token: tok.dd })).statusCode).toBe(404);
    expect((await call('GET', 'stat/incomplete-institutes/warden/list', { token: tok.warden })).statusCode).toBe(403);
  });
});
