/**
 * The side panel shown while 2FA set-up is pending (docs/product.md, 'Screens and routes'): 1) download an
 * authenticator app from the app stores, 2) open it and tap the plus icon to scan the QR code. Beside the QR code on
 * wide screens, below it on phones.
 */
import type { ReactNode } from 'react';
import { useT } from '@/i18n';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-sm"
        aria-hidden="true"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <p className="text-base font-semibold text-ink">{title}</p>
        <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{children}</p>
      </div>
    </li>
  );
}

export function AuthenticatorStepsPanel({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <aside
      aria-labelledby="authenticator-steps-title"
      className={`rounded-2xl border border-brand-100 bg-brand-50/70 p-5 sm:p-6 ${className}`}
    >
      <h2 id="authenticator-steps-title" className="text-lg font-bold tracking-tight text-brand-950">
        {t('twoFa.stepsTitle')}
      </h2>
      <ol className="mt-4 flex flex-col gap-5">
        <Step number={1} title={t('twoFa.step1Title')}>
          {t('twoFa.step1Text')}
        </Step>
        <Step number={2} title={t('twoFa.step2Title')}>
          {t('twoFa.step2Text')}
        </Step>
      </ol>
    </aside>
  );
}
