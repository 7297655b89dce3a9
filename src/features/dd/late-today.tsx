/**
 * 'Who is late' on the DD home: today's posts that came in late (delayed or after the deadline,
 * from the feed for today) and this week's taluks ranked from the weakest on-time share, with the
 * meals still not posted, so the DD knows whom to call first.
 */
import { shownStatus } from '@common/tweet-status';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { istDate } from '@common/schedule';
import { useT } from '@/i18n';
import { TweetStatusBadge } from '@/components/post/tweet-status-badge';
import { institutionName, nameIn } from '@/lib/names';
import { useFeed } from './api/get-feed';
import { useLeague } from './api/league-api';
import { OnTimeBar } from './on-time-bar';

const CARD = 'flex flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card';

export function LateToday() {
  const t = useT();
  // Today as of opening the home; a home left open past midnight shows yesterday until reloaded.
  const [today] = useState(() => istDate(Date.now()));
  const feed = useFeed({ from: today, to: today, size: 100 });
  const week = useLeague({ by: 'taluk', period: 'week' });
  const late = (feed.data?.items ?? []).filter((p) => p.tweet_status !== 'POSTED_ON_TIME').slice(0, 6);
  const weakest = [...(week.data?.items ?? [])]
    .filter((r) => r.on_time_percentage !== null)
    .reverse()
    .slice(0, 5);

  return (
    <section aria-labelledby="late-title" className="grid gap-4 lg:grid-cols-2">
      <h2 id="late-title" className="sr-only">
        {t('dd.home.lateTitle')}
      </h2>
      <article className={CARD} aria-label={t('dd.home.lateToday')}>
        <h3 className="text-lg font-bold text-ink">{t('dd.home.lateToday')}</h3>
        {!feed.data ? (
          <p className="text-ink-muted">{t('common.loading')}</p>
        ) : late.length === 0 ? (
          <p className="text-[15px] text-ink-muted">{t('dd.home.noneLate')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {late.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <Link
                  to="/dd/post/$id"
                  params={{ id: p.id }}
                  className="min-w-0 font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {institutionName(p.organization.name, t.lang)} · {t(`tweets.meal.${p.meal}`)}
                </Link>
                <TweetStatusBadge status={shownStatus(p)} view="home" />
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/dd/feed"
          search={{ from: today, to: today }}
          className="mt-auto text-[15px] font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('dd.home.todayFeed')}
        </Link>
      </article>
      <article className={CARD} aria-label={t('dd.home.weekTitle')}>
        <h3 className="text-lg font-bold text-ink">{t('dd.home.weekTitle')}</h3>
        {!week.data ? (
          <p className="text-ink-muted">{t('common.loading')}</p>
        ) : weakest.length === 0 ? (
          <p className="text-[15px] text-ink-muted">{t('list.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {weakest.map((r) => (
              <li
                key={r.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
              >
                <span className="font-semibold text-ink">{nameIn(r.name, t.lang)}</span>
                <span className="text-[13px] text-ink-muted sm:order-last">
                  {t('dd.home.notPostedCount', { count: r.tweets_not_posted })}
                </span>
                <span className="col-span-2 sm:col-span-1">
                  <OnTimeBar value={r.on_time_percentage} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/dd/league"
          search={{ period: 'week' }}
          className="mt-auto text-[15px] font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('dd.home.openLeague')}
        </Link>
      </article>
    </section>
  );
}
