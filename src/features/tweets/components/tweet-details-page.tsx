/**
 * `/dashboard/{id}`, 'Tweets Details' (docs/product.md, 'Screens and routes'): the institution's English name
 * capitalised, its taluk and district, the meal, the status in the warden's wording ('After Deadline'), when Submit
 * was pressed and when the server received it, a note when the phone's clock was not trusted (docs/product.md,
 * 'Posts'), the description, where the post stands on X (docs/spec-notes.md, 'Publishing to X'), and Image 1 to Image
 * 4 (a photo opens in the photo viewer). Someone else's post and a missing one both answer 404 and read as not found.
 */
import { useRouter } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { Button, ButtonLink } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { EmptyState } from '@/components/empty-state';
import { OfflineNote } from '@/components/offline-note';
import { ArrowLeftIcon } from '@/components/icons';
import { ListIcon } from '@/components/list-icons';
import { useTweet } from '@/lib/get-tweet';
import { TweetSummary, TweetSummarySkeleton } from '@/components/post/tweet-summary';
import { TweetPhotos } from '@/components/post/tweet-photos';
import { XPostPanel } from '@/components/post/x-post-panel';

export function TweetDetailsPage({ id }: { id: number }) {
  const t = useT();
  const router = useRouter();
  const query = useTweet(id);
  const tweet = query.data;
  const notFound = isApiError(query.error) && query.error.status_code === 404;
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  return (
    <section className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Button
          look="bordered"
          width="auto"
          className="px-3"
          onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/dashboard/tweet-list' }))}
          aria-label={t('common.back')}
        >
          <ArrowLeftIcon />
          <span className="hidden sm:inline">{t('common.back')}</span>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{t('tweets.details.title')}</h1>
      </div>

      <OfflineNote show={query.fetchStatus === 'paused' && !query.data} />
      {notFound ? (
        <EmptyState
          title={t('tweets.details.notFound')}
          hint={t('tweets.details.notFoundHint')}
          action={
            <ButtonLink to="/dashboard/tweet-list" width="auto">
              <ListIcon />
              {t('tweets.details.toList')}
            </ButtonLink>
          }
        />
      ) : query.isError && !tweet ? (
        <ErrorPanel
          title={t('tweets.details.loadFailed')}
          reason={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !tweet ? (
        <TweetSummarySkeleton />
      ) : (
        <>
          <TweetSummary tweet={tweet} />
          <XPostPanel postId={tweet.id} x={tweet.x} />
          <section aria-labelledby="tweet-photos-title" className="flex flex-col gap-3">
            <h2 id="tweet-photos-title" className="text-lg font-bold text-ink">
              {t('tweets.details.photos')}
            </h2>
            <TweetPhotos tweet={tweet} />
          </section>
        </>
      )}
    </section>
  );
}
