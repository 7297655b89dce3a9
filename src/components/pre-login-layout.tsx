/**
 * The frame of every screen before the dashboard (sign-in, OTP steps, password recovery): logo
 * strip, a heading with its description and an optional action link (docs/product.md, 'Screens and routes'), then the
 * form, and below it the help links (the help page, works signed out) with the copyright. Full-bleed white on phones;
 * a centred card on wider screens.
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { HelpLinks } from './help-links';
import { LanguageSwitch } from './language-switch';
import { LogoStrip } from './logo-strip';

export interface PreLoginAction {
  label: string;
  to: LinkProps['to'];
}

export interface PreLoginLayoutProps {
  title: string;
  description?: ReactNode;
  action?: PreLoginAction | undefined;
  /** Shown above the heading, e.g. an illustration or status icon. */
  badge?: ReactNode;
  children?: ReactNode;
  /** A wider card on large screens, for screens with a side panel (2FA set-up). */
  wide?: boolean;
}

export function PreLoginLayout({ title, description, action, badge, children, wide = false }: PreLoginLayoutProps) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-white sm:bg-page">
      <div className="h-1.5 bg-gradient-to-r from-brand-700 via-brand-500 to-leaf-400" aria-hidden="true" />
      <main className="flex flex-1 flex-col sm:items-center sm:justify-center sm:px-6 sm:py-10">
        <div
          className={`flex w-full flex-1 flex-col bg-white sm:max-w-[28rem] ${wide ? 'lg:max-w-[56rem]' : ''} sm:flex-none sm:overflow-hidden sm:rounded-card sm:border sm:border-line sm:shadow-card`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white px-4 py-4 sm:px-8">
            <LogoStrip />
            <LanguageSwitch className="shrink-0" />
          </div>

          <div className="flex flex-1 flex-col px-5 pt-8 pb-8 sm:px-8 sm:pb-10">
            <header className="mb-7">
              {badge ? <div className="mb-5">{badge}</div> : null}
              <h1 className="text-[28px] leading-tight font-bold tracking-tight text-ink">{title}</h1>
              {description ? <p className="mt-2 text-base leading-relaxed text-ink-muted">{description}</p> : null}
              {action ? (
                <Link
                  to={action.to}
                  className="mt-3 inline-flex min-h-11 items-center text-base font-semibold text-brand-800 underline decoration-brand-300 decoration-2 underline-offset-4 hover:decoration-brand-700"
                >
                  {action.label}
                </Link>
              ) : null}
            </header>
            <div className="flex flex-1 flex-col">{children}</div>
          </div>
        </div>
        <div className="flex flex-col items-center gap-1 px-5 py-4 text-center text-sm text-ink-soft">
          <nav className="flex flex-wrap justify-center gap-x-6">
            <HelpLinks />
          </nav>
          <p>
            {t('footer.copyright')} · {t('footer.version')}
          </p>
        </div>
      </main>
    </div>
  );
}
