/**
 * The confirmation before a holiday is revoked (DECISIONS §6): a revoke lets the institution's
 * meals fall due again, so it takes a reason (checked with common/holiday-schema's rule, the
 * server's 422 shown under the field) and a deliberate second tap. Starts on Cancel.
 */
import { useState } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { revokeHolidaySchema } from '@common/holiday-schema';
import { useT } from '@/i18n';
import { fieldErrorsOf } from '@/lib/api-error';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { capitalizeWords } from '@/features/tweets/lib/tweet-format';
import type { Holiday } from './api/dd-types';
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
    <Dialog open={holiday !== null} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-3 sm:items-center sm:p-6">
        <DialogPanel className="w-full max-w-md rounded-card bg-white p-6 shadow-card">
          <DialogTitle className="text-xl font-bold text-ink">{t('dd.revoke.title')}</DialogTitle>
          {holiday ? (
            <Description className="mt-2 text-base leading-relaxed text-ink-muted">
              {t('dd.revoke.body', { name: capitalizeWords(holiday.organization.name.en), from: holiday.from, to: holiday.to })}
            </Description>
          ) : null}
          <form
            className="mt-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <TextField label={t('dd.revoke.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={error ? t.text(error) : undefined} maxLength={200} />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button look="bordered" width="auto" onClick={close} disabled={revoke.isPending} autoFocus>
                {t('dd.revoke.cancel')}
              </Button>
              <Button type="submit" colour="error" width="auto" busy={revoke.isPending}>
                {t('dd.revoke.confirm')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
