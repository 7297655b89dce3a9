/**
 * The home's 'recent Tweets' (docs/product.md, 'Screens and routes'): the newest posts with Organization, Taluk,
 * Posted On, Status and the eye icon to the details; the plus icon to /dashboard/add-tweet; the 'see all recent
 * Tweets' button to /dashboard/tweet-list; the pager only when there is more than one page.
 */
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { ButtonLink } from '@/components/button';
import { PlusIcon } from '@/components/icons';
import { TweetTable } from './tweet-table';
import { statusColumn, tweetColumns } from './tweet-columns';
import type { PagedScreenProps } from './tweet-list-page';

export function RecentTweets({ page, onPageChange }: PagedScreenProps) {
  const t = useT();
  const c = tweetColumns(t);
  return (
    <section aria-labelledby="recent-tweets-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-tweets-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {t('tweets.recent.title')}
        </h2>
        <Link
          to="/dashboard/add-tweet"
          aria-label={t('tweets.recent.add')}
          title={t('tweets.recent.add')}
          className="grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-card hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <PlusIcon width={24} height={24} />
        </Link>
      </div>
      <TweetTable
        caption={t('tweets.recent.title')}
        columns={[c.organization, c.taluk, c.postedOn, statusColumn(t, 'home'), c.actions]}
        status="ALL"
        page={page}
        onPageChange={onPageChange}
        emptyHint={t('tweets.recent.emptyHint')}
        footer={
          <ButtonLink to="/dashboard/tweet-list" look="bordered" className="sm:mx-auto sm:w-auto sm:min-w-72">
            {t('tweets.recent.seeAll')}
          </ButtonLink>
        }
      />
    </section>
  );
}
