/**
 * CHANGE_PASSWORD: the new password twice, checked with the shared resetPasswordSchema (the contract's
 * messages, docs/product.md, 'Validation rules'), then `PATCH reset-password/change/{user_id}` carrying the reset
 * token from the OTP step. Without that token (it lives 15 minutes, in memory only) the server answers 401; the
 * contract (docs/product.md, 'Password reset') shows that as a request to validate through OTP first, which here
 * means a fresh request.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { resetPasswordSchema, type ResetPasswordInput } from '@common/validation';
import { useT } from '@/i18n';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { useSession } from '@/session/use-session';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-field';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { recoveryApi, toastApiError } from './recovery-api';
import { CheckMark, StatusBadge } from './recovery-badges';
import { Notice, StepActions, useWithdraw } from './recovery-parts';
import { clearResetState, getResetToken, setResetToken } from './reset-state';

type Field = keyof ResetPasswordInput;
type Errors = Partial<Record<Field, string>>;

export function NewPasswordStep() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession();
  const withdraw = useWithdraw();
  const [values, setValues] = useState<ResetPasswordInput>({ new_password: '', repeat_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [token, setToken] = useState(getResetToken);

  const change = useMutation({
    mutationFn: (body: ResetPasswordInput) => recoveryApi.changePassword(Number(user.id), token ?? '', body),
    onSuccess: () => {
      void navigate({ to: '/password-change-success', replace: true }).then(clearResetState);
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.status_code === 401) {
        setResetToken(null);
        setToken(null);
      } else if (isApiError(failure) && failure.status_code === 422) {
        setErrors(fieldErrorsOf(failure));
      } else {
        toastApiError(failure);
      }
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    autoComplete: 'new-password',
    error: errors[name] ? t.text(errors[name]) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((prev) => ({ ...prev, [name]: value }));
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
  });

  return (
    <PreLoginLayout
      title={t('recovery.password.title')}
      description={t('recovery.password.description', { email: user.email_id })}
      badge={
        <StatusBadge tone="ok">
          <CheckMark />
        </StatusBadge>
      }
    >
      {token ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <PasswordField label={t('recovery.password.new')} {...field('new_password')} />
          {/* Always in view, also while an error replaces the field's own hint line. */}
          <p className="-mt-2 rounded-xl bg-page px-3 py-2.5 text-sm leading-relaxed text-ink-muted">
            {t('recovery.password.rules')}
          </p>
          <PasswordField label={t('recovery.password.repeat')} {...field('repeat_password')} />
          <Button type="submit" busy={change.isPending} className="mt-1">
            {change.isPending ? t('recovery.password.saving') : t('recovery.password.submit')}
          </Button>
        </form>
      ) : (
        <Notice tone="warn">{t('recovery.password.validateFirst')}</Notice>
      )}
      <StepActions backFirst={!token}>
        {token ? null : (
          <Button
            look="bordered"
            colour="error"
            busy={withdraw.isPending}
            disabled={withdraw.isSuccess}
            onClick={() => withdraw.mutate()}
          >
            {withdraw.isPending ? t('recovery.withdrawing') : t('recovery.withdraw')}
          </Button>
        )}
      </StepActions>
    </PreLoginLayout>
  );
}
