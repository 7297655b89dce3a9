/**
 * One name and one colour for each status a meal can have, on every screen, in the weekly PDF and
 * on /audit (docs/spec-notes.md, 'Holidays on screen, one vocabulary and one colour scale'): On Time green, Delayed
 * amber, After Deadline red, Not Posted grey, Holiday blue. Card titles (the contract's 'Posted After
 * Deadline') stay titles; a badge, a legend or a table cell says these words. Each colour reaches
 * 4.5:1 on white, so it serves as text, a dot or a bar; the PWA's Tailwind theme (tailwind.config.ts:
 * ok-600, warn-600, danger-600, ink-soft, holiday-600) holds the same values.
 */
export const MEAL_STATUSES = ['onTime', 'delayed', 'afterDeadline', 'notPosted', 'holiday'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];

export const STATUS_LABELS: Record<'en' | 'kn', Record<MealStatus, string>> = {
  en: {
    onTime: 'On Time',
    delayed: 'Delayed',
    afterDeadline: 'After Deadline',
    notPosted: 'Not Posted',
    holiday: 'Holiday',
  },
  kn: {
    onTime: 'ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ',
    delayed: 'ತಡವಾಗಿ',
    afterDeadline: 'ಗಡುವಿನ ನಂತರ',
    notPosted: 'ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ',
    holiday: 'ರಜೆ',
  },
};

export const STATUS_COLORS: Record<MealStatus, string> = {
  onTime: '#1f7a3a',
  delayed: '#a05f00',
  afterDeadline: '#c0352b',
  notPosted: '#61716d',
  holiday: '#1d6f9a',
};

/**
 * The status of a post as stored (the contract's POSTED_ON_TIME, …), or HOLIDAY for a meal (or a post) on
 * a day its institution was on holiday, as the charts' meal cells say; no post is Not Posted.
 */
export function statusOfPost(status: string | null | undefined): MealStatus {
  if (status === 'HOLIDAY') return 'holiday';
  if (status === 'POSTED_ON_TIME') return 'onTime';
  if (status === 'POSTED_WITH_DELAY') return 'delayed';
  if (status === 'POST_NOT_CONSIDERED') return 'afterDeadline';
  return 'notPosted';
}
