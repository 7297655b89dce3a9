/**
 * Calendar periods of the league table and the feed's date range, as Asia/Kolkata YYYY-MM-DD dates:
 * a week runs Monday to Sunday, a month is the calendar month. Plain date arithmetic, no I/O.
 */
import { addDays, monthBounds } from './schedule.ts';

export const PERIODS = ['week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/** The feed reads at most this many days at once, so a page never counts a whole year of posts. */
export const MAX_RANGE_DAYS = 92;

/** 0 = Monday … 6 = Sunday. */
export function weekday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function weekBounds(date: string): { first: string; last: string } {
  const first = addDays(date, -weekday(date));
  return { first, last: addDays(first, 6) };
}

/** The first and last day a YYYY-MM-DD string and PostgreSQL both hold (PostgreSQL has no year 0). */
export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';

/** The week or month holding `date`; one that runs past either end of the calendar is cut there. */
export function periodBounds(period: Period, date: string): { first: string; last: string } {
  const { first, last } = period === 'week' ? weekBounds(date) : monthBounds(date);
  return { first: isCalendarDate(first) ? first : FIRST_DAY, last: isCalendarDate(last) ? last : LAST_DAY };
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A YYYY-MM-DD string that is a real calendar date, from FIRST_DAY to LAST_DAY. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(value);
}

/** On-time share of the meals due, one decimal; null when nothing was due. */
export function onTimePercentage(onTime: number, mealsDue: number): number | null {
  if (mealsDue <= 0) return null;
  return Math.min(100, Math.round((onTime / mealsDue) * 1000) / 10);
}
