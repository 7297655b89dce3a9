/**
 * Creating and managing accounts (the account record and add-new-user form;
 * docs/product.md, 'Records and fields', 'Validation rules', 'Signing in' and 'Roles'):
 * first and last name, email, phone, password with the creator's current password and a repeat,
 * role in either spelling, second step for the roles that choose one, avatar (empty is the default
 * avatar) and, for a deputy director, the districts.
 */
import { z } from 'zod';
import { ACCOUNT_MSG } from './account-messages.ts';
import { PHONE_OR_2FA_ROLES, hasDistricts } from './access.ts';
import { normalizeRole, type Role } from './roles.ts';
import { PHONE_RE, VMSG, emailSchema, isStrongPassword } from './validation.ts';

export { ACCOUNT_MSG } from './account-messages.ts';

/** The contract (docs/product.md, 'Validation rules'): user names are letters, dot, ampersand and space. */
export const USER_NAME_RE = /^[A-Za-z.& ]+$/;
/** An uploaded image under /media, or empty for the default avatar (docs/product.md, 'Signing in'). */
export const AVATAR_RE = /^\/media\/[A-Za-z0-9/_.-]+$/;

export const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, { message, abort: true }).max(50, { message, abort: true }).regex(USER_NAME_RE, message));

export const roleSchema = z.string({ error: ACCOUNT_MSG.role }).transform((value, ctx): Role => {
  const role = normalizeRole(value);
  if (!role) {
    ctx.addIssue({ code: 'custom', message: ACCOUNT_MSG.role });
    return z.NEVER;
  }
  return role;
});

export const newPassword = z
  .string({ error: VMSG.passwordRequired })
  .min(1, VMSG.passwordRequired)
  .max(128, VMSG.passwordInvalid)
  .refine(isStrongPassword, VMSG.passwordInvalid);
const repeatPassword = z
  .string({ error: VMSG.repeatRequired })
  .min(1, VMSG.repeatRequired)
  .max(128, VMSG.repeatInvalid)
  .refine(isStrongPassword, VMSG.repeatInvalid);
const districtIds = z
  .array(z.coerce.number().int().positive(), { error: ACCOUNT_MSG.districts })
  .max(50, ACCOUNT_MSG.districts);

export const createAccountSchema = z
  .object({
    first_name: personName(ACCOUNT_MSG.firstName),
    last_name: personName(ACCOUNT_MSG.lastName),
    email_id: emailSchema,
    phone_number: z.string({ error: ACCOUNT_MSG.phone }).trim().regex(PHONE_RE, ACCOUNT_MSG.phone),
    role: roleSchema,
    validation_method: z.enum(['phone', '2fa'], { error: ACCOUNT_MSG.validationMethod }).optional(),
    avatar: z
      .string({ error: ACCOUNT_MSG.avatar })
      .trim()
      .max(300, ACCOUNT_MSG.avatar)
      .refine((v) => v === '' || AVATAR_RE.test(v), ACCOUNT_MSG.avatar)
      .default(''),
    current_password: z
      .string({ error: VMSG.currentPasswordRequired })
      .min(1, VMSG.currentPasswordRequired)
      .max(256, VMSG.currentPasswordRequired),
    password: newPassword,
    repeat_password: repeatPassword,
    districts: districtIds.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.repeat_password !== v.password)
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: VMSG.passwordsDiffer });
    if (hasDistricts(v.role) && !(v.districts && v.districts.length > 0))
      ctx.addIssue({ code: 'custom', path: ['districts'], message: ACCOUNT_MSG.districts });
    if (!hasDistricts(v.role) && v.districts && v.districts.length > 0)
      ctx.addIssue({ code: 'custom', path: ['districts'], message: ACCOUNT_MSG.districtsNotDd });
  });
export type CreateAccountInput = z.input<typeof createAccountSchema>;
export type CreateAccount = z.output<typeof createAccountSchema>;

/** docs/product.md, 'Signing in': WARDEN, DD and HELPLINE confirm by email; the others by phone (default) or 2fa. */
export function storedValidationMethod(role: Role, chosen: 'phone' | '2fa' | undefined): 'email' | 'phone' | '2fa' {
  if (!PHONE_OR_2FA_ROLES.includes(role)) return 'email';
  return chosen ?? 'phone';
}

export const setDistrictsSchema = z.object({
  districts: districtIds.min(1, ACCOUNT_MSG.districts),
});

export const reasonSchema = z.object({
  reason: z.string({ error: ACCOUNT_MSG.reason }).trim().min(3, ACCOUNT_MSG.reason).max(200, ACCOUNT_MSG.reason),
});

/** `POST admin/check/director` (docs/product.md, 'Records and fields': director lookup by email_id). */
export const checkDirectorSchema = z.object({ email_id: emailSchema });
