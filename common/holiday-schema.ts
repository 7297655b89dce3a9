/**
 * Declaring and revoking a holiday (docs/product.md, 'Holidays'). Dates are Asia/Kolkata calendar dates.
 */
import { z } from 'zod';

import { HOLIDAY_MSG } from './holiday-messages.ts';

export { HOLIDAY_MSG };

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
