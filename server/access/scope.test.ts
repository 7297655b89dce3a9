/**
 * The scope's rules without a database (docs/architecture.md, 'Repositories and table families'):
 * scopeRules gets fake look-ups, so each rule of who reaches which institution runs in
 * milliseconds. The same rules over PostgreSQL are exercised by tests/server/console-scope.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ROLE, type Role } from '@common/roles.ts';
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../context.ts';
import { createCaches } from '../lib/caches.ts';
import { FakeClock } from '../lib/clock.ts';
import type { AuthUser } from '../lib/tokens.ts';
import { scopeRules, type ScopeReads } from './scope.ts';

const DISTRICTS = [1, 2];
const TALUKS: Record<number, number> = { 10: 1, 20: 2 };
const LIVE_ORGS: Record<number, number> = { 100: 1, 200: 2 };
const ASSIGNED: Record<number, number[]> = { 7: [1] };

function setup() {
  const calls = { districtIdsOf: 0 };
  const reads: ScopeReads = {
    districtIdsOf: async (_db, id) => (calls.districtIdsOf++, ASSIGNED[id] ?? []),
    districtById: async (_db, id) => (DISTRICTS.includes(id) ? { id } : undefined),
    talukById: async (_db, id) => (TALUKS[id] ? { id, district_id: TALUKS[id] } : undefined),
    liveOrganizationDistrict: async (_db, id) => (LIVE_ORGS[id] ? { id, district_id: LIVE_ORGS[id] } : undefined),
  };
  const ctx = { db: null, caches: createCaches(60, new FakeClock()) } as unknown as AppContext;
  return { rules: scopeRules(reads), ctx, calls };
}

const user = (role: Role, id: number): AuthUser => ({
  sub: String(id),
  id,
  role,
  is_validated: true,
  is_2fa_enabled: false,
  to_be_validated: 'email',
  exp: 0,
});

const admin = user(ROLE.ADMIN, 1);
const dd = user(ROLE.DD, 7);
const warden = user(ROLE.WARDEN, 9);

describe('districtScope', () => {
  it('is statewide for an admin, the assigned districts for a DD, and refused otherwise', async () => {
    const { rules, ctx, calls } = setup();
    expect(await rules.districtScope(ctx, admin, 'stats.dd')).toBeNull();
    expect(await rules.districtScope(ctx, dd, 'stats.dd')).toEqual([1]);
    await expect(rules.districtScope(ctx, warden, 'stats.dd')).rejects.toMatchObject({
      statusCode: 403,
      message: MSG.adminNoRights,
    });
    // A DD's districts are read once and then cached.
    await rules.districtScope(ctx, dd, 'stats.league');
    expect(calls.districtIdsOf).toBe(1);
  });
});

describe('reaches and reachableOrganization', () => {
  it("gives a warden their own institutions only, a DD their districts' and an admin all", async () => {
    const { rules, ctx } = setup();
    const own = { district_id: 2, warden_id: warden.id };
    const other = { district_id: 1, warden_id: 99 };
    expect(await rules.reaches(ctx, warden, 'holiday.declare', own)).toBe(true);
    expect(await rules.reaches(ctx, warden, 'holiday.declare', other)).toBe(false);
    expect(await rules.reaches(ctx, dd, 'holiday.revoke', other)).toBe(true);
    expect(await rules.reaches(ctx, dd, 'holiday.revoke', own)).toBe(false);
    expect(await rules.reaches(ctx, admin, 'holiday.revoke', own)).toBe(true);
    // A role without the action reaches nothing (its guard refuses it before this).
    expect(await rules.reaches(ctx, warden, 'holiday.revoke', own)).toBe(false);
  });

  it('answers 404 for a missing institution and for one outside the reach, as for a missing record', async () => {
    const { rules, ctx } = setup();
    const outside = { district_id: 2, warden_id: null };
    const notFound = { statusCode: 404, message: MSG.notFound };
    await expect(rules.reachableOrganization(ctx, dd, 'holiday.revoke', undefined)).rejects.toMatchObject(notFound);
    await expect(rules.reachableOrganization(ctx, dd, 'holiday.revoke', outside)).rejects.toMatchObject(notFound);
    expect(await rules.reachableOrganization(ctx, admin, 'holiday.revoke', outside)).toBe(outside);
  });
});

describe('placeFilter', () => {
  it("narrows the scope by district, taluk, institution and type, and keeps a DD's districts", async () => {
    const { rules, ctx } = setup();
    expect(await rules.placeFilter(ctx, null, {})).toEqual({});
    expect(await rules.placeFilter(ctx, [1], { institution_type: 'ALL' })).toEqual({ districts: [1] });
    expect(await rules.placeFilter(ctx, null, { district: 2, taluk: 20, institution_type: 'HOSTEL' })).toEqual({
      districts: [2],
      taluks: [20],
      organizationType: 'HOSTEL',
    });
    expect(await rules.placeFilter(ctx, [1], { organization: 100 })).toEqual({
      districts: [1],
      organizationIds: [100],
    });
  });

  it('answers 404 for a place that does not exist, lies outside the scope, or does not match its district', async () => {
    const { rules, ctx } = setup();
    const notFound = { statusCode: 404, message: MSG.notFound };
    await expect(rules.placeFilter(ctx, null, { district: 3 })).rejects.toMatchObject(notFound);
    await expect(rules.placeFilter(ctx, [1], { district: 2 })).rejects.toMatchObject(notFound);
    await expect(rules.placeFilter(ctx, [1], { taluk: 20 })).rejects.toMatchObject(notFound);
    await expect(rules.placeFilter(ctx, null, { district: 1, taluk: 20 })).rejects.toMatchObject(notFound);
    await expect(rules.placeFilter(ctx, [1], { organization: 200 })).rejects.toMatchObject(notFound);
    // A deleted institution is not among the live ones the look-up answers.
    await expect(rules.placeFilter(ctx, null, { organization: 101 })).rejects.toMatchObject(notFound);
  });
});
