/**
 * One flagged post on the review queue (docs/review.md, 'The queue'): its institution, district,
 * day, meal and status; each check in words; its photos as thumbnails; each reused photo beside
 * the one it matches; and Accept and Reject, which open the reason dialog. Photos open large in the
 * photo viewer. On the DD's console the institution's name opens the post's details.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { shownStatus } from '@common/tweet-status';
import { useT } from '@/i18n';
import { formatCalendarDay } from '@/lib/calendar-day';
import { formatAdminDate } from '@/lib/format-time';
import { institutionName, nameIn } from '@/lib/names';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { PhotoViewer, type ViewerPhoto } from '@/components/photo-viewer';
import { TweetStatusBadge } from '@/components/post/tweet-status-badge';
import type { ReviewDecision, ReviewItem } from './api/review-api';
import { checkText, matchOf } from './check-text';
import { MatchPair } from './match-pair';
import { photoOf, postPhotos, ReviewThumbs } from './review-photos';

interface ReviewCardProps {
  item: ReviewItem;
  /** The DD's console links the post's details; the admins' has no such page. */
  linkDetails: boolean;
  onDecide: (item: ReviewItem, decision: ReviewDecision) => void;
}

export function ReviewCard({ item, linkDetails, onDecide }: ReviewCardProps) {
  const t = useT();
  const [viewer, setViewer] = useState<{ photos: ViewerPhoto[]; start: number } | null>(null);
  const name = institutionName(item.organization.name, t.lang);
  const meal = t(`tweets.meal.${item.meal}`);
  const day = formatCalendarDay(item.day, t.lang);
  const titleId = `review-${item.id}`;
  const reused = item.checks.filter((c) => c.kind === 'REUSED_PHOTO' && matchOf(c, item.matches));

  const openPost = (start: number) => {
    const photos = postPhotos(item);
    setViewer({
      start,
      photos: photos.map((p, i) => ({
        src: p.high_res,
        alt: t('viewer.alt', { n: i + 1, count: photos.length, name }),
      })),
    });
  };
  const openPair = (slot: number, other: ReturnType<typeof matchOf>, start: 0 | 1) => {
    const mine = photoOf(item, slot);
    const theirs = other?.image?.image_url?.full.high_res;
    const photos: ViewerPhoto[] = [];
    if (mine) photos.push({ src: mine.high_res, alt: `${t('review.pair.this')}: ${name}` });
    if (theirs && other)
      photos.push({
        src: theirs,
        alt: `${t('review.pair.other')}: ${institutionName(other.organization.name, t.lang)}`,
      });
    setViewer({ photos, start: Math.min(start, photos.length - 1) });
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-snug font-bold text-ink">
            {linkDetails ? (
              <Link
                to="/dd/post/$id"
                params={{ id: item.id }}
                className="underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {nameIn(item.district.name, t.lang)} · {day} · {meal}
          </p>
          <p className="text-[13px] text-ink-muted">
            {t('tweets.details.receivedAt')}: {formatAdminDate(Date.parse(item.createdAt), t.lang)}
          </p>
        </div>
        <TweetStatusBadge status={shownStatus(item)} view="home" />
      </header>

      <section aria-label={t('review.checks')}>
        <h3 className="mb-1.5 text-sm font-semibold text-ink">{t('review.checks')}</h3>
        <ul className="flex flex-col gap-1.5">
          {item.checks.map((check, i) => (
            <li key={`${check.kind}-${check.slot ?? 0}-${i}`} className="flex gap-2 text-[15px] leading-snug text-ink">
              <AlertIcon width={18} height={18} className="mt-0.5 shrink-0 text-warn-600" aria-hidden="true" />
              <span>{checkText(t, check, item.matches)}</span>
            </li>
          ))}
        </ul>
      </section>

      <ReviewThumbs item={item} onOpen={openPost} />

      {reused.map((check, i) => (
        <MatchPair
          key={`${check.slot ?? 0}-${i}`}
          item={item}
          check={check}
          onOpen={(start) => openPair(check.slot ?? 0, matchOf(check, item.matches), start)}
        />
      ))}

      <div className="mt-auto flex flex-wrap justify-end gap-3 border-t border-line pt-4">
        <Button
          look="bordered"
          colour="success"
          width="auto"
          aria-label={t('review.acceptFor', { name })}
          onClick={() => onDecide(item, 'ACCEPTED')}
        >
          {t('review.accept')}
        </Button>
        <Button
          colour="error"
          width="auto"
          aria-label={t('review.rejectFor', { name })}
          onClick={() => onDecide(item, 'REJECTED')}
        >
          {t('review.reject')}
        </Button>
      </div>

      <PhotoViewer
        open={viewer !== null}
        start={viewer?.start ?? 0}
        title={t('viewer.title', { name })}
        photos={viewer?.photos ?? []}
        onClose={() => setViewer(null)}
      />
    </article>
  );
}
