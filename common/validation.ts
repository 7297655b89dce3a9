/**
 * Validation rules and their messages (SPEC.md §5), shared by the forms and the API.
 * The messages are the contract texts; the PWA translates them through its catalogue.
 */
import { z } from 'zod';

export const VMSG = {
  invalidEmail: 'Invalid Email ID',
  invalidPassword: 'Invalid Password',
  invalidOtp: 'Invalid OTP',
  otpRequired: 'OTP is Required',
  currentPasswordRequired: 'Current Password is Required',
  passwordRequired: 'Password is Requried.',
  passwordInvalid: 'Password is Invalid.',
  repeatRequired: 'Repeat Password is Requried.',
  repeatInvalid: 'Repeat Password is Invalid.',
  passwordsDiffer: 'New Password & Confirmation Password Does Not Match.',
  tokenRequired: 'Token is required.',
  required: 'This field is required.',
} as const;

export const OTP_LENGTH = 6;
export const PASSWORD_MIN = 8;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,}$/;
export const OTP_RE = /^\d{6}$/;
export const PHONE_RE = /^[6-9]\d{9}$/;

/** SPEC.md §5: the login email is lower-cased and trimmed. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export const emailSchema = z
  .string({ error: VMSG.invalidEmail })
  .transform(normalizeEmail)
  .refine((v) => EMAIL_RE.test(v), VMSG.invalidEmail);

export const otpSchema = z
  .string({ error: VMSG.otpRequired })
  .min(1, VMSG.otpRequired)
  .regex(OTP_RE, VMSG.invalidOtp);

/** Keeps only digits and caps the length, for the code inputs. */
export const cleanOtpInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isStrongPassword = (value: string): boolean => PASSWORD_RE.test(value);

/** Location fields are optional in every payload (DECISIONS §4). */
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
export type LoginInput = z.input<typeof loginSchema>;

export const validateOtpSchema = z.object({
  admin_id: z.coerce.number({ error: VMSG.required }).int().positive(),
  otp: otpSchema,
  token: z.string().optional(),
  ...locationFields,
});
export type ValidateOtpInput = z.input<typeof validateOtpSchema>;

/** Turns zod issues into the `data.errors` list of a 422 answer. */
export function toFieldErrors(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
}
