/**
 * /forgot-password, first cut: the email entry step (FORGOT_PASSWORD) with its validation and
 * the link back to sign-in. The request/approval/OTP steps arrive with the recovery issue; until
 * then a valid email gets an honest note instead of a request that nothing would follow up.
 */
import { useState, type FormEvent } from 'react';
import { emailSchema } from '@common/validation';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { InfoIcon } from '@/components/icons';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { TextField } from '@/components/text-field';
import { readRememberedEmail } from '@/features/auth/remembered-email';

export function ForgotPasswordScreen() {
  const t = useT();
  const [email, setEmail] = useState(readRememberedEmail);
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setSubmitted(false);
      return;
    }
    setError(undefined);
    setSubmitted(true);
  };

  return (
    <PreLoginLayout
      title={t('forgot.title')}
      description={t('forgot.description')}
      action={{ label: t('forgot.backToSignIn'), to: '/' }}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={t('signIn.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('signIn.emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error ? t.text(error) : undefined}
        />
        <Button type="submit">{t('forgot.submit')}</Button>
      </form>
      {submitted ? (
        <div role="status" className="mt-6 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-[15px] leading-relaxed text-brand-950">
          <InfoIcon className="mt-0.5 shrink-0 text-brand-700" />
          <p>{t('forgot.notYet')}</p>
        </div>
      ) : null}
    </PreLoginLayout>
  );
}
