/**
 * The facts of one post on 'Tweets Details': Entity name, status, description, and a list of
 * Taluk, District, Meal, 'Submitted at' (captured_at) and 'Received at' (createdAt). When the
 * server did not trust the phone's clock (clock_suspect, docs/product.md, 'Posts') a note says the status was
 * judged from the time of receipt, so a warden is not puzzled by a 'late' post made on time. 'Public log' says
 * which entry of the signed public log records the post, or that it is not there yet (docs/log.md, 'Receipts'). A
 * supervisor's decision on a flagged post shows under the name (post-review.tsx); a rejected post's badge reads Not
 * Posted. The supervisors' view (`supervisor`) also lists the checks that flagged it and who decided.
 */
import type { ReactNode } from 'react';
import { useT, type MessageId } from '@/i18n';
import { AlertIcon } from '@/components/icons';
import type { Tweet } from '@common/contract/answers/tweets';
import { institutionName, nameIn } from '@/lib/names';
import { formatPostedOn } from '@/lib/tweet-format';
import { TweetStatusBadge } from './tweet-status-badge';
import { PostReviewNote } from './post-review';
import { shownStatus } from '@common/tweet-status';
import { PostChecks } from './post-checks';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-t border-line pt-3">
      <dt className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-base text-ink">{children}</dd>
    </div>
  );
}

const MEAL_KEYS: Record<string, MessageId> = {
  BREAKFAST: 'tweets.meal.BREAKFAST',
  LUNCH: 'tweets.meal.LUNCH',
  DINNER: 'tweets.meal.DINNER',
};

export function TweetSummary({ tweet, supervisor = false }: { tweet: Tweet; supervisor?: boolean }) {
  const t = useT();
  const mealKey = MEAL_KEYS[tweet.meal];
  return (
    <article className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">
            {t('tweets.details.entity')}
          </p>
          <h2 className="mt-0.5 text-xl leading-snug font-bold text-ink sm:text-2xl">
            {institutionName(tweet.organization.name, t.lang)}
          </h2>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span className="sr-only">{t('tweets.col.status')}</span>
          <TweetStatusBadge status={shownStatus(tweet)} view="warden" size="lg" />
        </div>
      </div>

      <PostReviewNote review={tweet.review ?? null} supervisor={supervisor} />

      {tweet.content ? (
        <p className="rounded-2xl bg-page px-4 py-3 text-base leading-relaxed whitespace-pre-line text-ink">
          {tweet.content}
        </p>
      ) : null}

      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('tweets.col.taluk')}>{nameIn(tweet.taluk.name, t.lang)}</Fact>
        <Fact label={t('tweets.details.district')}>{nameIn(tweet.district.name, t.lang)}</Fact>
        <Fact label={t('tweets.details.meal')}>{mealKey ? t(mealKey) : tweet.meal}</Fact>
        <Fact label={t('tweets.details.submittedAt')}>
          <time dateTime={tweet.captured_at}>{formatPostedOn(tweet.captured_at, t.lang)}</time>
        </Fact>
        <Fact label={t('tweets.details.receivedAt')}>
          <time dateTime={tweet.createdAt}>{formatPostedOn(tweet.createdAt, t.lang)}</time>
        </Fact>
        <Fact label={t('log.fact')}>{tweet.log ? t('log.entry', { index: tweet.log.index }) : t('log.pending')}</Fact>
      </dl>

      {supervisor ? <PostChecks checks={tweet.checks} /> : null}

      {tweet.clock_suspect ? (
        <p className="flex gap-3 rounded-2xl bg-warn-50 px-4 py-3 text-[15px] leading-relaxed text-ink" role="note">
          <AlertIcon className="mt-0.5 shrink-0 text-warn-600" />
          {t('tweets.details.clockSuspect')}
        </p>
      ) : null}
    </article>
  );
}

export function TweetSummarySkeleton() {
  const t = useT();
  return (
    <div
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
      role="status"
      aria-label={t('common.loading')}
    >
      <span className="h-3 w-24 animate-pulse rounded-full bg-brand-100/70" />
      <span className="h-6 w-4/5 animate-pulse rounded-full bg-brand-100/70" />
      <span className="h-14 w-full animate-pulse rounded-2xl bg-page" />
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <span key={i} className="h-10 animate-pulse rounded-xl bg-page" />
        ))}
      </div>
    </div>
  );
}
