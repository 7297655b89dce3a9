/**
 * The offer to continue a draft (docs/offline.md, 'Drafts'), shown in place of the form when the
 * composer opens and the account has one: its meal and institution, when it was saved, its
 * prepared photos, and Continue or Discard it. The form opens only once the warden has answered,
 * so nothing new can take the draft's place unseen. `children` renders the form, from the draft or
 * empty.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { formatMinutes, istDate, istMinutes, type Meal } from '@common/schedule';
import { useLang, useT } from '@/i18n';
import { Button } from '@/components/button';
import { institutionName } from '@/lib/names';
import { toast } from '@/toast/toast-store';
import type { StoredDraft } from '@/offline/draft-types';
import { mealLabel } from './compose-choices';
import type { DraftPhoto } from './draft-photo';
import { useDraftOffer, type RestoredDraft } from './use-draft-offer';

interface DraftGateProps {
  accountId: string;
  preset: { organization?: number; meal?: Meal };
  children: (restored: RestoredDraft | null) => ReactNode;
}

export function DraftGate({ accountId, preset, children }: DraftGateProps) {
  const t = useT();
  const { state, proceed, discard } = useDraftOffer(accountId, preset);
  const failed = state.step === 'done' && state.failed;
  useEffect(() => {
    if (failed) toast.error(t('drafts.offer.failed'));
  }, [failed, t]);
  if (state.step === 'looking') return null;
  if (state.step === 'done') return children(state.restored);
  return <DraftOffer stored={state.stored} onContinue={proceed} onDiscard={() => void discard()} />;
}

/** The stored bases as small pictures while the offer is shown. */
function useThumbs(stored: StoredDraft<DraftPhoto>): string[] {
  const urls = useMemo(() => stored.photos.map((row) => URL.createObjectURL(row.photo.base)), [stored]);
  const shown = useRef<string[] | null>(null);
  useEffect(() => {
    shown.current = urls;
    // Not at strict mode's instant remount, which shows the same URLs again (use-photo-slots.ts likewise).
    return () => {
      shown.current = null;
      setTimeout(() => shown.current === urls || urls.forEach((url) => URL.revokeObjectURL(url)));
    };
  }, [urls]);
  return urls;
}

function savedWhen(at: number): { today: boolean; date: string; time: string } {
  const [y, m, d] = istDate(at).split('-');
  return { today: istDate(at) === istDate(Date.now()), date: `${d}-${m}-${y}`, time: formatMinutes(istMinutes(at)) };
}

function DraftOffer(props: { stored: StoredDraft<DraftPhoto>; onContinue: () => void; onDiscard: () => void }) {
  const t = useT();
  const [lang] = useLang();
  const { draft, photos } = props.stored;
  const thumbs = useThumbs(props.stored);
  const when = savedWhen(draft.updated_at);
  const count = photos.length;
  const what = t('drafts.offer.what', {
    meal: draft.meal ? t(mealLabel(draft.meal)) : t('drafts.offer.noMeal'),
    institution: draft.organization_name
      ? institutionName(draft.organization_name, lang)
      : t('drafts.offer.noInstitution'),
  });
  return (
    <section
      aria-labelledby="draft-offer-title"
      data-testid="draft-offer"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id="draft-offer-title" className="text-lg leading-snug font-bold text-ink">
        {t('drafts.offer.title')}
      </h3>
      <div className="flex flex-col gap-0.5 text-[15px] leading-relaxed">
        <p className="font-semibold text-ink">{what}</p>
        <p className="text-ink-muted">
          {t(when.today ? 'drafts.offer.savedToday' : 'drafts.offer.savedOn', { date: when.date, time: when.time })} ·{' '}
          {count === 0
            ? t('drafts.offer.photosNone')
            : count === 1
              ? t('drafts.offer.photosOne')
              : t('drafts.offer.photosMany', { count })}
        </p>
      </div>
      {count > 0 ? (
        <ul aria-label={t('drafts.offer.photosAlt')} className="grid grid-cols-4 gap-2">
          {thumbs.map((url, i) => (
            <li key={url} className="aspect-square overflow-hidden rounded-xl bg-white ring-1 ring-brand-100">
              <img src={url} alt="" data-slot={photos[i]?.slot} className="size-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm leading-relaxed text-ink-muted">{t('drafts.offer.onlyHere')}</p>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button onClick={props.onContinue}>{t('drafts.offer.continue')}</Button>
        <Button look="bordered" colour="error" onClick={props.onDiscard}>
          {t('drafts.offer.discard')}
        </Button>
      </div>
    </section>
  );
}
