/**
 * The taluk and district roll-ups (migration 0012) stay exact (docs/spec-notes.md, 'Supervisors' views and the public
 * audit'): after a random sequence of posts, holidays declared and revoked, institutions moved, retyped or deleted
 * and schedule changes, made through the write paths the server uses (the repositories' transactions), they equal a
 * fresh count from posts, holidays and institutions, the rebuild changes nothing, and the month counts read from them
 * equal those read from the per-institution roll-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SLOTS, MEALS, addDays, istDate, istInstant, monthBounds } from '@common/schedule.ts';
import { ORGANIZATION_TYPES } from '@common/organizations.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { insertPost } from '@server/modules/tweets/tweets.repository.ts';
import { insertHoliday, revokeHolidayRow } from '@server/modules/organizations/organizations.repository.ts';
import { softDeleteInstitution, updateInstitutionRow } from '@server/modules/organizations/institutions.repository.ts';
import { replacePending } from '@server/modules/schedule/schedule.repository.ts';
import { periodCounts } from '@server/modules/stats/period-counts.ts';
import { rebuildRollups } from '@server/modules/stats/rollups.repository.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';
import { STATUSES, freshCounts, storedCounts } from '../support/rollup-counts.ts';
import { seedPhoto } from '../support/stat-posts.ts';

const clock = new FakeClock(istInstant('2026-11-18', 13 * 60).getTime());
let t: TestApp;
let orgs: number[];
let taluks: { id: number; district_id: number }[];
let media: number;
let warden: number;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  const db = t.app.ctx.db;
  const all = await db.selectFrom('organizations').select('id').where('deleted_at', 'is', null).orderBy('id').execute();
  orgs = all.slice(0, 8).map((o) => o.id);
  taluks = (await db.selectFrom('taluks').select(['id', 'district_id']).orderBy('id').execute()).slice(0, 6);
  warden = (await db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  media = await seedPhoto(t, clock, warden);
}, 60_000);
afterAll(() => t?.close());

const today = () => istDate(clock.now());
const anyOrg = fc.nat(7);
const offset = fc.integer({ min: -20, max: 10 });
const step = fc.oneof(
  fc.record({
    kind: fc.constant('post' as const),
    org: anyOrg,
    day: fc.integer({ min: -20, max: 0 }),
    meal: fc.constantFrom(...MEALS),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({ kind: fc.constant('holiday' as const), org: anyOrg, from: offset, length: fc.nat(4) }),
  fc.record({ kind: fc.constant('revoke' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), org: anyOrg, taluk: fc.nat(5) }),
  fc.record({ kind: fc.constant('retype' as const), org: anyOrg, type: fc.constantFrom(...ORGANIZATION_TYPES) }),
  fc.record({ kind: fc.constant('delete' as const), org: anyOrg, chance: fc.nat(9) }),
  fc.record({
    kind: fc.constant('schedule' as const),
    type: fc.constantFrom(...ORGANIZATION_TYPES),
    shift: fc.integer({ min: -60, max: 60 }),
  }),
  fc.record({ kind: fc.constant('tomorrow' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function run(s: Step): Promise<void> {
  const db = t.app.ctx.db;
  const now = clock.now();
  const org = 'org' in s ? orgs[s.org]! : 0;
  if (s.kind === 'post') {
    const day = addDays(today(), s.day);
    const at = new Date(istInstant(day, 12 * 60).getTime());
    const { district_id } = await db
      .selectFrom('organizations')
      .select('district_id')
      .where('id', '=', org)
      .executeTakeFirstOrThrow();
    await insertPost(
      db,
      {
        client_id: randomUUID(),
        organization_id: org,
        district_id,
        warden_id: warden,
        meal: s.meal,
        day,
        content: 'menu',
        image_1: media,
        status: s.status,
        captured_at: at,
        received_at: at,
        judged_at: at,
      },
      at,
    );
  } else if (s.kind === 'holiday') {
    const from = addDays(today(), s.from);
    await insertHoliday(db, {
      organization_id: org,
      from_date: from,
      to_date: addDays(from, s.length),
      reason: 'test',
      declared_by: warden,
      declared_at: now,
    });
  } else if (s.kind === 'revoke') {
    const open = await db
      .selectFrom('holidays')
      .select(['id', 'organization_id'])
      .where('revoked_at', 'is', null)
      .where('to_date', '>=', today())
      .orderBy('id')
      .execute();
    const h = open[s.pick % Math.max(open.length, 1)];
    if (h) await revokeHolidayRow(db, h.organization_id, h.id, { by: warden, reason: 'test', at: now, today: today() });
  } else if (s.kind === 'move') {
    const taluk = taluks[s.taluk]!;
    // Another institution of the same name there refuses the move (a 409 in the API), and nothing changes.
    await updateInstitutionRow(db, org, { taluk_id: taluk.id, district_id: taluk.district_id }, now).catch(
      (e: { code?: string }) => {
        if (e.code !== '23505') throw e;
      },
    );
  } else if (s.kind === 'retype') {
    await updateInstitutionRow(db, org, { organization_type: s.type }, now);
  } else if (s.kind === 'delete') {
    if (s.chance < 2) await softDeleteInstitution(db, org, warden, 'test', now);
  } else if (s.kind === 'schedule') {
    const slots = DEFAULT_SLOTS.map((slot) => ({
      ...slot,
      due: slot.due + s.shift,
      lateUntil: slot.lateUntil + s.shift,
    }));
    await replacePending(db, s.type, today(), addDays(today(), 1), slots, warden);
  } else clock.advance(24 * 60 * 60 * 1000);
}

describe('the taluk and district roll-ups', () => {
  it('equal a fresh count after any sequence of writes, and the month counts read from them agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        for (const s of steps) await run(s);
        expect(await storedCounts(t.app.ctx.db)).toEqual(await freshCounts(t.app.ctx.db));
        const db = t.app.ctx.db;
        const ids = (await db.selectFrom('organizations').select('id').execute()).map((o) => o.id);
        const { first, last } = monthBounds(today());
        for (const by of ['none', 'district', 'taluk'] as const)
          expect(await periodCounts(db, {}, first, last, clock.now(), by)).toEqual(
            await periodCounts(db, { organizationIds: ids }, first, last, clock.now(), by),
          );
        expect((await rebuildRollups(db)).changed).toBe(false);
        expect(await storedCounts(t.app.ctx.db)).toEqual(await freshCounts(t.app.ctx.db));
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
