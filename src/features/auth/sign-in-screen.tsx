/**
 * Sign-in (route `/` when signed out): email ID, password, remember-me and the forgot-password
 * link. Validates with the shared loginSchema, then stores the answer: an unvalidated answer
 * makes the index show the second step; a validated one greets and goes to the role's home.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { isConsoleRole, homePathFor } from '@common/access';
import { MSG } from '@common/messages';
import { useT, translateText, t as translate } from '@/i18n';
import { sessionStore } from '@/session/session-store';
import { toast } from '@/toast/toast-store';
import { fieldErrorsOf } from '@/lib/api-error';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { PasswordField } from '@/components/password-field';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { EmailField } from '@/components/email-field';
import { authApi, type LoginBody } from './auth-api';
import { readRememberedEmail, writeRememberedEmail } from '@/session/remembered-email';

type Errors = Partial<Record<'email_id' | 'password', string>>;

export function SignInScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState(readRememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedEmail() !== '');
  const [errors, setErrors] = useState<Errors>({});

  const login = useMutation({
    mutationFn: (body: LoginBody) => authApi.login(body),
    onSuccess: (result, body) => {
      if (!isConsoleRole(result.role)) {
        toast.error(translateText(MSG.outsideConsole));
        return;
      }
      writeRememberedEmail(remember ? body.email_id : null);
      sessionStore.login(result);
      if (result.is_validated) {
        toast.success(translate('toast.welcome'));
        void navigate({ to: homePathFor(result.role), replace: true });
      }
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors({ email_id: fields.email_id, password: fields.password });
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // zod (about 23 KB gzip) loads on the first submit, not before the form can be used (docs/benchmarks.md, P3).
    const { loginSchema } = await import('@common/validation');
    const parsed = loginSchema.safeParse({ email_id: email, password });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email_id' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    login.mutate({ email_id: parsed.data.email_id, password: parsed.data.password });
  };

  const errorText = (message: string | undefined) => (message ? t.text(message) : undefined);

  return (
    <PreLoginLayout title={t('signIn.title')} description={t('signIn.description')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email_id) setErrors((prev) => ({ ...prev, email_id: undefined }));
          }}
          error={errorText(errors.email_id)}
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('signIn.passwordPlaceholder')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
          }}
          error={errorText(errors.password)}
        />
        <div className="-mt-1 flex flex-wrap items-center justify-between gap-x-4">
          <Checkbox
            label={t('signIn.remember')}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t('signIn.forgot')}
          </Link>
        </div>
        <Button type="submit" busy={login.isPending} className="mt-1">
          {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      <p className="mt-auto pt-10 text-center text-sm text-ink-muted">{t('signIn.help')}</p>
    </PreLoginLayout>
  );
}
