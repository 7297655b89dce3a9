/**
 * A post's status as a coloured pill: 'On Time' green, 'Delayed' amber, 'After Deadline' red,
 * 'Holiday' blue (a post whose day became a holiday, shownStatus), anything else 'Not Posted'
 * grey: the one word and colour of each status on every screen (common/status-scale.ts;
 * docs/spec-notes.md, 'Holidays on screen, one vocabulary and one colour scale').
 */
import { tweetStatusTone, type StatusTone, type StatusView } from '@common/tweet-status';
import { useT } from '@/i18n';
import { statusText } from '@/lib/tweet-format';

const TONE: Record<StatusTone, string> = {
  success: 'bg-ok-50 text-ok-600 ring-ok-600/25',
  warning: 'bg-warn-50 text-warn-600 ring-warn-600/25',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/25',
  neutral: 'bg-page text-ink-muted ring-line',
  holiday: 'bg-holiday-50 text-holiday-700 ring-holiday-600/25',
};

const DOT: Record<StatusTone, string> = {
  success: 'bg-ok-600',
  warning: 'bg-warn-600',
  danger: 'bg-danger-600',
  neutral: 'bg-ink-soft',
  holiday: 'bg-holiday-600',
};

export interface TweetStatusBadgeProps {
  status: string | null | undefined;
  view: StatusView;
  size?: 'md' | 'lg';
}

export function TweetStatusBadge({ status, view, size = 'md' }: TweetStatusBadgeProps) {
  const t = useT();
  const tone = tweetStatusTone(status);
  const sizing = size === 'lg' ? 'px-3.5 py-1.5 text-[15px]' : 'px-2.5 py-1 text-[13px]';
  return (
    <span
      data-status={status ?? ''}
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset ${sizing} ${TONE[tone]}`}
    >
      <span className={`size-2 rounded-full ${DOT[tone]}`} aria-hidden="true" />
      {statusText(t, status, view)}
    </span>
  );
}
