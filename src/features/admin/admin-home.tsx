/**
 * `/admin`, the home of ADMIN and SUPER_ADMIN: the posts waiting for review (docs/review.md),
 * this month's statewide counts (`stat/admin-home`), institutions, active wardens and pending
 * reset approvals (linking to /admin/approvals), the month's charts and district ranking
 * (docs/spec-notes.md, 'Supervisors' views and the public audit'), today's publishing to X
 * (docs/spec-notes.md, 'Publishing to X'), then the incomplete institutes: counts that open their
 * full lists and the first ten to fix.
 */
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { greetingName, useSession } from '@/session/use-session';
import { ErrorPanel } from '@/components/error-panel';
import { nameIn } from '@/lib/names';
import {
  INCOMPLETE_COUNT_OF,
  INCOMPLETE_KINDS,
  useAdminHomeStats,
  useIncompleteCounts,
  useIncompleteLimited,
} from '@/lib/console-stats';
import { StatCard } from './stat-card';
import { XTodayCard } from './x-today-card';
import { SupervisorCharts } from '@/components/charts';
import { useXPublishing } from '@/idle/idle-config';
import type { ReactNode } from 'react';

/** `notice`: what the route puts under the greeting (the posts waiting for review). */
export function AdminHome({ notice }: { notice?: ReactNode }) {
  const t = useT();
  const user = useSession();
  const stats = useAdminHomeStats();
  const counts = useIncompleteCounts();
  const limited = useIncompleteLimited();
  const s = stats.data;
  const c = counts.data;
  // With no X app on this installation nothing can connect: no X-connection count to chase.
  const xPublishing = useXPublishing();

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-card bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-card sm:p-8">
        <p className="text-[15px] font-medium text-brand-100">{user.role ? t(`role.${user.role}`) : ''}</p>
        <h1 className="mt-1 text-[28px] leading-tight font-bold tracking-tight sm:text-[32px]">
          {t('admin.home.welcome', { name: greetingName(user) })}
        </h1>
        <p className="mt-2 max-w-xl text-base leading-relaxed text-brand-50">{t('admin.home.description')}</p>
      </section>

      {notice}

      <section aria-labelledby="month-title" className="flex flex-col gap-3">
        <h2 id="month-title" className="text-xl font-bold text-ink">
          {t('adm.home.month')}
        </h2>
        {stats.isError ? (
          <ErrorPanel
            title={t('adm.home.loadFailed')}
            reason={stats.error.message}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t('tweets.stats.onTime')} value={s?.posted_on_time} tone="ok" />
            <StatCard label={t('tweets.stats.delayed')} value={s?.posted_with_delay} tone="warn" />
            <StatCard label={t('tweets.stats.afterDeadline')} value={s?.post_not_considered} tone="danger" />
            <StatCard label={t('tweets.stats.notPosted')} value={s?.tweets_not_posted} tone="muted" />
            <StatCard label={t('adm.home.institutions')} value={s?.institutions} to="/admin/institutions" />
            <StatCard label={t('adm.home.wardens')} value={s?.active_wardens} />
            <StatCard
              label={t('adm.home.approvals')}
              value={s?.pending_reset_approvals}
              to="/admin/approvals"
              tone={s?.pending_reset_approvals ? 'warn' : 'muted'}
            />
          </div>
        )}
      </section>

      <SupervisorCharts view="admin" />

      <XTodayCard />

      <section aria-labelledby="incomplete-title" className="flex flex-col gap-3">
        <h2 id="incomplete-title" className="text-xl font-bold text-ink">
          {t('adm.home.incomplete')}
        </h2>
        {counts.isError ? (
          <ErrorPanel
            title={t('adm.home.loadFailed')}
            reason={counts.error.message}
            onRetry={() => void counts.refetch()}
          />
        ) : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {INCOMPLETE_KINDS.filter((kind) => xPublishing || kind !== 'x-connection').map((kind) => (
              <StatCard
                key={kind}
                label={t(`adm.incomplete.title.${kind}`)}
                value={c?.[INCOMPLETE_COUNT_OF[kind]]}
                to="/admin/incomplete/$kind"
                params={{ kind }}
                tone="warn"
              />
            ))}
          </div>
        )}
        {limited.data && limited.data.items.length > 0 ? (
          <ul
            className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card"
            aria-label={t('adm.home.toFix')}
          >
            {limited.data.items.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink capitalize">{row.en_name}</p>
                  <p className="text-sm text-ink-muted">
                    {nameIn(row.taluk.name, t.lang)}, {nameIn(row.district.name, t.lang)} ·{' '}
                    {row.missing.map((m) => t(`adm.missing.${m}`)).join(', ')}
                  </p>
                </div>
                <Link
                  to="/admin/institutions"
                  search={{ edit: row.id }}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t('adm.incomplete.fix')}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
