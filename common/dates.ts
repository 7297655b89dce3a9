/**
 * Date formats of the contract (docs/product.md, 'Limits'), always shown in Asia/Kolkata. India
 * has one offset all year (+05:30, no daylight saving), so the clock is the UTC one moved by 330
 * minutes, and the few dayjs-style tokens the app's formats use are filled here: dayjs with its
 * utc, timezone and advancedFormat plugins cost about 6 KB gzip in the composer and again in the
 * photo worker (docs/benchmarks.md, P3). Tokens: YYYY YY MMMM MMM MM M Do DD D dddd ddd HH H hh h
 * mm m ss s A a, and [literal text]; other letters are kept as written, as dayjs keeps them.
 */
import { IST_OFFSET_MS } from './schedule.ts';

export const TWEET_DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss A';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TOKENS = /\[([^\]]*)]|YYYY|YY|M{1,4}|Do|DD?|d{3,4}|HH?|hh?|mm?|ss?|A|a/g;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 31st */
function ordinal(n: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${suffixes[(v - 20) % 10] ?? suffixes[v] ?? suffixes[0]}`;
}

/**
 * The instant of `at`. A text without a zone ('2026-05-14 13:05' or '2026-05-14') is a time of the
 * device's zone, as dayjs read it; one with 'Z' or an offset is that instant.
 */
function instant(at: Date | string | number): number {
  if (typeof at !== 'string') return new Date(at).getTime();
  const local = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/.exec(at);
  if (!local) return new Date(at).getTime();
  const [, y, mo, d, h, mi, s, ms] = local;
  const part = (text: string | undefined, fallback = 0) => (text ? Number(text) : fallback);
  return new Date(
    part(y),
    part(mo, 1) - 1,
    part(d, 1),
    part(h),
    part(mi),
    part(s),
    Number((ms ?? '0').slice(0, 3).padEnd(3, '0')),
  ).getTime();
}

export function formatIst(at: Date | string | number, format: string = TWEET_DATE_FORMAT): string {
  const ms = instant(at);
  if (Number.isNaN(ms)) return 'Invalid Date';
  const ist = new Date(ms + IST_OFFSET_MS);
  const [year, month, day, weekday] = [ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), ist.getUTCDay()];
  const [hour, minute, second] = [ist.getUTCHours(), ist.getUTCMinutes(), ist.getUTCSeconds()];
  const values: Record<string, () => string> = {
    YYYY: () => pad(year, 4),
    YY: () => pad(year % 100),
    MMMM: () => MONTHS[month]!,
    MMM: () => MONTHS[month]!.slice(0, 3),
    MM: () => pad(month + 1),
    M: () => String(month + 1),
    Do: () => ordinal(day),
    DD: () => pad(day),
    D: () => String(day),
    dddd: () => DAYS[weekday]!,
    ddd: () => DAYS[weekday]!.slice(0, 3),
    HH: () => pad(hour),
    H: () => String(hour),
    hh: () => pad(hour % 12 || 12),
    h: () => String(hour % 12 || 12),
    mm: () => pad(minute),
    m: () => String(minute),
    ss: () => pad(second),
    s: () => String(second),
    A: () => (hour < 12 ? 'AM' : 'PM'),
    a: () => (hour < 12 ? 'am' : 'pm'),
  };
  return format.replace(TOKENS, (token, literal: string | undefined) =>
    literal !== undefined ? literal : (values[token]?.() ?? token),
  );
}
