/**
 * Date and time texts of the console. The contract (docs/product.md, 'Limits') fixes the admin format 'MMMM Do YYYY,
 * h:mm a' for English; Kannada reads 'ನವೆಂಬರ್ 21, 2025, ಬೆಳಗ್ಗೆ 11:30': the long date, then the part of the day as
 * Intl names it (ಬೆಳಗ್ಗೆ, ಮಧ್ಯಾಹ್ನ, ಸಂಜೆ, ರಾತ್ರಿ) before the clock time, as Kannada says it (docs/spec-notes.md).
 * Times are shown in Asia/Kolkata (docs/product.md, 'Deadlines') whatever the device's zone, so a request reads the
 * same on every screen. The relative form ('3 hours ago') helps an approver see at a glance how long someone has
 * waited. English is filled by common/dates.ts (Asia/Kolkata is +05:30 all year), Kannada by Intl.
 */
import { formatIst } from '@common/dates';
import type { Lang } from '@/i18n';

export const TIME_ZONE = 'Asia/Kolkata';
export const ADMIN_DATE_FORMAT = 'MMMM Do YYYY, h:mm a';

const KN_DAY = new Intl.DateTimeFormat('kn-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const knClock = (seconds: boolean) =>
  new Intl.DateTimeFormat('kn-IN', {
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' as const } : {}),
    dayPeriod: 'long',
    timeZone: TIME_ZONE,
  });
const KN_CLOCK = { short: knClock(false), long: knClock(true) };

/** 'ನವೆಂಬರ್ 20, 2026, ಸಂಜೆ 8:09' (with ':00' seconds when asked), always Asia/Kolkata. */
export function formatKannadaDateTime(epochMs: number, withSeconds = false): string {
  const parts = KN_CLOCK[withSeconds ? 'long' : 'short'].formatToParts(epochMs);
  const period = parts.find((p) => p.type === 'dayPeriod')?.value ?? '';
  const clock = parts
    .filter((p) => p.type !== 'dayPeriod')
    .map((p) => p.value)
    .join('')
    .trim();
  return `${KN_DAY.format(epochMs)}, ${period ? `${period} ` : ''}${clock}`;
}

/** 'November 21st 2025, 11:30 am' (English) or 'ನವೆಂಬರ್ 21, 2025, ಬೆಳಗ್ಗೆ 11:30' (Kannada). */
export function formatAdminDate(epochMs: number, lang: Lang = 'en'): string {
  if (lang === 'kn') return formatKannadaDateTime(epochMs);
  return formatIst(epochMs, ADMIN_DATE_FORMAT);
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
