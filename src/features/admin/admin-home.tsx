/**
 * `/admin`, the landing page of ADMIN and SUPER_ADMIN accounts until the full console arrives: a
 * greeting and a card that leads to the reset approvals with how many are waiting, so the one task
 * an admin has today is one tap away.
 */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n';
import { greetingName, useSession } from '@/session/use-session';
import { ButtonLink } from '@/components/button';
import { KeyIcon } from '@/components/icons';
import { pendingResetsQuery } from './approvals-api';

export function AdminHome() {
  const t = useT();
  const user = useSession();
  const pending = useQuery(pendingResetsQuery());
  const count = pending.data?.total_items;

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-card bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-card sm:p-8">
        <p className="text-[15px] font-medium text-brand-100">{user.role ? t(`role.${user.role}`) : ''}</p>
        <h1 className="mt-1 text-[28px] leading-tight font-bold tracking-tight sm:text-[32px]">{t('admin.home.welcome', { name: greetingName(user) })}</h1>
        <p className="mt-2 max-w-xl text-base leading-relaxed text-brand-50">{t('admin.home.description')}</p>
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        <article className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <KeyIcon width={24} height={24} />
            </div>
            {count !== undefined ? (
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${count > 0 ? 'bg-warn-50 text-warn-600' : 'bg-page text-ink-muted'}`}>
                {t('admin.home.waiting', { count })}
              </span>
            ) : null}
          </div>
          <div>
            <h2 className="text-xl font-bold text-ink">{t('admin.home.approvalsTitle')}</h2>
            <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('admin.home.approvalsText')}</p>
          </div>
          <ButtonLink to="/admin/approvals" className="mt-auto sm:w-auto sm:self-start">
            {t('admin.home.open')}
          </ButtonLink>
        </article>
      </section>
    </div>
  );
}
