/**
 * Answers of account management (docs/product.md, 'Records and fields' and 'Roles'): an account as the console shows
 * it, a page of them, and the director check. Built from named columns only, so a password hash or
 * a TOTP secret has no field to leave by.
 */
import { z } from 'zod';
import { isoTime, listPageOf, namedSchema, roleSchema, validationKindSchema } from '../shared.ts';

export const accountSchema = z
  .object({
    id: z.number().int(),
    admin_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    email_id: z.string(),
    phone_number: z.string(),
    role: roleSchema,
    avatar: z.string(),
    validation_method: validationKindSchema,
    is_2fa_enabled: z.boolean(),
    is_disabled: z.boolean(),
    disabled_at: isoTime.nullable(),
    disabled_reason: z.string().nullable(),
    created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: isoTime,
    /** A DD's assigned districts; empty for every other role. */
    districts: z.array(namedSchema),
  })
  .meta({ id: 'Account' });
export type Account = z.output<typeof accountSchema>;

export const accountPageSchema = listPageOf(accountSchema);
export type AccountPage = z.output<typeof accountPageSchema>;

export const directorCheckSchema = z.object({
  email_id: z.string(),
  is_director: z.boolean(),
  director: z
    .object({
      id: z.number().int(),
      admin_id: z.number().int(),
      name: z.string(),
      email_id: z.string(),
      phone_number: z.string(),
      is_disabled: z.boolean(),
      districts: z.array(namedSchema),
    })
    .nullable(),
});
