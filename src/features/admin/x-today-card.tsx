/**
 * The admin home's card on today's publishing to X (docs/spec-notes.md, 'Publishing to X', `GET stat/x-publishing`):
 * how many of today's posts are on X, waiting, waiting for a reconnect (leading to those institutions), or given up,
 * and those never sent for want of an account; then the app's quota as X last reported it, or that X paused all
 * publishing and until when; or, on a server without an X app, that publishing is off. Read again every minute while
 * the home is open.
 */
import { useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { useT } from '@/i18n';
import { call } from '@/lib/api-client';
import { formatAdminDate } from '@/lib/format-time';
import { ErrorPanel } from '@/components/error-panel';
import { AlertIcon } from '@/components/icons';
import { StatCard } from './stat-card';

function useXToday() {
  return useQuery({
    queryKey: ['stats', 'x-publishing'] as const,
    queryFn: ({ signal }) => call(ops.xPublishingToday, { toastError: false, signal }),
    refetchInterval: 60_000,
  });
}

function Note({ tone, children }: { tone: 'warn' | 'muted'; children: string }) {
  return (
    <p
      role={tone === 'warn' ? 'status' : undefined}
      className={`flex gap-3 rounded-2xl px-4 py-3 text-[15px] leading-relaxed ${tone === 'warn' ? 'bg-warn-50 text-ink' : 'bg-page text-ink-muted'}`}
    >
      {tone === 'warn' ? <AlertIcon className="mt-0.5 shrink-0 text-warn-600" /> : null}
      {children}
    </p>
  );
}

export function XTodayCard() {
  const t = useT();
  const query = useXToday();
  const d = query.data;
  const when = (iso: string) => formatAdminDate(Date.parse(iso), t.lang);
  const reason = (r: string | null) => (r === 'usage-capped' ? t('x.pause.usage-capped') : t('x.pause.app-quota'));
  return (
    <section aria-labelledby="x-today-title" className="flex flex-col gap-3">
      <h2 id="x-today-title" className="text-xl font-bold text-ink">
        {t('x.today.title')}
      </h2>
      {query.isError ? (
        <ErrorPanel
          title={t('x.today.loadFailed')}
          reason={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : d && !d.enabled ? (
        // Nothing is published on an installation with no X app: the one sentence, and no counts.
        <Note tone="warn">{t('x.today.off')}</Note>
      ) : (
        <>
          {d?.app.paused_until ? (
            <Note tone="warn">
              {t('x.today.paused', { time: when(d.app.paused_until), reason: reason(d.app.pause_reason) })}
            </Note>
          ) : null}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <StatCard label={t('x.today.published')} value={d?.published} tone="ok" />
            <StatCard label={t('x.today.waiting')} value={d?.waiting} tone="brand" />
            <StatCard
              label={t('x.today.needsReconnect')}
              value={d?.needs_reconnect}
              tone={d?.needs_reconnect ? 'warn' : 'muted'}
              to="/admin/institutions"
              search={{ x_status: 'NEEDS_RECONNECT' }}
            />
            <StatCard label={t('x.today.gaveUp')} value={d?.gave_up} tone={d?.gave_up ? 'danger' : 'muted'} />
            <StatCard label={t('x.today.notConnected')} value={d?.not_connected} tone="muted" />
          </div>
          {d?.enabled ? (
            <Note tone="muted">
              {d.app.remaining !== null && d.app.reset_at
                ? t('x.today.quota', { count: d.app.remaining, time: when(d.app.reset_at) })
                : t('x.today.quotaUnknown')}
            </Note>
          ) : null}
        </>
      )}
    </section>
  );
}
