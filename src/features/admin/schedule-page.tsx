/**
 * `/admin/schedule`: the meal slots (opens, due, late until; Asia/Kolkata) per institution type,
 * from `GET schedule`. A SUPER_ADMIN edits and saves a type (`PUT schedule/{type}`); an ADMIN sees
 * the same page read-only (the server refuses them anyway). A saved change applies from tomorrow
 * and never re-judges past posts; until then it shows as the pending change.
 */
import { can } from '@common/access';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { ErrorPanel } from '@/components/error-panel';
import { InfoIcon } from '@/components/icons';
import { useSchedule } from './api/schedule-api';
import { ScheduleTypeCard } from './schedule-type-card';

export function SchedulePage() {
  const t = useT();
  const user = useSession();
  const schedule = useSchedule();
  const canEdit = can(user.role, 'schedule.update');

  return (
    <section className="flex flex-col gap-5">
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{t('adm.schedule.title')}</h1>
        <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('adm.schedule.description')}</p>
      </div>
      <p className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-[15px] leading-relaxed text-brand-900">
        <InfoIcon width={22} height={22} className="mt-0.5 shrink-0" />
        <span>{t(canEdit ? 'adm.schedule.note' : 'adm.schedule.readOnly')}</span>
      </p>
      {schedule.isError ? (
        <ErrorPanel
          title={t('adm.schedule.loadFailed')}
          reason={schedule.error.message}
          onRetry={() => void schedule.refetch()}
          retrying={schedule.isFetching}
        />
      ) : schedule.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          {[0, 1].map((i) => (
            <div key={i} className="h-64 animate-pulse rounded-card border border-line bg-white" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4">
          {schedule.data.items.map((item) => (
            <ScheduleTypeCard key={item.organization_type} item={item} canEdit={canEdit} />
          ))}
        </div>
      )}
    </section>
  );
}
