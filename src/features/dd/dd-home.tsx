/**
 * `/dd`, the deputy director's home: a greeting with the districts, the posts waiting for review
 * (docs/review.md), this month's counts (links to the status lists), the month's charts
 * (docs/spec-notes.md, 'Supervisors' views and the public audit'), who is
 * late (today's late posts and this week's weakest taluks) and the district's incomplete institutes.
 */
import { useT } from '@/i18n';
import { nameIn } from '@/lib/names';
import { greetingName, useSession } from '@/session/use-session';
import { useDdStats } from './api/get-dd-stats';
import { DdStatCards } from './dd-stat-cards';
import { IncompleteCard } from './incomplete-card';
import { LateToday } from './late-today';
import { SupervisorCharts } from '@/components/charts';
import type { ReactNode } from 'react';

/** `notice`: what the route puts under the greeting (the posts waiting for review). */
export function DdHome({ notice }: { notice?: ReactNode }) {
  const t = useT();
  const user = useSession();
  const districts = useDdStats().data?.districts ?? [];
  const names = districts.map((d) => nameIn(d.name, t.lang)).join(', ');
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-card bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-card sm:p-8">
        <p className="text-[15px] font-medium text-brand-100">{t('role.DD')}</p>
        <h1 className="mt-1 text-[28px] leading-tight font-bold tracking-tight sm:text-[32px]">
          {t('admin.home.welcome', { name: greetingName(user) })}
        </h1>
        <p className="mt-2 text-base text-brand-50">{names ? t('dd.home.districts', { names }) : '\u00a0'}</p>
      </section>
      {notice}
      <DdStatCards />
      <SupervisorCharts view="dd" />
      <LateToday />
      <IncompleteCard />
    </div>
  );
}
