/**
 * A flagged post's checks in words, one line per check (docs/review.md, 'Checks'): which photo,
 * what the server found, and for a reused photo the other post's institution and day, taken from
 * the queue item's `matches`. Plain functions of the catalogue, so the card and its test share them.
 */
import type { PostCheck } from '@common/review-schema';
import type { Translate } from '@/i18n';
import { formatCalendarDay } from '@/lib/calendar-day';
import { institutionName } from '@/lib/names';
import type { ReviewItem } from './api/review-api';

type MatchedPhoto = ReviewItem['matches'][number];

/** The other post's photo a reused-photo check names, when the queue sent it. */
export function matchOf(check: PostCheck, matches: readonly MatchedPhoto[]): MatchedPhoto | undefined {
  const match = check.match;
  if (!match) return undefined;
  return matches.find((m) => m.post_id === match.post_id && m.slot === match.slot);
}

/** 'photo 2 (plate with food)' parts: the number and the slot's name in the page's language. */
function photo(t: Translate, slot: number | null) {
  const n = slot ?? 0;
  return { n, slot: n >= 1 && n <= 4 ? t(`compose.slot.${n as 1 | 2 | 3 | 4}`) : '' };
}

export function checkText(t: Translate, check: PostCheck, matches: readonly MatchedPhoto[]): string {
  const which = photo(t, check.slot);
  switch (check.kind) {
    case 'REUSED_PHOTO': {
      const other = matchOf(check, matches);
      if (!other || !check.match) return t('review.check.reusedUnknown', which);
      return t(check.match.exact ? 'review.check.reusedExact' : 'review.check.reused', {
        ...which,
        m: other.slot,
        name: institutionName(other.organization.name, t.lang),
        day: formatCalendarDay(other.day, t.lang),
      });
    }
    case 'GALLERY_PHOTO':
      return t('review.check.gallery', which);
    case 'CLOCK_SUSPECT':
      return t('review.check.clock');
    case 'NO_PEOPLE':
      return t('review.check.noPeople', which);
    case 'FACES_UNCHECKED':
      return t('review.check.faces', which);
  }
}
