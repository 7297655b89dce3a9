/**
 * Messages of declaring and revoking a holiday (docs/product.md, 'Holidays'), kept free of zod so the PWA's
 * catalogue can translate them without loading zod on the first screen (docs/benchmarks.md, P3).
 */
export const HOLIDAY_MSG = {
  badDate: 'Please give a date as YYYY-MM-DD.',
  order: 'The last day cannot be before the first day.',
  past: 'A holiday can only be declared for today or later.',
  reason: 'Please give a reason of 3 to 200 characters.',
  overlap: 'A holiday already covers some of these dates.',
  tooLong: 'A holiday can last at most 60 days.',
  notRevocable: 'A holiday that has ended or was already revoked cannot be revoked.',
} as const;

/** Whether a holiday may still be revoked: not revoked and not over (the list's can_revoke and the call agree). */
export const isRevocable = (holiday: { revoked: boolean; to: string }, today: string): boolean =>
  !holiday.revoked && holiday.to >= today;
