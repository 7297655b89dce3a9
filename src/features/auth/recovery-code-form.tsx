/**
 * The recovery-code entry of 'Enter gAuth OTP', shown after 'Use a recovery code instead': one of
 * the ten codes saved at enrolment (xxxxx-xxxxx) in place of the authenticator's code. It works
 * like the OTP form beside it, but a refused code stays in the box so a typo can be fixed.
 */
import { validate2faSchema } from '@common/validation';
import { useT } from '@/i18n';
import { useCodeEntry } from '@/lib/use-code-entry';
import { useSession } from '@/session/use-session';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { cleanRecoveryCodeInput } from './two-factor-codes';
import type { TwoFactorValidation } from './use-two-factor-validation';

export function RecoveryCodeForm({ validation }: { validation: TwoFactorValidation }) {
  const t = useT();
  const user = useSession();
  const entry = useCodeEntry({
    // An empty box is checked as a missing authenticator code: 'OTP is Required'.
    check: (value) => validate2faSchema.safeParse({ admin_id: Number(user.id), recovery_code: value || undefined }),
    submit: (recovery_code) => validation.send({ recovery_code }),
    refused: validation.refused,
    keepRefused: true,
  });

  return (
    <form noValidate onSubmit={entry.onSubmit} className="flex flex-col gap-6">
      <TextField
        label={t('twoFa.recoveryLabel')}
        name="recovery_code"
        placeholder={t('twoFa.recoveryPlaceholder')}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        maxLength={11}
        value={entry.value}
        onChange={(event) => entry.change(cleanRecoveryCodeInput(event.target.value))}
        error={entry.error ? t.text(entry.error) : undefined}
        hint={t('twoFa.recoveryHint')}
        disabled={entry.busy}
        className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-wider"
      />
      <Button type="submit" busy={entry.busy}>
        {entry.busy ? t('otp.submitting') : t('otp.submit')}
      </Button>
    </form>
  );
}
