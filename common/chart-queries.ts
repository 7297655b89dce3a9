/**
 * Query strings of the supervisors' charts (docs/spec-notes.md, 'Supervisors' views and the public audit'): the
 * day-by-day counts behind the month's stacked bars, the week-on-week comparison and the DD's taluk × day heat map,
 * and the institution page's meal × day grid. Same place filters as the console's cards; the range is the feed's
 * (this month by default, at most 92 days).
 */
import { z } from 'zod';
import { QUERY_MSG } from './query-messages.ts';
import { MEALS } from './schedule.ts';
import { choice, date, institutionType, place } from './console-queries.ts';

export const dailyStatsQuery = z.object({
  ...place,
  institution_type: institutionType,
  meal: choice(['ALL', ...MEALS] as const, 'ALL'),
  /** `taluk`: one series per taluk (the heat map); `none`: one series for the whole scope. */
  by: choice(['none', 'taluk', 'district'] as const, 'none'),
  from: date,
  to: date,
});
export type DailyStatsQuery = z.output<typeof dailyStatsQuery>;

export const INSTITUTION_DAYS_DEFAULT = 30;
export const institutionDaysQuery = z.object({
  days: z.coerce
    .number({ error: QUERY_MSG.days })
    .int(QUERY_MSG.days)
    .min(7, QUERY_MSG.days)
    .max(92, QUERY_MSG.days)
    .default(INSTITUTION_DAYS_DEFAULT),
});
export type InstitutionDaysQuery = z.output<typeof institutionDaysQuery>;

/** How a meal of the institution page's grid reads: a post's status, or why there is none. */
export const MEAL_CELL_STATES = [
  'POSTED_ON_TIME',
  'POSTED_WITH_DELAY',
  'POST_NOT_CONSIDERED',
  'NOT_POSTED',
  'NOT_YET',
  'HOLIDAY',
] as const;
export type MealCellState = (typeof MEAL_CELL_STATES)[number];
