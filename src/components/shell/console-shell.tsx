/**
 * The frame of a supervisors' console (`/admin/*`, `/dd/*`, `/helpline`): brand header with the
 * console's name and the account menu, a row of sections that gathers what does not fit under
 * 'More' (console-nav.tsx, so it fits 1024 px in Kannada too) and the page. It takes its sections
 * as props so each console lists only what its role may open. After the idle time the
 * page gives way to the idle screen, the same as the warden dashboard's (SignedInIdleGuard, in step across
 * tabs), and no API call goes out until 'Keep Signed In' (lib/api-client.ts).
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { SignedInIdleGuard } from '@/idle/idle-guard';
import { useT, type MessageId } from '@/i18n';
import { AccountMenu } from './account-menu';
import { ConsoleNav } from './console-nav';
import { HelpLinks } from '@/components/help-links';

export interface ConsoleNavItem {
  to: LinkProps['to'];
  label: MessageId;
  exact?: boolean;
}

export interface ConsoleShellProps {
  home: LinkProps['to'];
  title: MessageId;
  navLabel: MessageId;
  nav: ConsoleNavItem[];
  children: ReactNode;
}

export function ConsoleShell({ home, title, navLabel, nav, children }: ConsoleShellProps) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-page">
      <header className="sticky top-0 z-30 bg-brand-800 text-white shadow-[0_1px_0_rgb(0_0_0/0.08)]">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to={home}
            className="flex min-h-12 min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-white"
          >
            <img
              src="/icon.svg"
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-[10px] ring-1 ring-white/20"
            />
            {/* Hidden from sight on narrow phones, never from screen readers: it names the link. */}
            <span className="sr-only min-w-0 flex-col leading-tight min-[480px]:not-sr-only min-[480px]:flex">
              <span className="text-lg font-bold tracking-tight">{t('app.name')}</span>
              <span className="text-[13px] font-medium text-brand-100">{t(title)}</span>
            </span>
          </Link>
          <AccountMenu />
        </div>
        {nav.length > 1 ? <ConsoleNav label={navLabel} nav={nav} /> : null}
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <SignedInIdleGuard>{children}</SignedInIdleGuard>
      </main>
      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 text-sm text-ink-muted sm:px-6">
          <nav className="flex flex-wrap gap-x-6 sm:mr-auto">
            <HelpLinks />
          </nav>
          <span>{t('footer.copyright')}</span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
            {t('footer.version')}
          </span>
        </div>
      </footer>
    </div>
  );
}
