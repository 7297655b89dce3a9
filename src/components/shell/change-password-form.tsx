/**
 * The change-password form (docs/product.md, 'Screens and routes' and 'Validation rules'), used by the popup and by
 * /dashboard/change-password: Current, New and Repeat Password, each with show/hide, then Submit and Cancel. Rules
 * and messages come from the shared changePasswordSchema; the server's 422 field errors ('Current Password is
 * Incorrect.') land under their fields; a 401 means the sign-in is not validated.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MSG } from '@common/messages';
import { changePasswordSchema } from '@common/validation';
import { t as translate, translateText, useT, type MessageId } from '@/i18n';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { sessionStore } from '@/session/session-store';
import { useSession } from '@/session/use-session';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import {
  accountApi,
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordBody,
  type ChangePasswordField,
} from '@/session/account-api';

type Errors = Partial<Record<ChangePasswordField, string>>;

const EMPTY: ChangePasswordBody = { current_password: '', new_password: '', repeat_password: '' };

const FIELDS: { name: ChangePasswordField; label: MessageId; autoComplete: string }[] = [
  { name: 'current_password', label: 'changePassword.current', autoComplete: 'current-password' },
  { name: 'new_password', label: 'changePassword.new', autoComplete: 'new-password' },
  { name: 'repeat_password', label: 'changePassword.repeat', autoComplete: 'new-password' },
];

export interface ChangePasswordFormProps {
  /** After a successful change (the success toast is already shown). */
  onDone: () => void;
  onCancel: () => void;
}

export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const t = useT();
  const user = useSession();
  const [values, setValues] = useState<ChangePasswordBody>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [notValidated, setNotValidated] = useState(false);

  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => accountApi.changePassword(user.id, body),
    onSuccess: (tokens) => {
      sessionStore.setTokens(tokens);
      toast.success(translate('changePassword.success'), { duration: 4000 });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.status_code === 401) {
        setNotValidated(true);
        return;
      }
      const fields = fieldErrorsOf(error);
      const known = Object.fromEntries(
        CHANGE_PASSWORD_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]]),
      ) as Errors;
      if (Object.keys(known).length > 0) setErrors(known);
      else toast.error(translateText(isApiError(error) ? error.message : MSG.somethingWrong));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ChangePasswordField;
        if (CHANGE_PASSWORD_FIELDS.includes(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setNotValidated(false);
    change.mutate(values);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {notValidated ? (
        <div
          role="alert"
          className="flex gap-3 rounded-2xl border border-warn-600/30 bg-warn-50 p-4 text-[15px] leading-relaxed text-ink"
        >
          <AlertIcon className="mt-0.5 shrink-0 text-warn-600" />
          <p>{t('changePassword.notValidated')}</p>
        </div>
      ) : null}
      {FIELDS.map(({ name, label, autoComplete }, i) => (
        <PasswordField
          key={name}
          label={t(label)}
          name={name}
          autoComplete={autoComplete}
          autoFocus={i === 0}
          // The popup focuses it when it opens (components/modal.tsx); autoFocus serves the page.
          data-autofocus={i === 0 || undefined}
          value={values[name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((prev) => ({ ...prev, [name]: value }));
            if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
          }}
          hint={name === 'new_password' ? t('changePassword.rules') : undefined}
          error={errors[name] ? t.text(errors[name]) : undefined}
          disabled={change.isPending}
        />
      ))}
      <div className="mt-1 grid grid-cols-2 gap-3">
        <Button look="bordered" onClick={onCancel} disabled={change.isPending}>
          {t('changePassword.cancel')}
        </Button>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
