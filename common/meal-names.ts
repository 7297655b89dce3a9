/**
 * A meal's name in both languages, for texts the server writes where no catalogue is at hand: the
 * post published on X names the meal in English and Kannada (docs/spec-notes.md, 'Publishing to X'). The PWA's
 * catalogue carries the same words for its screens (src/i18n, `tweets.meal.*`); a unit test keeps the two in step.
 */
import type { Meal } from './schedule.ts';

export const MEAL_NAMES: Readonly<Record<Meal, { en: string; kn: string }>> = {
  BREAKFAST: { en: 'Breakfast', kn: 'ಬೆಳಗಿನ ಉಪಾಹಾರ' },
  LUNCH: { en: 'Lunch', kn: 'ಮಧ್ಯಾಹ್ನದ ಊಟ' },
  DINNER: { en: 'Dinner', kn: 'ರಾತ್ರಿಯ ಊಟ' },
};
