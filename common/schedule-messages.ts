/**
 * Messages of the posting schedule, with no zod behind them: the PWA's catalogue imports them on the first
 * screen, and zod must not ride along (docs/benchmarks.md, P3).
 */
export const SCHEDULE_MSG = {
  time: 'Please give a time as HH:MM (00:00 to 23:59).',
  order: 'Opening must be before the due time, and the due time no later than the late-until time.',
  meals: 'Please give breakfast, lunch and dinner once each.',
  overlap: 'Meals must follow one another: each opens after the previous one is closed.',
} as const;
