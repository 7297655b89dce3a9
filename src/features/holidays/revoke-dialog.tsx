/**
 * The confirmation before a holiday is revoked (docs/spec-notes.md, holidays): a revoke lets the institution's
 * meals fall due again, so it takes a reason (checked with common/holiday-schema's rule, the
 * server's 422 shown under the field) and a deliberate second tap. Starts on Cancel.
 */
import { useState } from 'react';
import { revokeHolidaySchema } from '@common/holiday-schema';
import { useT } from '@/i18n';
import { fieldErrorsOf } from '@/lib/api-error';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';
import { institutionName } from '@/lib/names';
import type { HolidayRow as Holiday } from '@common/contract/answers/holidays';
import { useRevokeHoliday } from './api/holidays-api';

export function RevokeDialog({ holiday, onClose }: { holiday: Holiday | null; onClose: () => void }) {
  const t = useT();
  const revoke = useRevokeHoliday();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    if (revoke.isPending) return;
    setReason('');
    setError(undefined);
    revoke.reset();
    onClose();
  };
  const submit = () => {
    if (!holiday) return;
    const checked = revokeHolidaySchema.safeParse({ reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    revoke.mutate(
      { holiday, reason: checked.data.reason },
      { onSuccess: close, onError: (e) => setError(fieldErrorsOf(e).reason ?? e.message) },
    );
  };

  return (
    <Modal
      open={holiday !== null}
      onClose={close}
      frame="flex items-end justify-center bg-ink/40 p-3 sm:items-center sm:p-6"
      className="w-full max-w-md rounded-card bg-white p-6 shadow-card"
    >
      <ModalTitle className="text-xl font-bold text-ink">{t('dd.revoke.title')}</ModalTitle>
      {holiday ? (
        <ModalDescription className="mt-2 text-base leading-relaxed text-ink-muted">
          {t('dd.revoke.body', {
            name: institutionName(holiday.organization.name, t.lang),
            from: holiday.from,
            to: holiday.to,
          })}
        </ModalDescription>
      ) : null}
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('dd.revoke.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error ? t.text(error) : undefined}
          maxLength={200}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button look="bordered" width="auto" onClick={close} disabled={revoke.isPending} data-autofocus>
            {t('dd.revoke.cancel')}
          </Button>
          <Button type="submit" colour="error" width="auto" busy={revoke.isPending}>
            {t('dd.revoke.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
