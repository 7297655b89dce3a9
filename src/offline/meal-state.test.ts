import { describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule';
import type { InstitutionDay } from '@common/contract/answers/institutions';
import { mealStates, mealsLeft, takenMeals, type OutboxMeal } from './meal-state';

const DAY = '2026-11-19';
const day = (post: InstitutionDay['meals'][number]['post'] = null): InstitutionDay => ({
  day: DAY,
  meals: [
    { meal: 'BREAKFAST', opens: '06:00', due: '09:00', late_until: '11:00', post: null },
    { meal: 'LUNCH', opens: '11:30', due: '13:30', late_until: '15:30', post },
    { meal: 'DINNER', opens: '17:30', due: '19:30', late_until: '21:30', post: null },
  ],
});
const at = (minutes: number) => istInstant(DAY, minutes);
const institution = (today: InstitutionDay | undefined, holiday = false) => ({
  id: 7,
  today,
  holidays: { is_holidays: holiday },
});
const row = (over: Partial<OutboxMeal>): OutboxMeal => ({
  organization_id: 7,
  meal: 'LUNCH',
  captured_at: at(12 * 60).toISOString(),
  state: 'queued',
  result: null,
  ...over,
});
const kinds = (states: ReturnType<typeof mealStates>) => states?.map((s) => s.state);

describe('mealStates', () => {
  it('follows the clock: after deadline, delayed, open, not open yet', () => {
    expect(kinds(mealStates(institution(day()), [], at(12 * 60)))).toEqual(['after', 'open', 'later']);
    expect(kinds(mealStates(institution(day()), [], at(14 * 60)))).toEqual(['after', 'delayed', 'later']);
    expect(kinds(mealStates(institution(day()), [], at(5 * 60)))).toEqual(['later', 'later', 'later']);
  });

  it("takes the server's post and verdict first", () => {
    const states = mealStates(institution(day({ id: 41, status: 'POSTED_WITH_DELAY' })), [], at(14 * 60))!;
    expect(states[1]).toMatchObject({ state: 'posted', status: 'POSTED_WITH_DELAY', postId: 41 });
    expect(mealsLeft(states).map((s) => s.meal)).toEqual(['BREAKFAST', 'DINNER']);
  });

  it('counts a post waiting in the outbox, and a sent one the server list has not caught up with', () => {
    const waiting = mealStates(institution(day()), [row({})], at(12 * 60))!;
    expect(waiting[1]!.state).toBe('waiting');
    const sent = mealStates(
      institution(day()),
      [
        row({
          state: 'sent',
          result: { tweet_id: 9, tweet_status: 'POSTED_ON_TIME', clock_suspect: false, received_at: '' },
        }),
      ],
      at(12 * 60),
    )!;
    expect(sent[1]).toMatchObject({ state: 'posted', status: 'POSTED_ON_TIME', postId: 9 });
  });

  it("ignores refused rows, other institutions' rows and yesterday's rows", () => {
    const rows = [
      row({ state: 'failed' }),
      row({ organization_id: 8 }),
      row({ captured_at: istInstant('2026-11-18', 12 * 60).toISOString() }),
    ];
    expect(kinds(mealStates(institution(day()), rows, at(12 * 60)))).toEqual(['after', 'open', 'later']);
  });

  it('marks every open meal Holiday on a holiday, but keeps what was posted', () => {
    const states = mealStates(institution(day({ id: 3, status: 'POSTED_ON_TIME' }), true), [], at(12 * 60));
    expect(kinds(states)).toEqual(['holiday', 'posted', 'holiday']);
    expect(mealsLeft(states!)).toEqual([]);
  });

  it('knows nothing about today from a list saved on another day, or one saved before it carried the day', () => {
    expect(mealStates(institution(day()), [], istInstant('2026-11-20', 8 * 60))).toBeNull();
    expect(mealStates(institution(undefined), [], at(12 * 60))).toBeNull();
  });

  it('says which meals are taken, from the outbox alone when the saved day is old', () => {
    const sent = row({
      state: 'sent',
      result: { tweet_id: 9, tweet_status: 'POSTED_ON_TIME', clock_suspect: false, received_at: '' },
    });
    expect(takenMeals(institution(day({ id: 1, status: 'POSTED_ON_TIME' })), [], at(12 * 60))).toEqual({
      LUNCH: 'posted',
    });
    const old = institution({ ...day(), day: '2026-11-18' });
    expect(takenMeals(old, [row({ meal: 'BREAKFAST' }), sent], at(12 * 60))).toEqual({
      BREAKFAST: 'waiting',
      LUNCH: 'posted',
    });
    expect(takenMeals(old, [row({ state: 'failed' })], at(12 * 60))).toEqual({});
  });
});
