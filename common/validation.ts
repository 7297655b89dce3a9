/**
 * Validation rules and their messages (docs/product.md, 'Validation rules'), shared by the forms and the API.
 * The messages are the contract texts; the PWA translates them through its catalogue.
 */
import { z } from 'zod';

// The messages live in validation-messages.ts (no zod) so the PWA's catalogue can import them
// without pulling zod into the first screen's JavaScript (docs/benchmarks.md, P3).
import { VMSG } from './validation-messages.ts';

export { VMSG };

export const OTP_LENGTH = 6;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,}$/;
export const OTP_RE = /^\d{6}$/;
export const PHONE_RE = /^[6-9]\d{9}$/;

/** The contract (docs/product.md, 'Validation rules'): the login email is lower-cased and trimmed. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export const emailSchema = z
  .string({ error: VMSG.invalidEmail })
  .transform(normalizeEmail)
  .refine((v) => EMAIL_RE.test(v), VMSG.invalidEmail);

export const otpSchema = z.string({ error: VMSG.otpRequired }).min(1, VMSG.otpRequired).regex(OTP_RE, VMSG.invalidOtp);

/** Keeps only digits and caps the length, for the code inputs. */
export const cleanOtpInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isStrongPassword = (value: string): boolean => PASSWORD_RE.test(value);

/** Location fields are optional in every payload (docs/product.md, 'Signing in'). */
export const locationFields = {
  ip_address: z.string().max(64).optional(),
  country_code: z.string().max(8).optional(),
  country_name: z.string().max(80).optional(),
  city: z.string().max(80).optional(),
  state: z.string().max(80).optional(),
  pincode: z.string().max(16).optional(),
  latitude: z.union([z.string(), z.number()]).optional(),
  longitude: z.union([z.string(), z.number()]).optional(),
};

export const loginSchema = z.object({
  email_id: emailSchema,
  password: z.string({ error: VMSG.invalidPassword }).min(1, VMSG.invalidPassword).max(256, VMSG.invalidPassword),
  ...locationFields,
});

export const validateOtpSchema = z.object({
  admin_id: z.coerce.number({ error: VMSG.required }).int().positive(),
  otp: otpSchema,
  token: z.string().optional(),
  ...locationFields,
});

/** Turns zod issues into the `data.errors` list of a 422 answer. */
export function toFieldErrors(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
}

/** Recovery codes look like `k7m2p-9xq4t`: ten of them are shown once at 2FA enrolment. */
export const RECOVERY_CODE_RE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** The 2FA step takes an authenticator code, or a recovery code instead. */
export const validate2faSchema = z
  .object({
    admin_id: z.coerce.number({ error: VMSG.required }).int().positive(),
    otp: z.string().optional(),
    recovery_code: z.string().trim().toLowerCase().regex(RECOVERY_CODE_RE, VMSG.invalidOtp).optional(),
    token: z.string().optional(),
    ...locationFields,
  })
  .superRefine((value, ctx) => {
    if (value.recovery_code) return;
    const result = otpSchema.safeParse(value.otp ?? '');
    if (!result.success) ctx.addIssue({ code: 'custom', path: ['otp'], message: result.error.issues[0]!.message });
  });

/** New and repeat password fields with the messages of the contract (docs/product.md, 'Validation rules'). */
const newPassword = z
  .string({ error: VMSG.passwordRequired })
  .min(1, VMSG.passwordRequired)
  .max(128, VMSG.passwordInvalid)
  .refine(isStrongPassword, VMSG.passwordInvalid);
const repeatPassword = z
  .string({ error: VMSG.repeatRequired })
  .min(1, VMSG.repeatRequired)
  .max(128, VMSG.repeatInvalid)
  .refine(isStrongPassword, VMSG.repeatInvalid);

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: VMSG.currentPasswordRequired }).min(1, VMSG.currentPasswordRequired).max(256),
    new_password: newPassword,
    repeat_password: repeatPassword.optional(),
  })
  .refine((v) => v.repeat_password === undefined || v.repeat_password === v.new_password, {
    path: ['repeat_password'],
    message: VMSG.passwordsDiffer,
  });

export const resetPasswordSchema = z
  .object({ new_password: newPassword, repeat_password: repeatPassword })
  .refine((v) => v.repeat_password === v.new_password, { path: ['repeat_password'], message: VMSG.passwordsDiffer });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const resetRequestSchema = z.object({ email_id: emailSchema });

export const validateResetSchema = z.object({
  request_id: z.coerce.number({ error: VMSG.required }).int().positive(),
  admin_id: z.coerce.number({ error: VMSG.required }).int().positive(),
  otp: otpSchema,
});
