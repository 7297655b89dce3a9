/**
 * The DD home's 'Incomplete institutes' card: the first ten institutions of the district that
 * miss a warden, an X handle or the X password (what is missing as chips), and the full count.
 * Fixing them is an admin's job, so the card tells the DD whom to ask rather than linking to forms.
 */
import { useT } from '@/i18n';
import { ErrorPanel } from '@/components/error-panel';
import { capitalizeWords } from '@/lib/names';
import { useIncomplete } from './api/get-incomplete';

export function IncompleteCard() {
  const t = useT();
  const list = useIncomplete();
  const data = list.data;
  return (
    <article
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card"
      aria-label={t('dd.home.incompleteTitle')}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{t('dd.home.incompleteTitle')}</h2>
        {data ? (
          <span className="rounded-full bg-warn-50 px-3 py-1 text-sm font-semibold text-warn-600">
            {t('dd.home.incompleteCount', { count: data.total_items })}
          </span>
        ) : null}
      </div>
      <p className="text-[15px] text-ink-muted">{t('dd.home.incompleteHint')}</p>
      {list.isError && !data ? (
        <ErrorPanel
          title={t('dd.home.incompleteFailed')}
          reason={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <p className="text-ink-muted">{t('common.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className="text-[15px] text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ul className="grid gap-x-6 md:grid-cols-2">
          {data.items.map((org) => (
            <li key={org.id} className="flex flex-col gap-1 border-t border-line py-2.5">
              <span className="font-semibold text-ink">{capitalizeWords(org.name.en)}</span>
              <span className="flex flex-wrap items-center gap-1.5 text-[13px] text-ink-muted">
                {org.taluk.name.en}
                {org.missing.map((m) => (
                  <span key={m} className="rounded-full bg-danger-50 px-2 py-0.5 font-semibold text-danger-700">
                    {t(`dd.missing.${m}`)}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
