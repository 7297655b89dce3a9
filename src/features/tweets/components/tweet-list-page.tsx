/**
 * `/dashboard/tweet-list` (docs/product.md, 'Screens and routes'): 'Tweets', 'List of All Tweets.', every post of the
 * warden's institutions newest first, with columns Tweet (photo and text), Organization, Taluk,
 * Posted On and Actions (the eye to the details), paginated when there is more than one page.
 */
import { useT } from '@/i18n';
import { ListIcon } from '@/components/list-icons';
import { ListPageHeader } from './list-page-header';
import { TweetTable } from './tweet-table';
import { tweetColumns } from './tweet-columns';

export interface PagedScreenProps {
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

export function TweetListPage({ page, onPageChange }: PagedScreenProps) {
  const t = useT();
  const c = tweetColumns(t);
  return (
    <section className="flex flex-col gap-5">
      <ListPageHeader
        title={t('tweets.list.title')}
        description={t('tweets.list.description')}
        icon={<ListIcon width={22} height={22} />}
      />
      <TweetTable
        caption={t('tweets.list.title')}
        columns={[c.tweet, c.organization, c.taluk, c.postedOn, c.actions]}
        status="ALL"
        page={page}
        onPageChange={onPageChange}
        emptyHint={t('tweets.list.emptyHint')}
      />
    </section>
  );
}
