/**
 * FORGOT_PASSWORD, the first recovery step: the email ID, then `POST reset-password/request`.
 * The answer picks the next step (docs/product.md, 'Password reset'): 201 for a super admin is approved at
 * once (Verify OTP), 201 for anyone else waits for approval, 202 means a request is already open
 * (Hold On!), 408 means one was rejected within 24 hours (Try Again Later!).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailSchema } from '@common/validation';
import { useT } from '@/i18n';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { Button } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { EmailField } from '@/components/email-field';
import { readRememberedEmail } from '@/session/remembered-email';
import type { PublicReset, ResetRequest } from '@common/contract/answers/reset';
import { recoveryApi, resetStatusKey, toastApiError } from './recovery-api';
import { rememberRequest, rememberTryLater } from './reset-state';

function seedStatus(answer: ResetRequest): PublicReset {
  return {
    request_id: answer.reset_password_request_id,
    reset_password_request_readable_id: answer.reset_password_request_readable_id,
    status: answer.status,
    activities: answer.activities,
  };
}

export function RequestStep() {
  const t = useT();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(readRememberedEmail);
  const [error, setError] = useState<string | undefined>();

  const request = useMutation({
    mutationFn: (email_id: string) => recoveryApi.request(email_id),
    onSuccess: ({ status_code, data }) => {
      queryClient.setQueryData(resetStatusKey(data.reset_password_request_id), seedStatus(data));
      if (status_code === 202) rememberRequest(data, 'ALREADY_EXIST', 'ALREADY_EXIST');
      else rememberRequest(data, data.status === 'APPROVED' ? 'VALIDATE_OTP' : 'REQUIRES_APPROVAL');
    },
    onError: (failure, email_id) => {
      if (!isApiError(failure)) return;
      const tryAfter = Number((failure.data as { try_after?: unknown } | null)?.try_after);
      if (failure.status_code === 408 && tryAfter > 0) rememberTryLater(email_id, tryAfter);
      else if (failure.status_code === 404) setError(failure.message);
      else if (failure.status_code === 422) setError(fieldErrorsOf(failure).email_id ?? failure.message);
      else toastApiError(failure);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data);
  };

  return (
    <PreLoginLayout
      title={t('forgot.title')}
      description={t('forgot.description')}
      action={{ label: t('forgot.backToSignIn'), to: '/' }}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error ? t.text(error) : undefined}
        />
        <Button type="submit" busy={request.isPending}>
          {request.isPending ? t('recovery.sending') : t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-auto pt-10 text-center text-sm leading-relaxed text-ink-muted">{t('recovery.howItWorks')}</p>
    </PreLoginLayout>
  );
}
