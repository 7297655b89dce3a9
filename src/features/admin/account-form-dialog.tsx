/**
 * The add-new-user form (docs/product.md, 'Validation rules', 'Signing in' and 'Roles'): first and last name, email,
 * phone, role (only the roles the caller manages), the second step (phone or 2FA for the roles that choose, email
 * shown as fixed otherwise), a DD's districts, the default avatar, the creator's current password and the new
 * password twice, each with show/hide. Checked first with the shared zod schema; then the server's 422 errors go
 * under their fields. Submit and Cancel.
 */
import { withoutError } from '@/lib/form-errors';
import { useState, type FormEvent } from 'react';
import { createAccountSchema, type CreateAccountInput } from '@common/account-schema';
import { PHONE_OR_2FA_ROLES, hasDistricts } from '@common/access';
import type { Role } from '@common/roles';
import defaultAvatarUrl from '@/assets/default-avatar.svg';
import { useT } from '@/i18n';
import { fieldErrorsOf } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { PasswordField } from '@/components/password-field';
import { useCreateAccount } from './api/account-mutations';
import { ConsoleDialog, DialogActions, zodFieldErrors } from './console-dialog';
import { SelectField } from './select-field';
import { DistrictChecklist } from './district-checklist';
import { SecondStepChoice } from './second-step-choice';

const EMPTY = {
  first_name: '',
  last_name: '',
  email_id: '',
  phone_number: '',
  role: '',
  validation_method: 'phone' as 'phone' | '2fa',
  current_password: '',
  password: '',
  repeat_password: '',
};
type Form = typeof EMPTY;

export interface AccountFormDialogProps {
  open: boolean;
  roles: Role[];
  onClose: () => void;
}

export function AccountFormDialog({ open, roles, onClose }: AccountFormDialogProps) {
  const t = useT();
  const [form, setForm] = useState<Form>(EMPTY);
  const [districts, setDistricts] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    // Every opening starts from an empty form.
    setWasOpen(open);
    setForm(EMPTY);
    setDistricts([]);
    setErrors({});
  }
  const create = useCreateAccount();
  const role = form.role as Role | '';
  const chooses = role !== '' && PHONE_OR_2FA_ROLES.includes(role);
  const set = (field: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(withoutError(field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateAccountInput = {
      ...form,
      validation_method: chooses ? form.validation_method : undefined,
      avatar: '',
      ...(hasDistricts(role) ? { districts } : {}),
    };
    const checked = createAccountSchema.safeParse(body);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error.issues));
    setErrors({});
    create.mutate(body, {
      onSuccess: (account) => {
        toast.success(t('adm.accounts.created', { name: `${account.first_name} ${account.last_name}` }));
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length) setErrors(fields);
        else toast.error(t.text(error.message));
      },
    });
  };

  const err = (field: string) => (errors[field] ? t.text(errors[field]) : undefined);

  return (
    <ConsoleDialog
      open={open}
      wide
      busy={create.isPending}
      title={t('adm.accounts.addTitle')}
      description={t('adm.accounts.formHint')}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adm.accounts.firstName')}
          value={form.first_name}
          onChange={(e) => set('first_name')(e.target.value)}
          error={err('first_name')}
          maxLength={50}
          autoComplete="off"
        />
        <TextField
          label={t('adm.accounts.lastName')}
          value={form.last_name}
          onChange={(e) => set('last_name')(e.target.value)}
          error={err('last_name')}
          maxLength={50}
          autoComplete="off"
        />
        <TextField
          label={t('adm.accounts.email')}
          type="email"
          inputMode="email"
          value={form.email_id}
          onChange={(e) => set('email_id')(e.target.value)}
          error={err('email_id')}
          maxLength={254}
          autoComplete="off"
        />
        <TextField
          label={t('adm.accounts.phone')}
          type="tel"
          inputMode="numeric"
          value={form.phone_number}
          onChange={(e) => set('phone_number')(e.target.value)}
          error={err('phone_number')}
          maxLength={10}
          autoComplete="off"
        />
        <SelectField
          label={t('adm.accounts.role')}
          placeholder={t('adm.choose')}
          value={form.role}
          onChange={(e) => set('role')(e.target.value)}
          error={err('role')}
          options={roles.map((r) => ({ value: r, label: t(`adm.accounts.role.${r}`) }))}
        />
        <SecondStepChoice
          role={role}
          chooses={chooses}
          value={form.validation_method}
          onChange={(v) => setForm((f) => ({ ...f, validation_method: v }))}
          error={err('validation_method')}
        />
        {hasDistricts(role) ? (
          <div className="sm:col-span-2">
            <DistrictChecklist
              legend={t('adm.accounts.districts')}
              value={districts}
              onChange={setDistricts}
              error={err('districts')}
            />
          </div>
        ) : null}
        <div className="flex items-center gap-3 sm:col-span-2">
          <img
            src={defaultAvatarUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-full bg-brand-50 ring-1 ring-line"
          />
          <div>
            <p className="text-[15px] font-semibold text-ink">
              {t('adm.accounts.avatar')}: {t('adm.accounts.avatarDefault')}
            </p>
            <p className="text-[14px] text-ink-muted">{t('adm.accounts.avatarHint')}</p>
          </div>
        </div>
        <PasswordField
          className="sm:col-span-2"
          label={t('adm.accounts.currentPassword')}
          hint={t('adm.accounts.currentPasswordHint')}
          value={form.current_password}
          onChange={(e) => set('current_password')(e.target.value)}
          error={err('current_password')}
          autoComplete="current-password"
          maxLength={256}
        />
        <PasswordField
          label={t('adm.accounts.newPassword')}
          hint={t('adm.accounts.newPasswordHint')}
          value={form.password}
          onChange={(e) => set('password')(e.target.value)}
          error={err('password')}
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          label={t('adm.accounts.repeatPassword')}
          value={form.repeat_password}
          onChange={(e) => set('repeat_password')(e.target.value)}
          error={err('repeat_password')}
          autoComplete="new-password"
          maxLength={128}
        />
        <div className="sm:col-span-2">
          <DialogActions>
            <Button look="bordered" width="auto" onClick={onClose} disabled={create.isPending}>
              {t('adm.cancel')}
            </Button>
            <Button type="submit" width="auto" busy={create.isPending}>
              {t('adm.accounts.submit')}
            </Button>
          </DialogActions>
        </div>
      </form>
    </ConsoleDialog>
  );
}
