/**
 * `/helpline`: the look-up a helpline operator keeps open during a call: one search box (name in
 * English or Kannada, X handle, a warden's name, email or phone; the query in `?q=`), then the
 * matching institutions and wardens, each opening its detail view. Read-only.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { lookupQuery } from '@common/console-queries';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { TextField } from '@/components/text-field';
import { institutionName, nameIn } from '@/lib/names';
import { PageHeading } from '@/components/page-heading';
import { useLookup } from './helpline-api';

const ROW =
  'flex min-h-14 flex-col justify-center rounded-2xl border border-line bg-white px-4 py-3 shadow-[0_1px_2px_rgb(18_34_31/0.05)] hover:border-brand-300 hover:bg-brand-50/40';

export function LookupPage({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const result = useLookup(q);
  const data = result.data;
  const submit = () => {
    const checked = lookupQuery.safeParse({ q: text });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    onSearch(checked.data.q);
  };

  return (
    <section className="flex flex-col gap-5">
      <PageHeading title={t('helpline.title')} description={t('helpline.description')} />
      <form
        role="search"
        className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('helpline.search')}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error ? t.text(error) : undefined}
          className="flex-1"
          placeholder={t('helpline.placeholder')}
        />
        <Button type="submit" width="auto" className="sm:mt-7" busy={result.isFetching}>
          {t('helpline.find')}
        </Button>
      </form>
      {!q ? null : result.isError ? (
        <ErrorPanel title={t('helpline.failed')} reason={result.error.message} onRetry={() => void result.refetch()} />
      ) : !data ? (
        <p className="text-ink-muted">{t('common.loading')}</p>
      ) : data.institutions.length + data.wardens.length === 0 ? (
        <EmptyState hint={t('helpline.noMatch', { q })} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <section aria-label={t('helpline.institutions')} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold text-ink">
              {t('helpline.institutions')} ({data.institutions.length})
            </h2>
            {data.institutions.map((org) => (
              <Link key={org.id} to="/helpline/organization/$id" params={{ id: org.id }} className={ROW}>
                <span className="font-semibold text-brand-900">{institutionName(org.name, t.lang)}</span>
                <span className="text-[14px] text-ink-muted">
                  {nameIn(org.taluk.name, t.lang)}, {nameIn(org.district.name, t.lang)} ·{' '}
                  {org.warden?.name ?? t('dd.missing.warden')}
                </span>
              </Link>
            ))}
          </section>
          <section aria-label={t('helpline.wardens')} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold text-ink">
              {t('helpline.wardens')} ({data.wardens.length})
            </h2>
            {data.wardens.map((w) => (
              <Link key={w.id} to="/helpline/warden/$id" params={{ id: w.id }} className={ROW}>
                <span className="font-semibold text-brand-900">{w.name}</span>
                <span className="text-[14px] text-ink-muted">
                  {w.email_id} · {w.phone_number ?? '—'}
                </span>
              </Link>
            ))}
          </section>
        </div>
      )}
    </section>
  );
}
