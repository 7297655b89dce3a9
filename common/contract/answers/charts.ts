/**
 * Answers of the supervisors' charts (docs/spec-notes.md, 'Supervisors' views and the public audit'): day-by-day
 * counts of a scope, whole or per taluk or district, and one institution's meals day by day. Counts are meals: posted
 * on time, delayed, after the deadline, not posted (closed meals with no post), on holiday (meals not due because the
 * institution was on holiday), and due (the share's denominator, as on the league table).
 */
import { z } from 'zod';
import { MEALS } from '../../schedule.ts';
import { MEAL_CELL_STATES } from '../../chart-queries.ts';
import { calendarDate, nameSchema, namedSchema } from '../shared.ts';

export const dayCountsSchema = z
  .object({
    day: calendarDate,
    posted_on_time: z.number().int(),
    posted_with_delay: z.number().int(),
    post_not_considered: z.number().int(),
    tweets_not_posted: z.number().int(),
    holiday: z.number().int(),
    meals_due: z.number().int(),
  })
  .meta({ id: 'DayCounts' });
export type DayCounts = z.output<typeof dayCountsSchema>;

export const dailyStatsSchema = z.object({
  from: calendarDate,
  to: calendarDate,
  meal: z.enum(['ALL', ...MEALS]),
  by: z.enum(['none', 'taluk', 'district']),
  /** One series per place (`by`), or one with `id` 0 and no name for the whole scope. */
  series: z.array(
    z.object({
      id: z.number().int(),
      name: nameSchema.nullable(),
      days: z.array(dayCountsSchema),
    }),
  ),
});
export type DailyStats = z.output<typeof dailyStatsSchema>;

export const institutionDaysSchema = z.object({
  institution: namedSchema,
  from: calendarDate,
  to: calendarDate,
  days: z.array(
    z.object({
      day: calendarDate,
      meals: z.array(
        z.object({
          meal: z.enum(MEALS),
          state: z.enum(MEAL_CELL_STATES),
          /** The post, where one was made (its page in the consoles). */
          tweet_id: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type InstitutionDays = z.output<typeof institutionDaysSchema>;
