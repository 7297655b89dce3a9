/**
 * Pieces of the helpline's detail views: a labelled fact list, this month's four counts and the
 * recent posts (photo, institution, meal, when, status), all read-only.
 */
import { shownStatus } from '@common/tweet-status';
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { institutionName } from '@/lib/names';
import { TweetThumbButton } from '@/components/post/tweet-thumb-button';
import { TweetStatusBadge } from '@/components/post/tweet-status-badge';
import { XPostBadge } from '@/components/post/x-post-badge';
import { formatPostedOn, postedAt } from '@/lib/tweet-format';
import type { Tweet } from '@common/contract/answers/tweets';
import type { MonthCounts as WardenStats } from '@common/contract/shared';

export const PANEL = 'flex flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card';

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 border-t border-line py-2.5">
          <dt className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
          <dd className="text-base break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MonthCounts({ month }: { month: WardenStats }) {
  const t = useT();
  const cells: [string, number][] = [
    [t('tweets.stats.onTime'), month.posted_on_time],
    [t('tweets.stats.delayed'), month.posted_with_delay],
    [t('tweets.stats.afterDeadline'), month.post_not_considered],
    [t('tweets.stats.notPosted'), month.tweets_not_posted],
  ];
  return (
    <section aria-label={t('helpline.month')} className={PANEL}>
      <h2 className="text-lg font-bold text-ink">{t('helpline.month')}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cells.map(([label, n]) => (
          <div key={label} className="rounded-2xl bg-page p-3">
            <p className="text-2xl font-bold tabular-nums">{n}</p>
            <p className="text-[14px] font-semibold text-ink-muted">{label}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export function RecentPosts({ posts, showInstitution = true }: { posts: Tweet[]; showInstitution?: boolean }) {
  const t = useT();
  return (
    <section aria-label={t('helpline.recent')} className={PANEL}>
      <h2 className="text-lg font-bold text-ink">{t('helpline.recent')}</h2>
      {posts.length === 0 ? (
        <p className="text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {posts.map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-2.5">
              <TweetThumbButton tweet={p} size={44} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">
                  {showInstitution ? `${institutionName(p.organization.name, t.lang)} · ` : ''}
                  {t(`tweets.meal.${p.meal}`)}
                </span>
                <span className="text-[14px] text-ink-muted">{formatPostedOn(postedAt(p), t.lang)}</span>
              </div>
              <div className="flex flex-col items-end gap-1">
                <TweetStatusBadge status={shownStatus(p)} view="home" />
                <XPostBadge x={p.x} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
