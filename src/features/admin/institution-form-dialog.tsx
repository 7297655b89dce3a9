/**
 * Create or edit an institution (docs/product.md, 'Calls and answers' and 'Posts'): English and Kannada names,
 * district, taluk of that district, type, hostel type only for a HOSTEL, and the X account. The X password is
 * write-only: never prefilled; when one is stored the field says so and an empty field keeps it. Checked first with
 * the shared zod schema, then the server's 422 errors go under their fields.
 */
import { withoutError } from '@/lib/form-errors';
import { useState, type FormEvent } from 'react';
import { HOSTEL_TYPES, ORGANIZATION_TYPES } from '@common/organizations';
import { createOrganizationSchema } from '@common/organization-schema';
import { useT } from '@/i18n';
import { fieldErrorsOf } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { PasswordField } from '@/components/password-field';
import { nameIn } from '@/lib/names';
import { useDistricts, useTaluks } from '@/lib/places-api';
import { useInstitution } from './api/get-institutions';
import { useSaveInstitution, type InstitutionBody } from './api/institution-mutations';
import { ConsoleDialog, DialogActions, zodFieldErrors } from './console-dialog';
import { SelectField } from './select-field';

const EMPTY = {
  en_name: '',
  kn_name: '',
  district: '',
  taluk: '',
  organization_type: '',
  hostel_type: '',
  twitter_id: '',
  twitter_password: '',
};
type Form = typeof EMPTY;

export interface InstitutionFormDialogProps {
  open: boolean;
  editId: number | undefined;
  onClose: () => void;
}

export function InstitutionFormDialog({ open, editId, onClose }: InstitutionFormDialogProps) {
  const t = useT();
  const existing = useInstitution(open ? editId : undefined);
  const stored = editId ? existing.data : undefined;
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filledFrom, setFilledFrom] = useState<unknown>(null);
  const source = open ? (stored ?? (editId ? null : 'new')) : null;
  if (source !== filledFrom) {
    // Opening the form, or the stored institution arrived: start from it (never the X password).
    setFilledFrom(source);
    setErrors({});
    setForm(
      stored && open
        ? {
            en_name: stored.en_name,
            kn_name: stored.kn_name,
            district: String(stored.district.id),
            taluk: String(stored.taluk.id),
            organization_type: stored.organization_type,
            hostel_type: stored.hostel_type ?? '',
            twitter_id: stored.twitter_id ?? '',
            twitter_password: '',
          }
        : EMPTY,
    );
  }
  const districts = useDistricts();
  const taluks = useTaluks(form.district ? Number(form.district) : undefined);
  const save = useSaveInstitution();

  const set = (field: keyof Form) => (value: string) => {
    setForm((f) => ({
      ...f,
      [field]: value,
      ...(field === 'district' ? { taluk: '' } : {}),
      ...(field === 'organization_type' && value !== 'HOSTEL' ? { hostel_type: '' } : {}),
    }));
    setErrors(withoutError(field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: InstitutionBody = {
      en_name: form.en_name,
      kn_name: form.kn_name,
      district: Number(form.district) || 0,
      taluk: Number(form.taluk) || 0,
      organization_type: form.organization_type as InstitutionBody['organization_type'],
      hostel_type:
        form.organization_type === 'HOSTEL' ? (form.hostel_type as InstitutionBody['hostel_type']) || null : null,
      twitter_id: form.twitter_id.trim() || null,
      ...(form.twitter_password || !stored?.has_twitter_password
        ? { twitter_password: form.twitter_password || null }
        : {}),
    };
    const checked = createOrganizationSchema.safeParse(body);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error.issues));
    setErrors({});
    save.mutate(
      { id: editId ?? null, body },
      {
        onSuccess: () => {
          toast.success(t(editId ? 'adm.inst.saved' : 'adm.inst.created', { name: form.en_name.trim() }));
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) setErrors(fields);
          else toast.error(t.text(error.message));
        },
      },
    );
  };

  const err = (field: string) => (errors[field] ? t.text(errors[field]) : undefined);
  const loading = Boolean(editId) && !stored;

  return (
    <ConsoleDialog
      open={open}
      wide
      busy={save.isPending}
      title={t(editId ? 'adm.inst.editTitle' : 'adm.inst.addTitle')}
      description={t('adm.inst.formHint')}
      onClose={onClose}
    >
      {loading ? (
        <p role="status" className="py-8 text-center text-ink-muted">
          {t('common.loading')}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adm.inst.enName')}
            value={form.en_name}
            onChange={(e) => set('en_name')(e.target.value)}
            error={err('en_name')}
            maxLength={150}
            autoComplete="off"
          />
          <TextField
            label={t('adm.inst.knName')}
            value={form.kn_name}
            onChange={(e) => set('kn_name')(e.target.value)}
            error={err('kn_name')}
            maxLength={150}
            lang="kn"
            autoComplete="off"
          />
          <SelectField
            label={t('adm.filter.district')}
            placeholder={t('adm.choose')}
            value={form.district}
            onChange={(e) => set('district')(e.target.value)}
            error={err('district')}
            options={(districts.data ?? []).map((d) => ({ value: String(d.id), label: nameIn(d.name, t.lang) }))}
          />
          <SelectField
            label={t('adm.filter.taluk')}
            placeholder={t('adm.choose')}
            value={form.taluk}
            disabled={!form.district}
            onChange={(e) => set('taluk')(e.target.value)}
            error={err('taluk')}
            options={(taluks.data ?? []).map((d) => ({ value: String(d.id), label: nameIn(d.name, t.lang) }))}
          />
          <SelectField
            label={t('adm.filter.type')}
            placeholder={t('adm.choose')}
            value={form.organization_type}
            onChange={(e) => set('organization_type')(e.target.value)}
            error={err('organization_type')}
            options={ORGANIZATION_TYPES.map((v) => ({ value: v, label: t(`adm.orgType.${v}`) }))}
          />
          {form.organization_type === 'HOSTEL' ? (
            <SelectField
              label={t('adm.inst.hostelType')}
              placeholder={t('adm.choose')}
              value={form.hostel_type}
              onChange={(e) => set('hostel_type')(e.target.value)}
              error={err('hostel_type')}
              options={HOSTEL_TYPES.map((v) => ({ value: v, label: t(`adm.hostelType.${v}`) }))}
            />
          ) : (
            <div className="hidden sm:block" />
          )}
          <TextField
            label={t('adm.inst.xId')}
            value={form.twitter_id}
            onChange={(e) => set('twitter_id')(e.target.value)}
            error={err('twitter_id')}
            placeholder="handle"
            maxLength={16}
            autoComplete="off"
          />
          <PasswordField
            label={t('adm.inst.xPassword')}
            value={form.twitter_password}
            onChange={(e) => set('twitter_password')(e.target.value)}
            error={err('twitter_password')}
            hint={stored?.has_twitter_password ? t('adm.inst.xPasswordSaved') : t('adm.inst.xPasswordHint')}
            autoComplete="new-password"
            maxLength={128}
          />
          <div className="sm:col-span-2">
            <DialogActions>
              <Button look="bordered" width="auto" onClick={onClose} disabled={save.isPending}>
                {t('adm.cancel')}
              </Button>
              <Button type="submit" width="auto" busy={save.isPending}>
                {t(editId ? 'adm.save' : 'adm.inst.create')}
              </Button>
            </DialogActions>
          </div>
        </form>
      )}
    </ConsoleDialog>
  );
}
