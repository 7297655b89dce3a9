/**
 * The three status lists (docs/product.md, 'Screens and routes'): `/dashboard/posted-on-time` ('Posted on time
 * tweets'), `/dashboard/posted-delayed` ('Posts Delayed') and `/dashboard/posted-after-deadline` ('Posts After
 * Deadline', 'List of All Posts after deadline.'), each filtered on the server by `status`, with a 'Home Page'
 * button. Statuses read in the warden's wording ('After Deadline').
 */
import type { TweetStatus } from '@common/schedule';
import { useT, type MessageId } from '@/i18n';
import { BanIcon, CalendarCheckIcon, HourglassIcon } from '@/components/list-icons';
import { HomePageButton, ListPageHeader } from './list-page-header';
import { TweetTable } from './tweet-table';
import { postedOnWithStatusColumn, tweetColumns } from './tweet-columns';
import type { PagedScreenProps } from './tweet-list-page';

const PAGES: Record<TweetStatus, { title: MessageId; description: MessageId; empty: MessageId; Icon: typeof BanIcon }> =
  {
    POSTED_ON_TIME: {
      title: 'tweets.onTime.title',
      description: 'tweets.onTime.description',
      empty: 'tweets.onTime.emptyHint',
      Icon: CalendarCheckIcon,
    },
    POSTED_WITH_DELAY: {
      title: 'tweets.delayed.title',
      description: 'tweets.delayed.description',
      empty: 'tweets.delayed.emptyHint',
      Icon: HourglassIcon,
    },
    POST_NOT_CONSIDERED: {
      title: 'tweets.afterDeadline.title',
      description: 'tweets.afterDeadline.description',
      empty: 'tweets.afterDeadline.emptyHint',
      Icon: BanIcon,
    },
  };

export function StatusListPage({ status, page, onPageChange }: PagedScreenProps & { status: TweetStatus }) {
  const t = useT();
  const c = tweetColumns(t);
  const { title, description, empty, Icon } = PAGES[status];
  return (
    <section className="flex flex-col gap-5">
      <ListPageHeader
        title={t(title)}
        description={t(description)}
        icon={<Icon width={22} height={22} />}
        action={<HomePageButton />}
      />
      <TweetTable
        caption={t(title)}
        columns={[c.organization, c.description, c.place, postedOnWithStatusColumn(t, 'warden'), c.actions]}
        status={status}
        page={page}
        onPageChange={onPageChange}
        emptyHint={t(empty)}
      />
    </section>
  );
}
