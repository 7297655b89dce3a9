/**
 * Answers about institutions (docs/product.md, 'Records and fields' and
 * 'Calls and answers'): the console's view,
 * the incomplete lists' view, one institution with today's holiday, the warden's own list and the
 * public list. The X credential shows only as has_twitter_password.
 */
import { z } from 'zod';
import { HOSTEL_TYPES, MISSING_KINDS, ORGANIZATION_TYPES } from '../../organizations.ts';
import { MEALS, TWEET_STATUSES } from '../../schedule.ts';
import { calendarDate, isoTime, listPageOf, nameSchema, namedSchema } from '../shared.ts';
import { xAccountSchema } from './x.ts';

export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export const hostelTypeSchema = z.enum(HOSTEL_TYPES);

export const wardenSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email_id: z.string(),
    phone_number: z.string(),
    is_disabled: z.boolean(),
  })
  .meta({ id: 'WardenSummary' });

export const institutionSchema = z
  .object({
    id: z.number().int(),
    en_name: z.string(),
    kn_name: z.string(),
    name: nameSchema,
    organization_type: organizationTypeSchema,
    hostel_type: hostelTypeSchema.nullable(),
    district: namedSchema,
    taluk: namedSchema,
    warden_id: z.number().int().nullable(),
    warden: wardenSummarySchema.nullable(),
    twitter_id: z.string().nullable(),
    has_twitter_password: z.boolean(),
    created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: isoTime,
    updatedAt: isoTime,
    x: xAccountSchema,
  })
  .meta({ id: 'Institution' });
export type Institution = z.output<typeof institutionSchema>;
export const institutionPageSchema = listPageOf(institutionSchema);
export type InstitutionPage = z.output<typeof institutionPageSchema>;

export const incompleteInstitutionSchema = institutionSchema
  .extend({ missing: z.array(z.enum(MISSING_KINDS)) })
  .meta({ id: 'IncompleteInstitution' });
export type IncompleteInstitution = z.output<typeof incompleteInstitutionSchema>;

/** The contract (docs/product.md, 'Records and fields') read shape holidays.is_holidays: whether a holiday holds today, and which. */
export const holidayTodaySchema = z
  .object({
    is_holidays: z.boolean(),
    holiday: z.object({ id: z.number().int(), from: calendarDate, to: calendarDate, reason: z.string() }).nullable(),
  })
  .meta({ id: 'HolidayToday' });

export const institutionDetailsSchema = institutionSchema
  .extend({ holidays: holidayTodaySchema })
  .meta({ id: 'InstitutionDetails' });

/**
 * One meal of an institution's day, as the warden's checklist and the composer read it: its times
 * from the schedule in force that day ('HH:MM', Asia/Kolkata) and the post already made, if any.
 * A post rejected after review keeps its meal (no second post is taken) but its status reads
 * NOT_POSTED (docs/spec-notes.md, 'Rejected posts in the counts').
 */
export const todayMealSchema = z
  .object({
    meal: z.enum(MEALS),
    opens: z.string(),
    due: z.string(),
    late_until: z.string(),
    post: z.object({ id: z.number().int(), status: z.enum([...TWEET_STATUSES, 'NOT_POSTED']) }).nullable(),
  })
  .meta({ id: 'TodayMeal' });
export type TodayMeal = z.output<typeof todayMealSchema>;

/** An institution's day: its date and its three meals (docs/spec-notes.md, 'The warden's day'). */
export const institutionDaySchema = z.object({ day: calendarDate, meals: z.array(todayMealSchema) });
export type InstitutionDay = z.output<typeof institutionDaySchema>;

/** `GET organization/warden`: the warden's own institutions, for the composer and the home. */
export const wardenInstitutionSchema = z
  .object({
    id: z.number().int(),
    name: nameSchema,
    organization_type: organizationTypeSchema,
    hostel_type: hostelTypeSchema.nullable(),
    district: namedSchema,
    taluk: namedSchema,
    holidays: holidayTodaySchema,
    x: xAccountSchema,
    today: institutionDaySchema,
  })
  .meta({ id: 'WardenInstitution' });
export type WardenInstitution = z.output<typeof wardenInstitutionSchema>;
export const wardenInstitutionPageSchema = listPageOf(wardenInstitutionSchema);

/** `GET organization/public`: names and places only, no people. */
export const publicInstitutionSchema = z
  .object({
    id: z.number().int(),
    name: nameSchema,
    district: namedSchema,
    taluk: namedSchema,
    organization_type: organizationTypeSchema,
  })
  .meta({ id: 'PublicInstitution' });
export const publicInstitutionPageSchema = listPageOf(publicInstitutionSchema);

export const deletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
