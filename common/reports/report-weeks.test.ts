/**
 * ISO weeks and report scopes of the weekly audit report: week numbers across year ends (53-week
 * years included), refusal of weeks that do not exist, and which week is due at an instant around
 * Monday 08:00 Asia/Kolkata.
 */
import { describe, expect, it } from 'vitest';
import { istInstant } from '../schedule.ts';
import { isoWeekOf, parseScope, previousWeek, reportWeekAt, weekDays, weekEnded } from './report-weeks.ts';

describe('report weeks', () => {
  it('numbers weeks as ISO 8601 does, Monday to Sunday', () => {
    expect(isoWeekOf('2026-11-26')).toBe('2026-W48');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(weekDays('2026-W48')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(weekDays('2026-W53')).toEqual({ first: '2026-12-28', last: '2027-01-03' });
    expect(previousWeek('2026-W01')).toBe('2025-W52');
  });

  it('refuses weeks that do not exist', () => {
    for (const week of ['2025-W53', '2026-W00', '2026-W54', '2026-w47', '2026W47', '1999-W10', '2026-W7'])
      expect(weekDays(week), week).toBeNull();
  });

  it('makes a week due on the next Monday at 08:00 Asia/Kolkata', () => {
    expect(reportWeekAt(istInstant('2026-11-30', 8 * 60 - 1))).toBe('2026-W47');
    expect(reportWeekAt(istInstant('2026-11-30', 8 * 60))).toBe('2026-W48');
    expect(reportWeekAt(istInstant('2026-12-06', 23 * 60))).toBe('2026-W48');
    expect(weekEnded('2026-W48', istInstant('2026-11-29', 23 * 60))).toBe(false);
    expect(weekEnded('2026-W48', istInstant('2026-11-30', 0))).toBe(true);
  });

  it('reads the state and district scopes only', () => {
    expect(parseScope('state')).toEqual({ kind: 'state' });
    expect(parseScope('district-12')).toEqual({ kind: 'district', id: 12 });
    for (const scope of ['district-0', 'district-', 'district-01', 'State', 'district-1.pdf'])
      expect(parseScope(scope)).toBeNull();
  });
});
