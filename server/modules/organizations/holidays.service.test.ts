/**
 * The holiday rules without a database (docs/architecture.md, 'Repositories and table families'):
 * holidayRules gets in-memory repositories, a recording audit log and the real scope over fake
 * look-ups, so who may declare and revoke, and when, is checked in milliseconds. The same flows
 * over the database: tests/server/holiday-revoke.test.ts and holidays-shown.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { HOLIDAY_MSG } from '@common/holiday-messages.ts';
import { MSG } from '@common/messages.ts';
import { ROLE, type Role } from '@common/roles.ts';
import type { AppContext } from '../../context.ts';
import { scopeRules } from '../../access/scope.ts';
import { createCaches } from '../../lib/caches.ts';
import { FakeClock } from '../../lib/clock.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { holidayRules, type HolidayDeps } from './holidays.service.ts';

const NOW = new Date('2026-11-20T06:30:00Z'); // 12:00 in India
type Holiday = { id: number; organization_id: number; from_date: string; to_date: string; reason: string };

function setup() {
  const holidays: (Holiday & Record<string, unknown>)[] = [];
  const audited: string[] = [];
  const orgs: Record<number, { id: number; district_id: number; warden_id: number | null }> = {
    5: { id: 5, district_id: 1, warden_id: 9 },
  };
  const scope = scopeRules({
    districtIdsOf: async () => [1],
    districtById: async () => undefined,
    talukById: async () => undefined,
    liveOrganizationDistrict: async () => undefined,
  });
  const overlapping = (from: string, to: string) =>
    holidays.filter((h) => !h.revoked_at && h.from_date <= to && h.to_date >= from);
  const deps = {
    ...scope,
    organizationById: async (_db: unknown, id: number) => orgs[id],
    activeHolidays: async (_db: unknown, _ids: number[], from: string, to: string) => overlapping(from, to),
    holidaysOf: async () => holidays,
    holidayOf: async (_db: unknown, _org: number, id: number) => holidays.find((h) => h.id === id),
    insertHoliday: async (_db: unknown, values: Omit<Holiday, 'id'>) => {
      const row = { id: holidays.length + 1, revoked_at: null, revoke_reason: null, revoked_by: null, ...values };
      holidays.push(row);
      return row;
    },
    revokeHolidayRow: async (
      _db: unknown,
      _org: number,
      id: number,
      r: { at: Date; reason: string; today: string },
    ) => {
      const row = holidays.find((h) => h.id === id && !h.revoked_at && h.to_date >= r.today);
      if (row) Object.assign(row, { revoked_at: r.at, revoke_reason: r.reason });
      return row;
    },
    audit: async (_db: unknown, entry: { action: string }) => void audited.push(entry.action),
  } as unknown as HolidayDeps;
  const ctx = { db: null, clock: new FakeClock(NOW.getTime()), caches: createCaches(60, new FakeClock()) };
  return { rules: holidayRules(deps), ctx: ctx as unknown as AppContext, holidays, audited };
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
const warden = user(ROLE.WARDEN, 9);
const otherWarden = user(ROLE.WARDEN, 10);
const admin = user(ROLE.ADMIN, 1);
const dd = user(ROLE.DD, 7);
const days = (from: string, to: string) => ({ from, to, reason: 'Festival' });

describe('declaring a holiday', () => {
  it("lets the institution's warden declare from today on, and an admin also in the past", async () => {
    const { rules, ctx, audited } = setup();
    await expect(rules.declareHoliday(ctx, warden, 5, days('2026-11-19', '2026-11-21'), 'ip')).rejects.toMatchObject({
      statusCode: 422,
      data: { errors: [{ field: 'from', message: HOLIDAY_MSG.past }] },
    });
    const declared = await rules.declareHoliday(ctx, warden, 5, days('2026-11-20', '2026-11-21'), 'ip');
    expect(declared).toMatchObject({ organization_id: 5, from: '2026-11-20', to: '2026-11-21', revoked: false });
    expect(await rules.declareHoliday(ctx, admin, 5, days('2026-11-01', '2026-11-02'), 'ip')).toMatchObject({
      from: '2026-11-01',
    });
    expect(audited).toEqual(['holiday.declared', 'holiday.declared']);
  });

  it('refuses dates another holiday covers (409), and an institution outside the reach as missing (404)', async () => {
    const { rules, ctx } = setup();
    await rules.declareHoliday(ctx, warden, 5, days('2026-11-22', '2026-11-24'), 'ip');
    await expect(rules.declareHoliday(ctx, admin, 5, days('2026-11-24', '2026-11-25'), 'ip')).rejects.toMatchObject({
      statusCode: 409,
      message: HOLIDAY_MSG.overlap,
    });
    const notFound = { statusCode: 404, message: MSG.notFound };
    await expect(
      rules.declareHoliday(ctx, otherWarden, 5, days('2026-12-01', '2026-12-01'), 'ip'),
    ).rejects.toMatchObject(notFound);
    await expect(rules.declareHoliday(ctx, admin, 6, days('2026-12-01', '2026-12-01'), 'ip')).rejects.toMatchObject(
      notFound,
    );
  });
});

describe('revoking a holiday', () => {
  it('lets the DD of its district revoke a running holiday once; an ended one is not revocable (409)', async () => {
    const { rules, ctx, audited } = setup();
    const past = await rules.declareHoliday(ctx, admin, 5, days('2026-11-01', '2026-11-02'), 'ip');
    const running = await rules.declareHoliday(ctx, admin, 5, days('2026-11-20', '2026-11-22'), 'ip');
    const refused = { statusCode: 409, message: HOLIDAY_MSG.notRevocable };
    await expect(rules.revokeHoliday(ctx, dd, 5, past.id, 'wrong', 'ip')).rejects.toMatchObject(refused);
    expect(await rules.revokeHoliday(ctx, dd, 5, running.id, 'wrong', 'ip')).toMatchObject({ revoked: true });
    await expect(rules.revokeHoliday(ctx, dd, 5, running.id, 'again', 'ip')).rejects.toMatchObject(refused);
    await expect(rules.revokeHoliday(ctx, dd, 5, 99, 'none', 'ip')).rejects.toMatchObject({ statusCode: 404 });
    expect(audited.filter((a) => a === 'holiday.revoked')).toHaveLength(1);
  });

  it('says who may revoke now: reach, not ended, not revoked', async () => {
    const { rules, ctx } = setup();
    const org = { district_id: 1, warden_id: 9 };
    const open = { revoked: false, to: '2026-11-20' };
    expect(await rules.mayRevoke(ctx, dd, org, open, '2026-11-20')).toBe(true);
    expect(await rules.mayRevoke(ctx, dd, org, open, '2026-11-21')).toBe(false);
    expect(await rules.mayRevoke(ctx, dd, org, { ...open, revoked: true }, '2026-11-20')).toBe(false);
    expect(await rules.mayRevoke(ctx, warden, org, open, '2026-11-20')).toBe(false);
  });
});
