/**
 * The 'Didn't get the code?' block under an emailed or texted code: 'Resend OTP in 30 s' while
 * the server would still refuse a new code (it allows one 30 s after the last, docs/product.md, 'Signing in'), then
 * the 'Resend OTP' button, with the same toasts on every screen that offers it.
 */
import { useMutation } from '@tanstack/react-query';
import { t as translate, useT } from '@/i18n';
import { useCountdown } from '@/lib/use-countdown';
import { toast } from '@/toast/toast-store';
import { Button } from './button';

const RESEND_WAIT_SECONDS = 30;
const RESENT_TOAST_MS = 5000;

export interface OtpResendProps {
  /** Asks the server for a fresh code. */
  send: () => Promise<unknown>;
  /** Offer the button at once (a code mailed long ago), instead of 30 s after the screen opens. */
  atOnce?: boolean;
  disabled?: boolean;
}

export function OtpResend({ send, atOnce = false, disabled = false }: OtpResendProps) {
  const t = useT();
  const { remaining, restart } = useCountdown(atOnce ? 0 : RESEND_WAIT_SECONDS);

  const resend = useMutation({
    mutationFn: () => send(),
    onMutate: () => toast.info(translate('otp.resending')),
    onSuccess: () => {
      toast.success(translate('otp.resent'), { duration: RESENT_TOAST_MS });
      restart(RESEND_WAIT_SECONDS);
    },
  });

  return (
    <div className="mt-6 flex min-h-[5.5rem] flex-col items-center justify-center gap-1 rounded-2xl bg-page px-4 py-3 text-center">
      <p className="text-[15px] text-ink-muted">{t('otp.didNotGet')}</p>
      {remaining > 0 ? (
        <p className="flex min-h-12 items-center text-base font-semibold text-ink-soft tabular-nums" aria-live="off">
          {t('otp.resendIn', { seconds: remaining })}
        </p>
      ) : (
        <Button
          look="underline"
          width="auto"
          onClick={() => resend.mutate()}
          busy={resend.isPending}
          disabled={disabled}
        >
          {t('otp.resend')}
        </Button>
      )}
    </div>
  );
}
