/**
 * The statuses the charts draw, in stacking order, each with the label the cards use (so every
 * console names a count the same way) and a colour. Colour is never the only sign: every chart has
 * a legend with words and a table behind a toggle. The colours keep 3:1 against white.
 */
import type { MessageId } from '@/i18n';
import type { DayCounts } from '@common/contract/answers/charts';

export type CountField = Exclude<keyof DayCounts, 'day' | 'meals_due'>;

export const SERIES: readonly { field: CountField; label: MessageId; color: string }[] = [
  { field: 'posted_on_time', label: 'tweets.stats.onTime', color: '#1f7a3a' },
  { field: 'posted_with_delay', label: 'tweets.stats.delayed', color: '#b87700' },
  { field: 'post_not_considered', label: 'tweets.stats.afterDeadline', color: '#c0352b' },
  { field: 'tweets_not_posted', label: 'tweets.stats.notPosted', color: '#7b8784' },
  { field: 'holiday', label: 'charts.holiday', color: '#3f8fb5' },
];

/** On-time share of meals due, 0–100, or null when nothing was due. */
export function share(onTime: number, due: number): number | null {
  return due > 0 ? (onTime / due) * 100 : null;
}

export function formatShare(value: number | null, lang: 'en' | 'kn', none: string): string {
  if (value === null) return none;
  return `${new Intl.NumberFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', { maximumFractionDigits: 1 }).format(value)}%`;
}

/** A green whose depth grows with the share (the heat map's squares); grey when nothing was due. */
export function shareColor(value: number | null): string {
  if (value === null) return '#eef2f1';
  const t = Math.max(0, Math.min(1, value / 100));
  const mix = (from: number, to: number) => Math.round(from + (to - from) * t);
  return `rgb(${mix(236, 19)}, ${mix(248, 78)}, ${mix(239, 72)})`;
}

/** Short day labels in the console's language ('Mon', 'ಸೋಮ'), for a calendar date. */
export function weekdayName(day: string, lang: 'en' | 'kn'): string {
  return new Intl.DateTimeFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)));

/** How every axis looks: light lines, muted 11 px labels. */
export const AXIS_LOOK = {
  stroke: '#d9e4e0',
  tickStroke: '#d9e4e0',
  tickLabelProps: { fill: '#4a5b57', fontSize: 11 },
} as const;
