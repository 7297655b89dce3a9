/**
 * Messages of accounts, with no zod behind them: the PWA's catalogue imports them on the first
 * screen, and zod must not ride along (docs/benchmarks.md, P3).
 */
export const ACCOUNT_MSG = {
  firstName: 'Please give a first name: letters, spaces, dots and & only (up to 50).',
  lastName: 'Please give a last name: letters, spaces, dots and & only (up to 50).',
  phone: 'Please give a 10-digit mobile number starting with 6, 7, 8 or 9.',
  role: 'Please choose a role.',
  validationMethod: 'Please choose phone or 2fa as the second step.',
  avatar: 'Please choose an uploaded image as the avatar, or leave it empty for the default.',
  districts: 'Please choose at least one district for a deputy director.',
  districtsNotDd: 'Only a deputy director is given districts.',
  reason: 'Please give a reason of 3 to 200 characters.',
} as const;
