/**
 * Answers of signing in and of one's own account (the session user;
 * docs/product.md, 'Records and fields', 'Calls and answers' and 'Signing in'):
 * the password step, the second step, refresh, the QR enrolment and `GET admin/all-admins/auth`.
 */
import { z } from 'zod';
import { roleSchema, validationKindSchema } from '../shared.ts';
import { accountSchema } from './accounts.ts';

/** `POST admin/login`: a token that still owes the second step named by to_be_validated. */
export const loginResultSchema = z
  .object({
    admin_id: z.number().int(),
    user_id: z.number().int(),
    name: z.string(),
    first_name: z.string(),
    role: roleSchema,
    email_id: z.string(),
    avatar: z.string(),
    access_token: z.string(),
    is_validated: z.boolean(),
    is_2fa_enabled: z.boolean(),
    to_be_validated: validationKindSchema,
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.output<typeof loginResultSchema>;

/** A passed second step; the first authenticator code also answers ten recovery codes, shown once. */
export const validatedResultSchema = loginResultSchema
  .extend({
    refresh_token: z.string(),
    recovery_codes: z.array(z.string()).optional(),
  })
  .meta({ id: 'ValidatedResult' });
export type ValidatedResult = z.output<typeof validatedResultSchema>;

export const tokenPairSchema = z
  .object({ access_token: z.string(), refresh_token: z.string() })
  .meta({ id: 'TokenPair' });

export const qrTokenSchema = z.object({ qr_token: z.string().meta({ description: 'the otpauth:// URI' }) });

/** `GET admin/all-admins/auth`: one's own details, the console's account fields about oneself. */
export const ownDetailsSchema = accountSchema
  .pick({
    id: true,
    admin_id: true,
    first_name: true,
    last_name: true,
    name: true,
    email_id: true,
    phone_number: true,
    role: true,
    avatar: true,
    validation_method: true,
    is_2fa_enabled: true,
    districts: true,
  })
  .meta({ id: 'OwnDetails' });
