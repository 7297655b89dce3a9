/**
 * Answers about holidays (docs/product.md, 'Holidays'): one holiday as declared or revoked, an institution's
 * holidays, and the supervisors' list across their scope with can_revoke for each row.
 */
import { z } from 'zod';
import { calendarDate, isoTime, listPageOf, namedSchema } from '../shared.ts';

export const holidaySchema = z
  .object({
    id: z.number().int(),
    organization_id: z.number().int(),
    from: calendarDate,
    to: calendarDate,
    reason: z.string(),
    declared_by: z.number().int().nullable(),
    declared_at: isoTime,
    revoked: z.boolean(),
    revoked_at: isoTime.nullable(),
    revoke_reason: z.string().nullable(),
  })
  .meta({ id: 'Holiday' });
export type Holiday = z.output<typeof holidaySchema>;

export const holidayListSchema = z.object({ items: z.array(holidaySchema) });

export const holidayRowSchema = holidaySchema
  .extend({
    declared_by_name: z.string().nullable(),
    organization: namedSchema,
    district: namedSchema,
    taluk: namedSchema,
    /** Whether the caller may revoke it now: not ended, not revoked, and within their scope. */
    can_revoke: z.boolean(),
  })
  .meta({ id: 'HolidayRow' });
export type HolidayRow = z.output<typeof holidayRowSchema>;
export const holidayPageSchema = listPageOf(holidayRowSchema);
