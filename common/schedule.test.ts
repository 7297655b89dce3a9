import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOTS,
  addDays,
  istDate,
  istInstant,
  istMinutes,
  judgeMinutes,
  judgePost,
  mealsClosedBy,
  monthBounds,
  opensLater,
  presetMeal,
  presetOpenMeal,
  slotFor,
} from './schedule.ts';

const lunch = slotFor(DEFAULT_SLOTS, 'LUNCH');
const at = (iso: string) => new Date(iso);

describe('Asia/Kolkata calendar', () => {
  it('turns 18:29 UTC into 23:59 of the same day and 18:30 UTC into the next day', () => {
    expect(istDate(at('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(istMinutes(at('2026-11-21T18:29:59Z'))).toBe(23 * 60 + 59);
    expect(istDate(at('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(istMinutes(at('2026-11-21T18:30:00Z'))).toBe(0);
  });

  it('crosses month and year ends, and leap days', () => {
    expect(istDate(at('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(monthBounds('2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-12-31')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('finds the instant of an IST wall-clock time', () => {
    expect(istInstant('2026-11-21', 13 * 60 + 30).toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(istInstant('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
  });
});

describe('judging a post', () => {
  it('is on time from the opening up to and including the due minute, delayed up to late-until, then not considered', () => {
    expect(judgeMinutes(lunch.opens, lunch)).toBe('POSTED_ON_TIME');
    expect(judgeMinutes(lunch.due, lunch)).toBe('POSTED_ON_TIME');
    expect(judgeMinutes(lunch.due + 1, lunch)).toBe('POSTED_WITH_DELAY');
    expect(judgeMinutes(lunch.lateUntil, lunch)).toBe('POSTED_WITH_DELAY');
    expect(judgeMinutes(lunch.lateUntil + 1, lunch)).toBe('POST_NOT_CONSIDERED');
  });

  it('knows a post made before its meal opens, which is refused, not judged', () => {
    expect(opensLater(istInstant('2026-11-21', 4 * 60 + 4), lunch)).toBe(true);
    expect(opensLater(istInstant('2026-11-21', lunch.opens - 1), lunch)).toBe(true);
    expect(opensLater(istInstant('2026-11-21', lunch.opens), lunch)).toBe(false);
    expect(opensLater(istInstant('2026-11-21', 23 * 60), lunch)).toBe(false);
  });

  it('trusts the Submit time within 72 h before to 5 min after receipt', () => {
    const submit = istInstant('2026-11-20', 13 * 60); // 13:00 IST, on time for lunch
    const received = new Date(submit.getTime() + 71 * 3600_000);
    expect(judgePost(submit, received, lunch)).toMatchObject({
      day: '2026-11-20',
      status: 'POSTED_ON_TIME',
      clockSuspect: false,
    });
  });

  it('falls back to the receipt time, flagged, when the phone clock is implausible', () => {
    const received = istInstant('2026-11-21', 14 * 60); // 14:00 IST, delayed
    const tooOld = new Date(received.getTime() - 73 * 3600_000);
    const future = new Date(received.getTime() + 6 * 60_000);
    expect(judgePost(tooOld, received, lunch)).toMatchObject({
      day: '2026-11-21',
      status: 'POSTED_WITH_DELAY',
      clockSuspect: true,
    });
    expect(judgePost(future, received, lunch)).toMatchObject({ status: 'POSTED_WITH_DELAY', clockSuspect: true });
    expect(judgePost(new Date(received.getTime() + 4 * 60_000), received, lunch).clockSuspect).toBe(false);
  });

  it('puts a post submitted at 23:50 IST on its own day, even when it arrives after midnight', () => {
    const submit = istInstant('2026-11-21', 23 * 60 + 50);
    const received = istInstant('2026-11-22', 30);
    expect(judgePost(submit, received, slotFor(DEFAULT_SLOTS, 'DINNER'))).toMatchObject({
      day: '2026-11-21',
      status: 'POST_NOT_CONSIDERED',
      clockSuspect: false,
    });
  });
});

describe('the meal clock', () => {
  it('presets the open meal, else the next one, else dinner', () => {
    expect(presetMeal(istInstant('2026-11-21', 7 * 60))).toBe('BREAKFAST');
    expect(presetMeal(istInstant('2026-11-21', 11 * 60 + 15))).toBe('LUNCH');
    expect(presetMeal(istInstant('2026-11-21', 16 * 60))).toBe('DINNER');
    expect(presetMeal(istInstant('2026-11-21', 23 * 60))).toBe('DINNER');
    expect(presetMeal(istInstant('2026-11-21', 2 * 60))).toBe('BREAKFAST');
  });

  it('starts the composer on a meal that has opened, and on none before breakfast opens', () => {
    expect(presetOpenMeal(istInstant('2026-11-21', 4 * 60))).toBeNull();
    expect(presetOpenMeal(istInstant('2026-11-21', 6 * 60))).toBe('BREAKFAST');
    // Breakfast's late-until has passed and lunch is not open: breakfast, which may still be posted.
    expect(presetOpenMeal(istInstant('2026-11-21', 11 * 60 + 15))).toBe('BREAKFAST');
    expect(presetOpenMeal(istInstant('2026-11-21', 11 * 60 + 30))).toBe('LUNCH');
    expect(presetOpenMeal(istInstant('2026-11-21', 16 * 60))).toBe('LUNCH');
    expect(presetOpenMeal(istInstant('2026-11-21', 23 * 60))).toBe('DINNER');
  });

  it('counts meals closed by now: all of a past day, those past late-until today, none tomorrow', () => {
    const now = istInstant('2026-11-21', 16 * 60);
    expect(mealsClosedBy('2026-11-20', now)).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
    expect(mealsClosedBy('2026-11-21', now)).toEqual(['BREAKFAST', 'LUNCH']);
    expect(mealsClosedBy('2026-11-22', now)).toEqual([]);
  });
});
