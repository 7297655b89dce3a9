/**
 * Answers of the password reset (docs/product.md, 'Records and fields', 'Calls and answers' and 'Password reset'):
 * the request with its activities, the approvers' pending list, the validated code's short-lived token, and the
 * public status read by request id (activity types and times only).
 */
import { z } from 'zod';
import { RESET_STATUSES } from '../../reset-status.ts';
import { isoTime, listPageOf, roleSchema } from '../shared.ts';

export const resetStatusSchema = z.enum(RESET_STATUSES);
const epochMs = z.number().int().meta({ description: 'milliseconds since 1970-01-01 UTC' });

export const activitySchema = z
  .object({ activity_type: resetStatusSchema, createdAt: isoTime })
  .meta({ id: 'ResetActivity' });

export const resetRequestSchema = z
  .object({
    user_id: z.number().int(),
    user_name: z.string(),
    role: roleSchema,
    email_id: z.string(),
    reset_password_request_id: z.number().int(),
    reset_password_request_readable_id: z.string().meta({ examples: ['RPR0042'] }),
    requested_on: epochMs,
    try_after: epochMs,
    status: resetStatusSchema,
    activities: z.array(activitySchema),
  })
  .meta({ id: 'ResetRequest' });
export type ResetRequest = z.output<typeof resetRequestSchema>;

export const pendingResetSchema = z
  .object({
    request_id: z.number().int(),
    reset_password_request_readable_id: z.string(),
    requested_on: epochMs,
    user: z.object({ id: z.number().int(), name: z.string(), email_id: z.string(), role: roleSchema }),
  })
  .meta({ id: 'PendingReset' });
export type PendingReset = z.output<typeof pendingResetSchema>;
export const pendingResetPageSchema = listPageOf(pendingResetSchema);

/** `PATCH admin/validate/reset/password`: the Bearer token `PATCH reset-password/change/{user_id}` needs. */
export const resetTokenSchema = z.object({
  token: z.string(),
  user_id: z.number().int(),
  request_id: z.number().int(),
});

export const publicResetSchema = z.object({
  request_id: z.number().int(),
  reset_password_request_readable_id: z.string(),
  status: resetStatusSchema,
  activities: z.array(activitySchema),
});
export type PublicReset = z.output<typeof publicResetSchema>;
