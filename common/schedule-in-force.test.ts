/**
 * The rule both the server's judging and the phone's composer use to know a type's slots on a day:
 * today's, a pending change before and on its day, a type with no rows, and the day turning at
 * Asia/Kolkata midnight (not UTC's).
 */
import { describe, expect, it } from 'vitest';
import type { Schedule, SlotView } from './contract/answers/reference.ts';
import { DEFAULT_SLOTS, istInstant, presetMeal, slotFor } from './schedule.ts';
import { servedRows, servedSlotsAt, slotsOn, type ScheduleRow } from './schedule-in-force.ts';

const DEFAULT_VIEW: SlotView[] = [
  { meal: 'BREAKFAST', opens: '06:00', due: '09:00', late_until: '11:00' },
  { meal: 'LUNCH', opens: '11:30', due: '13:30', late_until: '15:30' },
  { meal: 'DINNER', opens: '17:30', due: '19:30', late_until: '21:30' },
];
const LATE_LUNCH = DEFAULT_VIEW.map((s) => (s.meal === 'LUNCH' ? { ...s, due: '14:05', late_until: '16:00' } : s));

/** `GET schedule` as the server answered it on 2026-11-19: HOSTEL changes its lunch from the 20th. */
const served: Schedule = {
  today: '2026-11-19',
  items: [
    {
      organization_type: 'HOSTEL',
      effective_from: '2000-01-01',
      slots: DEFAULT_VIEW,
      next: { effective_from: '2026-11-20', slots: LATE_LUNCH },
    },
    { organization_type: 'ASHRAM_SCHOOL', effective_from: '2000-01-01', slots: DEFAULT_VIEW, next: null },
    { organization_type: 'OTHER', effective_from: null, slots: [], next: null },
  ],
};
const lunchDue = (type: 'HOSTEL' | 'ASHRAM_SCHOOL' | 'OTHER' | 'RESIDENTIAL_SCHOOL', at: Date) =>
  slotFor(servedSlotsAt(served, type, at), 'LUNCH').due;
const hm = (h: number, m = 0) => h * 60 + m;

describe('slotsOn (the server reads its table with it)', () => {
  const row = (meal: ScheduleRow['meal'], from: string, due: number): ScheduleRow => ({
    organization_type: 'HOSTEL',
    meal,
    effective_from: from,
    opens_min: due - 60,
    due_min: due,
    late_min: due + 60,
  });
  const rows = [row('LUNCH', '2000-01-01', hm(13, 30)), row('DINNER', '2000-01-01', hm(19, 30))];

  it('takes, meal by meal, the latest row dated on or before the day', () => {
    const later = [...rows, row('LUNCH', '2026-11-20', hm(14))];
    expect(slotsOn(later, 'HOSTEL', '2026-11-19').map((s) => s.due)).toEqual([hm(13, 30), hm(19, 30)]);
    expect(slotsOn(later, 'HOSTEL', '2026-11-20').map((s) => s.due)).toEqual([hm(14), hm(19, 30)]);
    expect(slotsOn(later, 'HOSTEL', '2027-01-01').map((s) => s.due)).toEqual([hm(14), hm(19, 30)]);
  });

  it('knows nothing of a type with no rows, nor of days before its first row', () => {
    expect(slotsOn(rows, 'ASHRAM_SCHOOL', '2026-11-19')).toEqual([]);
    expect(slotsOn(rows, 'HOSTEL', '1999-12-31')).toEqual([]);
  });
});

describe('servedSlotsAt (the phone reads its last answer with it)', () => {
  it('uses the slots in force today, not the pending change', () => {
    expect(lunchDue('HOSTEL', istInstant('2026-11-19', hm(12)))).toBe(hm(13, 30));
    expect(servedSlotsAt(served, 'ASHRAM_SCHOOL', istInstant('2026-11-19', hm(12)))).toEqual(DEFAULT_SLOTS);
  });

  it('uses the pending change from its day on, though the answer is from the day before', () => {
    expect(lunchDue('HOSTEL', istInstant('2026-11-20', hm(7)))).toBe(hm(14, 5));
    expect(lunchDue('HOSTEL', istInstant('2026-11-23', hm(7)))).toBe(hm(14, 5));
    expect(slotFor(servedSlotsAt(served, 'HOSTEL', istInstant('2026-11-20', hm(7))), 'LUNCH').lateUntil).toBe(hm(16));
    // The other types are untouched by HOSTEL's change.
    expect(lunchDue('ASHRAM_SCHOOL', istInstant('2026-11-20', hm(7)))).toBe(hm(13, 30));
  });

  it('keeps today’s slots on a phone whose clock is still on the day before the answer', () => {
    expect(lunchDue('HOSTEL', istInstant('2026-11-18', hm(20)))).toBe(hm(13, 30));
  });

  it('falls back to the defaults for a type with no rows, one the answer lacks, or no answer at all', () => {
    const at = istInstant('2026-11-20', hm(12));
    expect(servedSlotsAt(served, 'OTHER', at)).toEqual(DEFAULT_SLOTS);
    expect(servedSlotsAt(served, 'RESIDENTIAL_SCHOOL', at)).toEqual(DEFAULT_SLOTS);
    expect(servedSlotsAt(null, 'HOSTEL', at)).toEqual(DEFAULT_SLOTS);
  });

  it('turns to the new day at Asia/Kolkata midnight, 18:30 UTC', () => {
    expect(lunchDue('HOSTEL', new Date('2026-11-19T18:29:59Z'))).toBe(hm(13, 30));
    expect(lunchDue('HOSTEL', new Date('2026-11-19T18:30:00Z'))).toBe(hm(14, 5));
  });

  it('presets the meal by the slots in force: at 15:45 a hostel’s later lunch is still open', () => {
    const early = istInstant('2026-11-20', hm(15, 45));
    expect(presetMeal(early, servedSlotsAt(served, 'HOSTEL', early))).toBe('LUNCH');
    expect(presetMeal(early, servedSlotsAt(served, 'ASHRAM_SCHOOL', early))).toBe('DINNER');
  });

  it('reads the answer’s HH:MM times as minutes, dated from the beginning and from `next`', () => {
    const hostel = servedRows(served).filter((r) => r.organization_type === 'HOSTEL' && r.meal === 'LUNCH');
    expect(hostel).toEqual([
      expect.objectContaining({ effective_from: '0000-01-01', due_min: hm(13, 30), late_min: hm(15, 30) }),
      expect.objectContaining({ effective_from: '2026-11-20', due_min: hm(14, 5), late_min: hm(16) }),
    ]);
  });
});
