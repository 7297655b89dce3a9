/**
 * The statuses the charts draw, in stacking order, each with its one word and one colour (common/
 * status-scale.ts: the same on every screen, the PDF and /audit), and the one scale of on-time
 * shares (common/share-scale.ts). Colour is never the only sign: every chart has a legend with
 * words and a table behind a toggle. The colours keep 4.5:1 against white.
 */
import type { MessageId } from '@/i18n';
import type { DayCounts } from '@common/contract/answers/charts';
import { shareColorOf } from '@common/share-scale';
import { STATUS_COLORS } from '@common/status-scale';

export type CountField = Exclude<keyof DayCounts, 'day' | 'meals_due'>;

export const SERIES: readonly { field: CountField; label: MessageId; color: string }[] = [
  { field: 'posted_on_time', label: 'tweets.status.onTime', color: STATUS_COLORS.onTime },
  { field: 'posted_with_delay', label: 'tweets.status.delayed', color: STATUS_COLORS.delayed },
  { field: 'post_not_considered', label: 'tweets.status.afterDeadline', color: STATUS_COLORS.afterDeadline },
  { field: 'tweets_not_posted', label: 'tweets.status.notPosted', color: STATUS_COLORS.notPosted },
  { field: 'holiday', label: 'charts.holiday', color: STATUS_COLORS.holiday },
];

/** On-time share of meals due, 0–100, or null when nothing was due. */
export function share(onTime: number, due: number): number | null {
  return due > 0 ? (onTime / due) * 100 : null;
}

export function formatShare(value: number | null, lang: 'en' | 'kn', none: string): string {
  if (value === null) return none;
  return `${new Intl.NumberFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', { maximumFractionDigits: 1 }).format(value)}%`;
}

/** The share's band colour (the heat map's squares, the district bars); light grey when nothing was due. */
export const shareColor = (value: number | null): string => shareColorOf(value);

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
