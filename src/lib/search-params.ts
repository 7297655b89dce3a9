/**
 * Small checks for URL search params in routes' validateSearch. Plain functions, not zod: the route
 * tree loads with the first screen, and zod must stay out of it (docs/benchmarks.md, P3). Each
 * answers the value when it is valid and undefined otherwise, so a bad link drops a filter
 * instead of breaking the page.
 */
import { isCalendarDate } from '@common/periods';

export const searchParam = {
  /** Page numbers from 2 (page 1 is left out of the URL). */
  page: (v: unknown): number | undefined => (Number.isInteger(Number(v)) && Number(v) >= 2 ? Number(v) : undefined),
  id: (v: unknown): number | undefined => (Number.isInteger(Number(v)) && Number(v) >= 1 ? Number(v) : undefined),
  oneOf: <T extends string>(v: unknown, allowed: readonly T[]): T | undefined =>
    allowed.includes(v as T) ? (v as T) : undefined,
  text: (v: unknown, max = 100): string | undefined =>
    typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined,
  date: (v: unknown): string | undefined => (typeof v === 'string' && isCalendarDate(v) ? v : undefined),
};

/** Drops the undefined entries, so defaults stay out of the URL. */
export function compact<T extends Record<string, unknown>>(search: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
