/**
 * The weeks and scopes of the weekly audit report (docs/spec-notes.md, 'Supervisors' views and the public audit'),
 * shared by the contract and the server: an ISO week spelt `2026-W47` is Monday to Sunday in Asia/Kolkata; a scope is
 * `state` or `district-<id>`. The report of a week is due on the next Monday at 08:00 Asia/Kolkata, so the week a
 * server should have reported at an instant is the week before the one holding that instant less eight hours. Plain
 * date arithmetic, no I/O.
 */
import { addDays, istDate } from '../schedule.ts';
import { weekday } from '../periods.ts';

export const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;
export const SCOPE_PATTERN = /^(state|district-([1-9]\d{0,8}))$/;
/** The report of a week is made on the next Monday at this hour, Asia/Kolkata. */
export const REPORT_HOUR = 8;

/** The Monday of ISO week 1: the week holding 4 January. */
const firstMonday = (year: number): string => {
  const jan4 = `${String(year).padStart(4, '0')}-01-04`;
  return addDays(jan4, -weekday(jan4));
};

/** The ISO week holding a YYYY-MM-DD date. */
export function isoWeekOf(date: string): string {
  const thursday = addDays(date, 3 - weekday(date));
  const year = Number(thursday.slice(0, 4));
  const n =
    Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstMonday(year)}T00:00:00Z`)) / 604_800_000) + 1;
  return `${year}-W${String(n).padStart(2, '0')}`;
}

/** Monday and Sunday of an ISO week; null when the text is not a week that exists. */
export function weekDays(week: string): { first: string; last: string } | null {
  const m = WEEK_PATTERN.exec(week);
  if (!m) return null;
  const year = Number(m[1]);
  const n = Number(m[2]);
  if (year < 2000 || year > 2999 || n < 1) return null;
  const first = addDays(firstMonday(year), (n - 1) * 7);
  if (isoWeekOf(first) !== week) return null;
  return { first, last: addDays(first, 6) };
}

export const isIsoWeek = (week: string): boolean => weekDays(week) !== null;

/** The week before a week. */
export const previousWeek = (week: string): string => isoWeekOf(addDays(weekDays(week)!.first, -7));

/** The last week whose report was due by `now` (Monday 08:00 Asia/Kolkata after it). */
export function reportWeekAt(now: Date): string {
  return isoWeekOf(addDays(istDate(now.getTime() - REPORT_HOUR * 3_600_000), -7));
}

/** Whether a week has ended by `now` (its Sunday is over in Asia/Kolkata). */
export const weekEnded = (week: string, now: Date): boolean => weekDays(week)!.last < istDate(now);

export type ReportScope = { kind: 'state' } | { kind: 'district'; id: number };

export function parseScope(scope: string): ReportScope | null {
  const m = SCOPE_PATTERN.exec(scope);
  if (!m) return null;
  return m[2] ? { kind: 'district', id: Number(m[2]) } : { kind: 'state' };
}

export const districtScopeName = (id: number): string => `district-${id}`;
export const STATE_SCOPE = 'state';
