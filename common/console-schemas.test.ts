import { describe, expect, it } from 'vitest';
import { rolesInReach } from './access.ts';

const manageableRoles = (role: Parameters<typeof rolesInReach>[0]) => rolesInReach(role, 'account.create');
import { createOrganizationSchema, hostelTypeIssue } from './organization-schema.ts';
import { storedValidationMethod } from './account-schema.ts';
import { accountListQuery, feedQuery } from './console-queries.ts';
import { updateScheduleSchema } from './schedule-schema.ts';
import { daysBetween, onTimePercentage, weekBounds } from './periods.ts';

describe('console rules shared with the PWA', () => {
  it('ranks roles: a SUPER_ADMIN manages all, an ADMIN those below ADMIN, others none', () => {
    expect(manageableRoles('SUPER_ADMIN')).toContain('ADMIN');
    expect(manageableRoles('ADMIN')).not.toContain('ADMIN');
    expect(manageableRoles('ADMIN')).not.toContain('SUPER_ADMIN');
    expect(manageableRoles('ADMIN')).toContain('DD');
    expect(manageableRoles('DD')).toEqual([]);
    expect(storedValidationMethod('WARDEN', '2fa')).toBe('email');
    expect(storedValidationMethod('ADMIN', undefined)).toBe('phone');
  });

  it('lower-cases the English name, keeps Kannada joiners, strips @ from the X handle', () => {
    const parsed = createOrganizationSchema.parse({
      en_name: ' Govt  Hostel ',
      kn_name: 'ಬೀದರ್\u200c ಹಾಸ್ಟೆಲ್',
      district: '1',
      taluk: 2,
      organization_type: 'HOSTEL',
      hostel_type: 'PRE_MATRIC_GIRLS',
      twitter_id: '@Kar_1',
    });
    expect(parsed).toMatchObject({
      en_name: 'govt hostel',
      kn_name: 'ಬೀದರ್\u200c ಹಾಸ್ಟೆಲ್',
      district: 1,
      twitter_id: 'Kar_1',
    });
    expect(hostelTypeIssue('OTHER', 'PRE_MATRIC_BOYS')?.field).toBe('hostel_type');
    expect(hostelTypeIssue('HOSTEL', 'PRE_MATRIC_BOYS')).toBeNull();
  });

  it('reads list queries: roles in both spellings, ALL as no filter, the feed aliases', () => {
    expect(accountListQuery.parse({ roles: 'content_creator,DD' }).roles).toEqual(['CREATOR', 'DD']);
    expect(accountListQuery.parse({})).toMatchObject({
      roles: null,
      page: 1,
      size: 10,
      created_on: 'RECENT',
      created_by: null,
    });
    expect(feedQuery.parse({ institution: '7' })).toMatchObject({ organization: 7, status: 'ALL', meal: 'ALL' });
  });

  it('turns HH:MM slots into minutes in meal order', () => {
    const slots = updateScheduleSchema.parse({
      slots: [
        { meal: 'DINNER', opens: '18:00', due: '20:00', late_until: '21:00' },
        { meal: 'BREAKFAST', opens: '06:30', due: '08:30', late_until: '10:00' },
        { meal: 'LUNCH', opens: '12:00', due: '13:00', late_until: '14:00' },
      ],
    });
    expect(slots.map((s) => s.meal)).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
    expect(slots[0]).toEqual({ meal: 'BREAKFAST', opens: 390, due: 510, lateUntil: 600 });
  });

  it('counts periods: weeks from Monday, inclusive day spans, one-decimal shares', () => {
    expect(weekBounds('2026-11-22')).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(weekBounds('2026-11-16')).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(weekBounds('2027-01-01')).toEqual({ first: '2026-12-28', last: '2027-01-03' });
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    expect(onTimePercentage(2, 3)).toBe(66.7);
    expect(onTimePercentage(0, 0)).toBeNull();
  });
});
