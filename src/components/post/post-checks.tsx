/**
 * What made the server flag a post, one line per check, for the supervisors' post page (docs/spec-notes.md, 'A
 * supervisor's decision on the post'): a reused photo with the other post's number and photo, a photo from the
 * gallery, a doubted clock, a photo said to show no one, a photo the phone could not look for faces in. The
 * warden's screens do not show it: the warden sees only the decision.
 */
import type { PostCheck } from '@common/review-schema';
import { useT, type CoreMessageId, type Translate } from '@/i18n';

const SLOT_NAME: Record<number, CoreMessageId> = {
  1: 'compose.slot.1',
  2: 'compose.slot.2',
  3: 'compose.slot.3',
  4: 'compose.slot.4',
};

function photoOf(t: Translate, slot: number | null): string {
  const name = slot === null ? undefined : SLOT_NAME[slot];
  return name ? t('postReview.photo', { slot: slot!, name: t(name) }) : '';
}

/** One check in words. */
export function checkText(t: Translate, check: PostCheck): string {
  const photo = photoOf(t, check.slot);
  switch (check.kind) {
    case 'REUSED_PHOTO': {
      const { match } = check;
      if (!match) return t('postReview.check.reusedUnknown', { photo });
      const params = { photo, other: match.slot, post: match.post_id };
      return t(match.exact ? 'postReview.check.reusedExact' : 'postReview.check.reused', params);
    }
    case 'GALLERY_PHOTO':
      return t('postReview.check.gallery', { photo });
    case 'CLOCK_SUSPECT':
      return t('postReview.check.clock');
    case 'NO_PEOPLE':
      return t('postReview.check.noPeople', { photo });
    case 'FACES_UNCHECKED':
      return t('postReview.check.faces', { photo });
  }
}

/** The checks as a list under a heading; nothing when there are none. */
export function PostChecks({ checks }: { checks: readonly PostCheck[] | undefined }) {
  const t = useT();
  if (!checks?.length) return null;
  return (
    <section aria-labelledby="post-checks-title" className="flex flex-col gap-2 border-t border-line pt-3">
      <h3 id="post-checks-title" className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">
        {t('postReview.checks')}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-[15px] leading-relaxed text-ink">
        {checks.map((check, i) => (
          <li key={`${check.kind}-${check.slot ?? 0}-${i}`} data-check={check.kind}>
            {checkText(t, check)}
          </li>
        ))}
      </ul>
    </section>
  );
}
