/**
 * Date and time texts of the console. SPEC.md §9 fixes the admin format 'MMMM Do YYYY, h:mm a'
 * for English; Kannada uses the browser's own long date. Times are shown in Asia/Kolkata
 * (DECISIONS §1) whatever the device's zone, so a request reads the same on every screen. The
 * relative form ('3 hours ago') helps an approver see at a glance how long someone has waited.
 */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Lang } from '@/i18n';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export const TIME_ZONE = 'Asia/Kolkata';
export const ADMIN_DATE_FORMAT = 'MMMM Do YYYY, h:mm a';

/** 'November 21st 2025, 11:30 am' (English) or the Kannada long date with time. */
export function formatAdminDate(epochMs: number, lang: Lang = 'en'): string {
  if (lang === 'kn') {
    return new Intl.DateTimeFormat('kn-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(
      epochMs,
    );
  }
  return dayjs(epochMs).tz(TIME_ZONE).format(ADMIN_DATE_FORMAT);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'in 2 hours'; anything under a minute is 'now'. */
export function formatRelative(epochMs: number, nowMs: number = Date.now(), lang: Lang = 'en'): string {
  const format = new Intl.RelativeTimeFormat(lang === 'kn' ? 'kn' : 'en', { numeric: 'auto' });
  const seconds = Math.round((epochMs - nowMs) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
