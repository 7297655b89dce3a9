/**
 * Small pieces the recovery steps share: the way back to sign-in (which forgets the recovery
 * state, as the brief of this flow asks), a calm notice box, and the Withdraw action with its
 * one-second hand-over to 'Request Withdrawn!' (docs/product.md, 'Password reset').
 */
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { t as translate, useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { toast } from '@/toast/toast-store';
import { ButtonLink } from '@/components/button';
import { InfoIcon } from '@/components/icons';
import { recoveryApi } from './recovery-api';
import { AFTER_WITHDRAW_MS, clearResetState, rememberRequest, useLater } from './reset-state';

export function BackToSignIn({ look = 'underline' }: { look?: 'underline' | 'fill' }) {
  const t = useT();
  const underline = look === 'underline';
  return (
    <ButtonLink
      to="/"
      look={look}
      width={underline ? 'auto' : 'full'}
      className={underline ? 'self-center' : ''}
      onClick={clearResetState}
    >
      {t('forgot.backToSignIn')}
    </ButtonLink>
  );
}

export function Notice({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'warn' }) {
  const colours =
    tone === 'warn' ? 'border-warn-600/30 bg-warn-50 text-ink' : 'border-brand-200 bg-brand-50 text-brand-950';
  const icon = tone === 'warn' ? 'text-warn-600' : 'text-brand-700';
  return (
    <div className={`flex gap-3 rounded-2xl border p-4 text-[15px] leading-relaxed ${colours}`}>
      <InfoIcon className={`mt-0.5 shrink-0 ${icon}`} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * The footer of a step: its actions, then the way out, which is the main button when leaving is
 * all that is left to do (`backFirst`).
 */
export function StepActions({ children, backFirst = false }: { children?: ReactNode; backFirst?: boolean }) {
  return (
    <div className="mt-auto flex flex-col gap-3 pt-8">
      {backFirst ? <BackToSignIn look="fill" /> : null}
      {children}
      {backFirst ? null : <BackToSignIn />}
    </div>
  );
}

/** Withdraws the open request; the withdrawn screen follows 1 s after the server agrees. */
export function useWithdraw() {
  const user = useSession();
  const later = useLater();
  return useMutation({
    mutationFn: () => recoveryApi.withdraw(user.reset_password_request_id, user.email_id),
    onSuccess: (answer) => {
      toast.success(translate('recovery.withdrawn.toast'));
      later(() => rememberRequest(answer, 'REQUEST_WITHDRAWN'), AFTER_WITHDRAW_MS);
    },
  });
}

/** Starts over at the email step (the default step), e.g. after a closed request or a withdrawal. */
export const startOver = clearResetState;
