/**
 * The DD home's 'Incomplete institutes' card: how many institutions of the DD's districts miss
 * each thing (a warden, an X handle, the X password, a connected X account while this installation
 * publishes to X), each count opening its full paged list at `/dd/incomplete/{kind}`, then the
 * first ten institutions with what they miss as chips and the full count. Fixing them is an
 * admin's job, so the card tells the DD whom to ask rather than linking to forms.
 */
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { ErrorPanel } from '@/components/error-panel';
import { useXPublishing } from '@/idle/idle-config';
import { institutionName, nameIn } from '@/lib/names';
import { INCOMPLETE_COUNT_OF, INCOMPLETE_KINDS, useIncompleteCounts } from '@/lib/console-stats';
import { useIncomplete } from './api/get-incomplete';

const KIND =
  'flex min-h-12 flex-col-reverse justify-center rounded-xl border border-line bg-page px-3 py-2 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

function KindCounts() {
  const t = useT();
  const counts = useIncompleteCounts();
  const xPublishing = useXPublishing();
  const kinds = INCOMPLETE_KINDS.filter((k) => xPublishing || k !== 'x-connection');
  if (counts.isError) return null;
  return (
    <nav aria-label={t('dd.incomplete.kindsTitle')}>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {kinds.map((kind) => {
          const count = counts.data?.[INCOMPLETE_COUNT_OF[kind]];
          const label = t(`adm.incomplete.title.${kind}`);
          return (
            <li key={kind}>
              {/* The name is what shows, the kind then its count (drawn count first). */}
              <Link to="/dd/incomplete/$kind" params={{ kind }} className={KIND}>
                <span className="text-[14px] font-semibold text-brand-800">{label}</span>
                <span className="text-2xl font-bold text-ink tabular-nums">{count ?? '–'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

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
      <KindCounts />
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
              <span className="font-semibold text-ink">{institutionName(org.name, t.lang)}</span>
              <span className="flex flex-wrap items-center gap-1.5 text-[13px] text-ink-muted">
                {nameIn(org.taluk.name, t.lang)}
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
