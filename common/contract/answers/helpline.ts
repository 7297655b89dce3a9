/**
 * Answers of HELPLINE's look-ups (docs/product.md, 'Roles'): what a search finds, and one institution or one
 * warden with this month's counts and recent posts, so a caller's question is answered on one screen.
 */
import { z } from 'zod';
import { isoTime, monthCountsSchema } from '../shared.ts';
import { institutionDetailsSchema, institutionSchema, wardenSummarySchema } from './institutions.ts';
import { tweetSchema } from './tweets.ts';

export const wardenContactSchema = wardenSummarySchema
  .extend({ first_name: z.string(), last_name: z.string(), createdAt: isoTime })
  .meta({ id: 'WardenContact' });

export const lookupSchema = z.object({
  institutions: z.array(institutionSchema),
  wardens: z.array(wardenContactSchema),
});

export const institutionLookupSchema = z.object({
  institution: institutionDetailsSchema,
  month: monthCountsSchema,
  recent_posts: z.array(tweetSchema),
});

export const wardenLookupSchema = z.object({
  warden: wardenContactSchema,
  institutions: z.array(institutionSchema),
  month: monthCountsSchema,
  recent_posts: z.array(tweetSchema),
});
