/**
 * Messages of console list filters, with no zod behind them: the PWA's catalogue imports them on the first
 * screen, and zod must not ride along (docs/benchmarks.md, P3).
 */
export const QUERY_MSG = {
  page: 'Please give a page number from 1.',
  size: 'Please give a page size from 1 to 100.',
  id: 'Please choose a valid item, or ALL.',
  roles: 'Please choose roles from the list, or ALL.',
  date: 'Please give a date as YYYY-MM-DD.',
  choice: 'Please choose a value from the list.',
  search: 'Please search with at most 100 characters.',
  lookup: 'Please type 2 to 100 characters to search.',
  rangeOrder: 'The last day cannot be before the first day.',
  rangeTooLong: 'Please choose at most 92 days at once.',
  days: 'Please give a number of days from 7 to 92.',
} as const;
