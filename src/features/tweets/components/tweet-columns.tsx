/**
 * The columns of the warden's post lists, written once for the home's recent table, the tweet
 * list and the status lists (docs/product.md, 'Screens and routes'). Labels say what the cell holds; on the status
 * lists the original's mislabelled content column reads 'Description' (see docs/spec-notes.md). Under each status,
 * where the post stands on X (docs/spec-notes.md, 'Publishing to X') and a supervisor's decision on it, if any
 * (docs/spec-notes.md, 'A supervisor's decision on the post'): a rejected post's status reads Not Posted.
 */
import { Link } from '@tanstack/react-router';
import { shownStatus, type StatusView } from '@common/tweet-status';
import { useT, type Translate } from '@/i18n';
import { EyeIcon } from '@/components/icons';
import type { Column } from '@/components/data-table';
import type { Tweet } from '@common/contract/answers/tweets';
import { institutionName, nameIn } from '@/lib/names';
import { formatPostedOn, postedAt } from '@/lib/tweet-format';
import { TweetStatusBadge } from '@/components/post/tweet-status-badge';
import { TweetThumb } from '@/components/post/tweet-thumb';
import { XPostBadge } from '@/components/post/x-post-badge';
import { PostReviewBadge } from '@/components/post/post-review';

function PostedOn({ tweet }: { tweet: Tweet }) {
  const t = useT();
  const at = postedAt(tweet);
  return (
    <time dateTime={at} className="text-ink-muted md:whitespace-nowrap">
      {formatPostedOn(at, t.lang)}
    </time>
  );
}

function PhotoAndText({ tweet }: { tweet: Tweet }) {
  return (
    <div className="flex items-center gap-3">
      <TweetThumb tweet={tweet} />
      <p className="line-clamp-2 min-w-0 text-[15px] leading-snug text-ink">{tweet.content}</p>
    </div>
  );
}

/** The eye icon to /dashboard/{id}: a full-width button on a phone, an icon button in the table. */
export function ViewTweetLink({ tweet }: { tweet: Tweet }) {
  const t = useT();
  const label = t('tweets.viewOf', {
    name: institutionName(tweet.organization.name, t.lang),
    date: formatPostedOn(postedAt(tweet), t.lang),
  });
  return (
    <Link
      to="/dashboard/$id"
      params={{ id: tweet.id }}
      aria-label={label}
      title={t('tweets.view')}
      className="mt-1 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-brand-700 bg-white text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400 md:mt-0 md:size-11 md:min-h-0 md:rounded-full md:border-transparent md:bg-brand-50 md:text-brand-700 md:hover:bg-brand-100"
    >
      <EyeIcon width={22} height={22} />
      <span className="md:sr-only">{t('tweets.view')}</span>
    </Link>
  );
}

export function tweetColumns(t: Translate) {
  return {
    organization: {
      id: 'organization',
      header: t('tweets.col.organization'),
      cell: (tweet) => (
        <span className="font-semibold text-ink">{institutionName(tweet.organization.name, t.lang)}</span>
      ),
      className: 'md:min-w-52',
    },
    taluk: { id: 'taluk', header: t('tweets.col.taluk'), cell: (tweet) => nameIn(tweet.taluk.name, t.lang) },
    place: {
      id: 'place',
      header: t('tweets.col.place'),
      cell: (tweet) => `${nameIn(tweet.district.name, t.lang)} / ${nameIn(tweet.taluk.name, t.lang)}`,
      className: 'md:whitespace-nowrap',
    },
    postedOn: { id: 'postedOn', header: t('tweets.col.postedOn'), cell: (tweet) => <PostedOn tweet={tweet} /> },
    tweet: {
      id: 'tweet',
      header: t('tweets.col.tweet'),
      cell: (tweet) => <PhotoAndText tweet={tweet} />,
      phone: 'stacked',
      className: 'md:w-[32%]',
    },
    description: {
      id: 'description',
      header: t('tweets.col.description'),
      cell: (tweet) => <PhotoAndText tweet={tweet} />,
      phone: 'stacked',
      className: 'md:w-[30%]',
    },
    actions: {
      id: 'actions',
      header: t('tweets.col.actions'),
      cell: (tweet) => <ViewTweetLink tweet={tweet} />,
      phone: 'bare',
      className: 'md:w-20 md:text-center',
    },
  } satisfies Record<string, Column<Tweet>>;
}

/** 'Posted On' with the status (and where the post stands on X) under the time: the status lists' rows, where it is the same for all. */
export function postedOnWithStatusColumn(t: Translate, view: StatusView): Column<Tweet> {
  return {
    id: 'postedOn',
    header: t('tweets.col.postedOn'),
    cell: (tweet) => (
      <div className="flex flex-col items-start gap-1.5">
        <PostedOn tweet={tweet} />
        <TweetStatusBadge status={shownStatus(tweet)} view={view} />
        <PostReviewBadge review={tweet.review} />
        <XPostBadge x={tweet.x} />
      </div>
    ),
  };
}

export function statusColumn(t: Translate, view: StatusView): Column<Tweet> {
  return {
    id: 'status',
    header: t('tweets.col.status'),
    cell: (tweet) => (
      <div className="flex flex-col items-start gap-1.5">
        <TweetStatusBadge status={shownStatus(tweet)} view={view} />
        <PostReviewBadge review={tweet.review} />
        <XPostBadge x={tweet.x} />
      </div>
    ),
  };
}
