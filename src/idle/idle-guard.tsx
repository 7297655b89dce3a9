/**
 * Wraps a shell's content: after the idle time the content is replaced by the idle screen with
 * 'Keep Signed In' and 'Logout' (docs/product.md, 'Screens and routes'). The content stays mounted but hidden and
 * inert, so a half-filled form (a tweet being written) is still there after 'Keep Signed In'. Reuse: wrap any shell's
 * main area and pass how that shell signs out, or use SignedInIdleGuard, which signs out and goes to the sign-in page
 * as every shell does.
 */
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '@/session/sign-out';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { ClockIcon } from '@/components/action-icons';
import { LogoutIcon } from '@/components/icons';
import { useIdleTracking } from './use-idle-tracking';

export function IdleScreen({ onKeepSignedIn, onLogout }: { onKeepSignedIn: () => void; onLogout: () => void }) {
  const t = useT();
  return (
    <section
      role="alertdialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-description"
      className="mx-auto flex w-full max-w-md flex-col items-center rounded-card border border-line bg-white px-6 py-8 text-center shadow-card sm:px-8 sm:py-10"
    >
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/60">
        <ClockIcon width={32} height={32} />
      </span>
      <h1 id="idle-title" className="mt-5 text-2xl font-bold tracking-tight text-ink">
        {t('idle.title')}
      </h1>
      <p id="idle-description" className="mt-2 text-base leading-relaxed text-ink-muted">
        {t('idle.description')}
      </p>
      <p className="mt-2 text-sm text-ink-soft">{t('idle.allTabs')}</p>
      <div className="mt-7 flex w-full flex-col gap-3">
        <Button onClick={onKeepSignedIn} autoFocus>
          {t('idle.keep')}
        </Button>
        <Button look="bordered" colour="error" onClick={onLogout}>
          <LogoutIcon />
          {t('idle.logout')}
        </Button>
      </div>
    </section>
  );
}

export interface IdleGuardProps {
  children: ReactNode;
  /** Signs out (clears the session) and goes to `/`, as the shell's own logout does. */
  onLogout: () => void;
  /** Off for screens that need no guard; on by default. */
  enabled?: boolean;
}

export function IdleGuard({ children, onLogout, enabled = true }: IdleGuardProps) {
  const { idle, keepSignedIn, announceLogout } = useIdleTracking(enabled);
  return (
    <>
      <div hidden={idle} inert={idle}>
        {children}
      </div>
      {idle ? (
        <IdleScreen
          onKeepSignedIn={keepSignedIn}
          onLogout={() => {
            announceLogout();
            onLogout();
          }}
        />
      ) : null}
    </>
  );
}

/** The guard every shell uses: 'Logout' signs out here and in every tab and goes to sign-in. */
export function SignedInIdleGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <IdleGuard
      onLogout={() => {
        signOut();
        void navigate({ to: '/', replace: true });
      }}
    >
      {children}
    </IdleGuard>
  );
}
