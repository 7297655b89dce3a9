/**
 * The validation messages of common/validation.ts (docs/product.md, 'Validation rules'), apart from the zod schemas so
 * that the PWA's i18n catalogue can reuse the contract texts without loading zod.
 */
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
  currentPasswordWrong: 'Current Password is Incorrect.',
} as const;
