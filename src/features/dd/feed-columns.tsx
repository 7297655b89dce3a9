/**
 * The columns of the DD feed and status lists: photo (opening the photo viewer) and institution (its taluk under it), meal, 'Submitted at'
 * (captured_at, what the status is judged from) with a note when the phone's clock was not
 * trusted, the status in its one word ('After Deadline') with a supervisor's decision under it (a rejected post
 * reads Not Posted, docs/spec-notes.md, 'A supervisor's decision on the post'), the warden with a phone link, and the
 * eye to the post's details at `/dd/post/{id}`.
 */
import { Link } from '@tanstack/react-router';
import type { Translate } from '@/i18n';
import type { Column } from '@/components/data-table';
import { EyeIcon } from '@/components/icons';
import { TweetThumbButton } from '@/components/post/tweet-thumb-button';
import { TweetStatusBadge } from '@/components/post/tweet-status-badge';
import { XPostBadge } from '@/components/post/x-post-badge';
import { PostReviewBadge } from '@/components/post/post-review';
import { shownStatus } from '@common/tweet-status';
import { formatPostedOn, postedAt } from '@/lib/tweet-format';
import { institutionName, nameIn } from '@/lib/names';
import type { FeedTweet } from '@common/contract/answers/tweets';

const VIEW =
  'mt-1 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-brand-700 bg-white text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400 md:mt-0 md:size-11 md:min-h-0 md:rounded-full md:border-transparent md:bg-brand-50 md:text-brand-700 md:hover:bg-brand-100';

export function feedColumns(t: Translate): Column<FeedTweet>[] {
  return [
    {
      id: 'institution',
      header: t('dd.col.institution'),
      phone: 'stacked',
      className: 'md:min-w-72',
      cell: (row) => (
        <div className="flex items-center gap-3">
          <TweetThumbButton tweet={row} size={48} />
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold text-ink">{institutionName(row.organization.name, t.lang)}</span>
            <span className="text-[14px] text-ink-muted">
              {t('tweets.col.taluk')}: {nameIn(row.taluk.name, t.lang)}
            </span>
          </span>
        </div>
      ),
    },
    { id: 'meal', header: t('dd.col.meal'), cell: (row) => t(`tweets.meal.${row.meal}`) },
    {
      id: 'submitted',
      header: t('dd.col.submittedAt'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <time dateTime={postedAt(row)} className="text-ink-muted md:whitespace-nowrap">
            {formatPostedOn(postedAt(row), t.lang)}
          </time>
          {row.clock_suspect ? (
            <span className="rounded-full bg-warn-50 px-2 py-0.5 text-[13px] font-semibold text-warn-600">
              {t('dd.clockSuspect')}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('tweets.col.status'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1.5">
          <TweetStatusBadge status={shownStatus(row)} view="home" />
          <PostReviewBadge review={row.review} />
          <XPostBadge x={row.x} />
        </div>
      ),
    },
    {
      id: 'warden',
      header: t('dd.col.warden'),
      cell: (row) =>
        row.warden ? (
          <div className="flex flex-col">
            <span>{row.warden.name}</span>
            {row.warden.phone_number ? (
              <a href={`tel:${row.warden.phone_number}`} className="text-brand-800 underline underline-offset-2">
                {row.warden.phone_number}
              </a>
            ) : null}
          </div>
        ) : (
          '—'
        ),
    },
    {
      id: 'view',
      header: t('tweets.col.actions'),
      phone: 'bare',
      className: 'md:w-20 md:text-center',
      cell: (row) => (
        <Link
          to="/dd/post/$id"
          params={{ id: row.id }}
          className={VIEW}
          aria-label={t('dd.viewPost', { name: institutionName(row.organization.name, t.lang) })}
        >
          <EyeIcon width={22} height={22} />
          <span className="md:sr-only">{t('tweets.view')}</span>
        </Link>
      ),
    },
  ];
}
