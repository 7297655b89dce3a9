/**
 * A reused photo beside the photo it matches (docs/review.md, 'The queue'): this post's photo on
 * the left, the earlier post's on the right, each with its institution, day and time, so the
 * supervisor judges with their own eyes. Both are the list renditions (low_res), lazy, in fixed
 * boxes; a press opens the two large in the photo viewer.
 */
import type { PostCheck } from '@common/review-schema';
import { useT } from '@/i18n';
import { formatCalendarDay } from '@/lib/calendar-day';
import { formatAdminDate } from '@/lib/format-time';
import { institutionName } from '@/lib/names';
import { PhotoIcon } from '@/components/list-icons';
import type { ReviewItem } from './api/review-api';
import { matchOf } from './check-text';
import { photoOf } from './review-photos';

const W = 200;
const H = 150;

function Side({
  label,
  name,
  day,
  at,
  src,
  open,
  openLabel,
}: {
  label: string;
  name: string;
  day: string;
  at: string;
  src: string | undefined;
  open: () => void;
  openLabel: string;
}) {
  const t = useT();
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      {src ? (
        <button
          type="button"
          onClick={open}
          aria-label={openLabel}
          className="block w-fit overflow-hidden rounded-xl ring-1 ring-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <img
            src={src}
            alt=""
            width={W}
            height={H}
            loading="lazy"
            decoding="async"
            className="block aspect-[4/3] w-full max-w-[200px] bg-brand-50 object-cover"
          />
        </button>
      ) : (
        <span className="grid aspect-[4/3] w-full max-w-[200px] place-items-center rounded-xl bg-brand-50 p-2 text-center text-sm text-ink-muted">
          <PhotoIcon width={22} height={22} aria-hidden="true" />
          {t('review.pair.missing')}
        </span>
      )}
      <figcaption className="text-[13px] leading-snug text-ink-muted">
        <span className="block font-semibold text-ink">{label}</span>
        <span className="block">{name}</span>
        <span className="block">{formatCalendarDay(day, t.lang)}</span>
        <span className="block">
          {t('tweets.details.receivedAt')}: {formatAdminDate(Date.parse(at), t.lang)}
        </span>
      </figcaption>
    </figure>
  );
}

export function MatchPair({
  item,
  check,
  onOpen,
}: {
  item: ReviewItem;
  check: PostCheck;
  /** Opens the viewer on [this post's photo, the earlier one]; 0 or 1 is the one pressed. */
  onOpen: (start: 0 | 1) => void;
}) {
  const t = useT();
  const other = matchOf(check, item.matches);
  const slot = check.slot ?? 0;
  const mine = photoOf(item, slot);
  if (!other) return null;
  const slotName = slot >= 1 && slot <= 4 ? t(`compose.slot.${slot as 1 | 2 | 3 | 4}`) : '';
  return (
    <section
      aria-label={t('review.pair.title', { n: slot })}
      className="rounded-xl border border-warn-600/30 bg-warn-50/60 p-3"
    >
      <p className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        {t('review.pair.title', { n: slot })}
        {check.match?.exact ? (
          <span className="rounded-full bg-danger-50 px-2 py-0.5 text-[13px] text-danger-700 ring-1 ring-danger-600/25">
            {t('review.pair.sameFile')}
          </span>
        ) : null}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Side
          label={t('review.pair.this')}
          name={institutionName(item.organization.name, t.lang)}
          day={item.day}
          at={item.createdAt}
          src={mine?.low_res}
          open={() => onOpen(0)}
          openLabel={t('review.openPhoto', { n: slot, slot: slotName })}
        />
        <Side
          label={t('review.pair.other')}
          name={institutionName(other.organization.name, t.lang)}
          day={other.day}
          at={other.createdAt}
          src={other.image?.image_url?.full.low_res}
          open={() => onOpen(1)}
          openLabel={t('review.pair.openOther', { n: other.slot })}
        />
      </div>
    </section>
  );
}
