/**
 * Declaring and revoking a holiday (DECISIONS §6). Dates are Asia/Kolkata calendar dates.
 */
import { z } from 'zod';

export const HOLIDAY_MSG = {
  badDate: 'Please give a date as YYYY-MM-DD.',
  order: 'The last day cannot be before the first day.',
  past: 'A holiday can only be declared for today or later.',
  reason: 'Please give a reason of 3 to 200 characters.',
  overlap: 'A holiday already covers some of these dates.',
  tooLong: 'A holiday can last at most 60 days.',
} as const;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, HOLIDAY_MSG.badDate)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    HOLIDAY_MSG.badDate,
  );
const reason = z.string({ error: HOLIDAY_MSG.reason }).trim().min(3, HOLIDAY_MSG.reason).max(200, HOLIDAY_MSG.reason);

export const declareHolidaySchema = z
  .object({ from: date, to: date, reason })
  .refine((v) => v.to >= v.from, { path: ['to'], message: HOLIDAY_MSG.order })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86400000 < 60, {
    path: ['to'],
    message: HOLIDAY_MSG.tooLong,
  });

export const revokeHolidaySchema = z.object({ reason });
