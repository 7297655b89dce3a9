/**
 * The warden dashboard frame: brand header with the account menu, the page, and the footer with
 * help links (the help page and, when set, the support videos), copyright, version and the powered-by mark
 * (docs/product.md, 'Screens and routes'). The header also links the outbox with a count of unsent posts
 * (docs/product.md, 'The outbox'). The header stays on top while scrolling so 'logout' and the menu are one tap away
 * on long lists. After the idle time the page gives way to the idle screen (IdleGuard, docs/product.md, 'Screens and
 * routes').
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import poweredByUrl from '@/assets/powered-by.svg';
import { useT } from '@/i18n';
import { HelpLinks } from '@/components/help-links';
import { SignedInIdleGuard } from '@/idle/idle-guard';
import { OutboxLink } from './outbox-link';
import { UserMenu } from './user-menu';

export function DashboardShell({ children }: { children: ReactNode }) {
  const t = useT();

  return (
    <div className="flex min-h-dvh flex-col bg-page">
      <header className="sticky top-0 z-30 bg-brand-800 text-white shadow-[0_1px_0_rgb(0_0_0/0.08)]">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
          <Link
            to="/dashboard/home"
            className="flex min-h-12 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-white"
          >
            <img src="/icon.svg" alt="" width={36} height={36} className="size-9 rounded-[10px] ring-1 ring-white/20" />
            {/* Hidden from sight on narrow phones, never from screen readers: it names the link. */}
            <span className="sr-only text-lg font-bold tracking-tight min-[420px]:not-sr-only">{t('app.name')}</span>
          </Link>
          <div className="flex items-center gap-1">
            <OutboxLink />
            <UserMenu />
          </div>
        </div>
      </header>

      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-5 sm:py-8">
        <SignedInIdleGuard>{children}</SignedInIdleGuard>
      </main>

      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <nav className="flex flex-wrap gap-x-6 gap-y-1">
            <HelpLinks />
          </nav>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
            <span>{t('footer.copyright')}</span>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
              {t('footer.version')}
            </span>
            <span className="inline-flex items-center gap-2">
              {t('footer.poweredBy')}
              <img src={poweredByUrl} alt={t('app.name')} width={135} height={24} className="h-6 w-auto" />
            </span>
          </div>
        </div>
      </footer>
    </div>
  );
}
