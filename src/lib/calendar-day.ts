/**
 * How a calendar date (YYYY-MM-DD, Asia/Kolkata, as the server keeps holidays and days) reads on
 * screen: the long date in the page's language, '28 November 2026' or '28 ನವೆಂಬರ್ 2026'. Intl
 * only, so the composer can use it without the console's date library.
 */
import { istDate } from '@common/schedule';

/** Today's calendar date in Asia/Kolkata (read once, when a screen opens). */
export const istToday = (): string => istDate(new Date());

export function formatCalendarDay(day: string, lang: string): string {
  const at = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}
