import { describe, expect, it } from 'vitest';
import { MEAL_NAMES } from '@common/meal-names.ts';
import { MEALS } from '@common/schedule.ts';
import { en } from '@/i18n/en.ts';
import { kn } from '@/i18n/kn.ts';

describe('meal names', () => {
  it('are the same words on X (common/meal-names.ts) as on the screens (the catalogue)', () => {
    for (const meal of MEALS) {
      expect(MEAL_NAMES[meal].en).toBe(en[`tweets.meal.${meal}`]);
      expect(MEAL_NAMES[meal].kn).toBe(kn[`tweets.meal.${meal}`]);
    }
  });
});
