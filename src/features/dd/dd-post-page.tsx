/**
 * `/dd/post/{id}`: one post of the DD's districts (`GET tweet/auth/tweet/{id}`, which answers a DD
 * for their own districts and 404 otherwise), with the warden screens' summary (with the checks that flagged it
 * and who decided, docs/spec-notes.md, 'A supervisor's decision on the post'), where the post
 * stands on X, Image 1 to 4 (opening in the photo viewer), and the institution's last 30 days as a
 * meal × day grid whose squares open the feed filtered to that meal and day.
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { ArrowLeftIcon } from '@/components/icons';
import { useTweet } from '@/lib/get-tweet';
import { TweetSummary, TweetSummarySkeleton } from '@/components/post/tweet-summary';
import { TweetPhotos } from '@/components/post/tweet-photos';
import { XPostPanel } from '@/components/post/x-post-panel';
import { InstitutionMealGrid } from '@/components/charts';

export function DdPostPage({ id }: { id: number }) {
  const t = useT();
  const router = useRouter();
  const navigate = useNavigate();
  const query = useTweet(id);
  const tweet = query.data;
  const back = () => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/dd/feed' }));
  return (
    <section className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Button look="bordered" width="auto" className="px-3" onClick={back} aria-label={t('common.back')}>
          <ArrowLeftIcon />
          <span className="hidden sm:inline">{t('common.back')}</span>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{t('tweets.details.title')}</h1>
      </div>
      {isApiError(query.error) && query.error.status_code === 404 ? (
        <EmptyState title={t('tweets.details.notFound')} />
      ) : query.isError && !tweet ? (
        <ErrorPanel
          title={t('tweets.details.loadFailed')}
          reason={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : !tweet ? (
        <TweetSummarySkeleton />
      ) : (
        <>
          <TweetSummary tweet={tweet} supervisor />
          <XPostPanel postId={tweet.id} x={tweet.x} />
          <TweetPhotos tweet={tweet} />
          <InstitutionMealGrid
            id={tweet.organization.id}
            onCell={(meal, day) =>
              void navigate({
                to: '/dd/feed',
                search: { organization: tweet.organization.id, meal, from: day, to: day },
              })
            }
          />
        </>
      )}
    </section>
  );
}
