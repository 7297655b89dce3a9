/**
 * The 'second step at sign-in' of the add-new-user form (docs/product.md, 'Signing in'): the roles that choose get
 * two large radio cards, phone OTP (the default) or an authenticator app (2FA); wardens, DDs and
 * helpline confirm by email, shown as a fixed value so the admin knows what the user will see.
 */
import { useId } from 'react';
import type { Role } from '@common/roles';
import { useT } from '@/i18n';
import { FieldError } from '@/components/text-field';

export interface SecondStepChoiceProps {
  role: Role | '';
  chooses: boolean;
  value: 'phone' | '2fa';
  onChange: (value: 'phone' | '2fa') => void;
  error?: string | undefined;
}

const OPTION =
  'flex min-h-12 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 text-[15px] text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-500';

export function SecondStepChoice({ role, chooses, value, onChange, error }: SecondStepChoiceProps) {
  const t = useT();
  const errorId = `${useId()}-error`;
  const name = useId();

  if (!chooses) {
    return (
      <div>
        <p className="mb-1.5 text-[15px] font-semibold text-ink">{t('adm.accounts.secondStep')}</p>
        <p className="flex min-h-12 items-center rounded-xl border border-line bg-page px-3 text-base text-ink-muted">
          {role ? t('adm.accounts.step.email') : '—'}
        </p>
        {role ? <p className="mt-1 text-[14px] text-ink-muted">{t('adm.accounts.stepFixed')}</p> : null}
      </div>
    );
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-[15px] font-semibold text-ink">{t('adm.accounts.secondStep')}</legend>
      <div className="flex flex-col gap-2 min-[480px]:flex-row">
        {(['phone', '2fa'] as const).map((kind) => (
          <label key={kind} className={OPTION}>
            <input
              type="radio"
              name={name}
              className="size-5 accent-brand-700"
              checked={value === kind}
              onChange={() => onChange(kind)}
            />
            {t(`adm.accounts.step.${kind}`)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
