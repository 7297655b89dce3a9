/**
 * The frame of the admin console (`/admin/*`, ADMIN and SUPER_ADMIN): brand header with the
 * account menu, a section nav ('Home', 'Reset approvals') and the page. Desktop-first, since
 * admins work at a desk, but the nav is a scrollable tab row so it also works on a phone. The
 * full console of a later issue adds its sections to NAV.
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useT, type MessageId } from '@/i18n';
import { useSession } from '@/session/use-session';
import { AdminAccountMenu } from './admin-account-menu';

const NAV: { to: LinkProps['to']; label: MessageId; exact: boolean }[] = [
  { to: '/admin', label: 'admin.nav.home', exact: true },
  { to: '/admin/accounts', label: 'adm.nav.accounts', exact: false },
  { to: '/admin/institutions', label: 'adm.nav.institutions', exact: false },
  { to: '/admin/approvals', label: 'admin.nav.approvals', exact: false },
  { to: '/admin/schedule', label: 'adm.nav.schedule', exact: false },
];

export function AdminShell({ children }: { children: ReactNode }) {
  const t = useT();
  const user = useSession();

  return (
    <div className="flex min-h-dvh flex-col bg-page">
      <header className="sticky top-0 z-30 bg-brand-800 text-white shadow-[0_1px_0_rgb(0_0_0/0.08)]">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/admin" className="flex min-h-12 min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-white">
            <img src="/icon.svg" alt="" width={36} height={36} className="size-9 shrink-0 rounded-[10px] ring-1 ring-white/20" />
            <span className="hidden min-w-0 flex-col leading-tight min-[480px]:flex">
              <span className="text-lg font-bold tracking-tight">{t('app.name')}</span>
              <span className="text-[13px] font-medium text-brand-100">{t('admin.console')}</span>
            </span>
          </Link>
          <AdminAccountMenu user={user} />
        </div>
        <nav aria-label={t('admin.nav.label')} className="bg-brand-900/40">
          <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4">
            {NAV.map((item) => (
              <li key={item.label} className="shrink-0">
                <Link
                  to={item.to}
                  activeOptions={{ exact: item.exact }}
                  className="relative flex min-h-12 items-center px-3 text-[15px] font-semibold text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white data-[status=active]:text-white data-[status=active]:after:absolute data-[status=active]:after:inset-x-2 data-[status=active]:after:bottom-0 data-[status=active]:after:h-[3px] data-[status=active]:after:rounded-t data-[status=active]:after:bg-leaf-400"
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{children}</main>

      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 text-sm text-ink-muted sm:px-6">
          <span>{t('footer.copyright')}</span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{t('footer.version')}</span>
        </div>
      </footer>
    </div>
  );
}
