/**
 * The one 6-digit code form of the app: the emailed or texted sign-in code, the authenticator
 * code, the 2FA enrolment check and the password-reset code all use it. It holds the input, the
 * check with the shared otpSchema, the submit button with its pending state, the inline refusal
 * and, where the code was sent by the server, the 'Resend OTP' block. Each screen passes only its
 * texts, how to send the code, what a refusal means and, if it has one, how to resend.
 */
import { otpSchema } from '@common/validation';
import { useT } from '@/i18n';
import { useCodeEntry } from '@/lib/use-code-entry';
import { Button } from './button';
import { CheckCircleIcon } from './icons';
import { OtpInput } from './otp-input';
import { OtpResend } from './otp-resend';

export interface OtpFormProps {
  /** Under the boxes: how long the code lives, or how often the app changes it. */
  hint: string;
  /** The button, and the button while the code is being checked; 'Validate' unless given. */
  submitLabel?: string | undefined;
  pendingLabel?: string | undefined;
  /** Shown in place of the button once the code is accepted, when the screen stays a moment. */
  acceptedNote?: string | undefined;
  /** Sends a code that passed otpSchema; resolves once what follows a good code has been done. */
  submit: (code: string) => Promise<unknown>;
  /** Deals with a refused code and answers the English text to show under the boxes, if any. */
  refused?: ((failure: unknown) => string | undefined) | undefined;
  /** Asks for a fresh code; without it there is no resend block (an authenticator's code). */
  resend?: (() => Promise<unknown>) | undefined;
  /** Offer 'Resend OTP' at once instead of after 30 s (the code may have been mailed long ago). */
  resendAtOnce?: boolean;
}

export function OtpForm({
  hint,
  submitLabel,
  pendingLabel,
  acceptedNote,
  submit,
  refused,
  resend,
  resendAtOnce = false,
}: OtpFormProps) {
  const t = useT();
  const entry = useCodeEntry({ check: (code) => otpSchema.safeParse(code), submit, refused });
  const done = acceptedNote !== undefined && entry.accepted;

  return (
    <>
      <form noValidate onSubmit={entry.onSubmit} className="flex flex-col gap-6">
        <OtpInput
          label={t('otp.label')}
          value={entry.value}
          onChange={entry.change}
          error={entry.error ? t.text(entry.error) : undefined}
          hint={hint}
          autoFocus
          disabled={entry.busy}
        />
        {done ? (
          <p
            role="status"
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-ok-50 px-4 text-base font-semibold text-ok-600"
          >
            <CheckCircleIcon /> {acceptedNote}
          </p>
        ) : (
          <Button type="submit" busy={entry.busy}>
            {entry.busy ? (pendingLabel ?? t('otp.submitting')) : (submitLabel ?? t('otp.submit'))}
          </Button>
        )}
      </form>
      {resend ? <OtpResend send={resend} atOnce={resendAtOnce} disabled={entry.accepted} /> : null}
    </>
  );
}
