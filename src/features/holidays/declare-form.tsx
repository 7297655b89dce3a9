/**
 * The form of declaring a holiday: first day, last day and reason, checked before any call with the
 * server's own rule (common/holiday-schema) plus, for a warden, 'today or later' (the server refuses
 * an earlier day for them too). The server's 422 lands under its field, a 409 (another holiday
 * covers some of the days) above the buttons. Kept apart from the dialog so it is tested alone.
 */
import { useState } from 'react';
import { declareHolidaySchema, HOLIDAY_MSG } from '@common/holiday-schema';
import { useT } from '@/i18n';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { AlertIcon } from '@/components/icons';
import { useDeclareHoliday } from './api/holidays-api';

type Field = 'from' | 'to' | 'reason';
type Errors = Partial<Record<Field | 'form', string>>;

export interface DeclareFormProps {
  organization: number;
  /** Today (Asia/Kolkata), the first day offered. */
  today: string;
  /** The earliest first day allowed: today for a warden; none for an admin, who may record one that began. */
  earliest?: string | undefined;
  onDone: () => void;
  onCancel: () => void;
}

export function DeclareForm({ organization, today, earliest, onDone, onCancel }: DeclareFormProps) {
  const t = useT();
  const declare = useDeclareHoliday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const checked = declareHolidaySchema.safeParse({ from, to, reason });
    const found: Errors = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to' || field === 'reason') && !found[field]) found[field] = issue.message;
      }
    }
    if (earliest && from < earliest && !found.from) found.from = HOLIDAY_MSG.past;
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    declare.mutate(
      { organization, ...checked.data },
      {
        onSuccess: onDone,
        onError: (e) => {
          const fields = fieldErrorsOf(e);
          setErrors(
            Object.keys(fields).length > 0
              ? { from: fields.from, to: fields.to, reason: fields.reason }
              : { form: isApiError(e) ? e.message : String(e) },
          );
        },
      },
    );
  };
  const shown = (field: Field | 'form') => (errors[field] ? t.text(errors[field]) : undefined);
  // A field's message goes as soon as it is changed; the next Declare checks again.
  const changed = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));

  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('holidays.from')}
          type="date"
          value={from}
          min={earliest}
          onChange={(e) => {
            setFrom(e.target.value);
            if (to < e.target.value) setTo(e.target.value);
            changed('from');
          }}
          error={shown('from')}
          required
        />
        <TextField
          label={t('holidays.to')}
          type="date"
          value={to}
          min={from || earliest}
          onChange={(e) => {
            setTo(e.target.value);
            changed('to');
          }}
          error={shown('to')}
          required
        />
      </div>
      <TextField
        label={t('holidays.reason')}
        hint={t('holidays.reasonHint')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          changed('reason');
        }}
        error={shown('reason')}
        maxLength={200}
        required
      />
      {errors.form ? (
        <p role="alert" className="flex items-center gap-1.5 text-[15px] font-medium text-danger-700">
          <AlertIcon width={16} height={16} className="shrink-0" />
          {shown('form')}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button look="bordered" width="auto" onClick={onCancel} disabled={declare.isPending}>
          {t('holidays.cancel')}
        </Button>
        <Button type="submit" width="auto" busy={declare.isPending}>
          {t('holidays.declare')}
        </Button>
      </div>
    </form>
  );
}
