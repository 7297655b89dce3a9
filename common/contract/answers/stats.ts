/**
 * Answers of the statistics (the warden stats and `stat/*`; docs/product.md,
 * 'Records and fields' and 'Calls and answers'): this month's counts for a warden,
 * a DD and an admin; the incomplete institutes' counts, per district and as lists; and the
 * punctuality league table.
 */
import { z } from 'zod';
import { PERIODS } from '../../periods.ts';
import { MEALS } from '../../schedule.ts';
import { calendarDate, listPageOf, monthCountsShape, namedSchema } from '../shared.ts';
import { incompleteInstitutionSchema } from './institutions.ts';

export const supervisorCountsSchema = z.object({
  ...monthCountsShape,
  institutions: z.number().int(),
  month: z.object({ from: calendarDate, to: calendarDate }),
});

export const adminHomeSchema = supervisorCountsSchema.extend({
  active_wardens: z.number().int(),
  pending_reset_approvals: z.number().int(),
});

export const ddHomeSchema = supervisorCountsSchema.extend({ districts: z.array(namedSchema) });
export type DdHomeStats = z.output<typeof ddHomeSchema>;

const incompleteCountsShape = {
  total_institutions: z.number().int(),
  incomplete: z.number().int(),
  no_warden: z.number().int(),
  no_twitter_id: z.number().int(),
  no_twitter_password: z.number().int(),
  /** Institutions whose X account is not CONNECTED (docs/spec-notes.md, 'Publishing to X'); not part of `incomplete`, the contract's three. */
  no_x_connection: z.number().int(),
};
export const incompleteCountsSchema = z.object(incompleteCountsShape);
export type IncompleteCounts = z.output<typeof incompleteCountsSchema>;
export const incompleteByDistrictSchema = listPageOf(z.object({ district: namedSchema, ...incompleteCountsShape }));
export const incompletePageSchema = listPageOf(incompleteInstitutionSchema);

export const leagueRowSchema = namedSchema
  .extend({
    /** Equal shares share a rank; nothing due, no rank. */
    rank: z.number().int().nullable(),
    district: namedSchema.nullable(),
    institutions: z.number().int(),
    meals_due: z.number().int(),
    ...monthCountsShape,
    /** Closed meals not due because the institution was on holiday; not in meals_due. */
    holiday: z.number().int(),
    on_time_percentage: z.number().nullable(),
  })
  .meta({ id: 'LeagueRow' });
export type LeagueRow = z.output<typeof leagueRowSchema>;

export const leagueTableSchema = listPageOf(leagueRowSchema).extend({
  by: z.enum(['district', 'taluk']),
  period: z.enum(PERIODS),
  from: calendarDate,
  to: calendarDate,
});
export type LeagueTable = z.output<typeof leagueTableSchema>;

/** A meal that was due and has no post: one row of the warden's 'Not Posted' list. */
export const missedMealSchema = z
  .object({
    organization: namedSchema,
    district: namedSchema,
    taluk: namedSchema,
    day: calendarDate,
    meal: z.enum(MEALS),
    late_until: z.string(),
  })
  .meta({ id: 'MissedMeal' });
export type MissedMeal = z.output<typeof missedMealSchema>;
export const missedMealPageSchema = listPageOf(missedMealSchema);
