/**
 * Sending a draft back to its author: the reason is required (the server refuses a reject without
 * one) and goes to the author by email and into the draft's history, so the dialog asks for it
 * and keeps the Send back button off until there is one.
 */
import { useId, useState } from 'react';
import { translateText, useT } from '@/i18n';
import { Button } from '@/components/button';
import { FieldError, fieldBorder, inputClass } from '@/components/text-field';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';

interface Props {
  open: boolean;
  busy: boolean;
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function SendBackDialog({ open, busy, error, onConfirm, onClose }: Props) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      frame="flex items-end justify-center bg-ink/40 p-3 sm:items-center sm:p-6"
      className="w-full max-w-lg rounded-card bg-white p-6 shadow-card"
    >
      <ModalTitle className="text-xl font-bold text-ink">{t('content.sendBack.title')}</ModalTitle>
      <ModalDescription className="mt-2 text-base leading-relaxed text-ink-muted">
        {t('content.sendBack.body')}
      </ModalDescription>
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        <label htmlFor={id} className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('content.sendBack.reason')}
        </label>
        <textarea
          id={id}
          data-autofocus
          rows={3}
          maxLength={500}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
          className={`${inputClass} ${fieldBorder(Boolean(error))} py-3`}
        />
        <FieldError id={`${id}-error`} message={error ? translateText(error) : undefined} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" look="bordered" width="auto" onClick={onClose} disabled={busy}>
            {t('content.cancel')}
          </Button>
          <Button type="submit" colour="error" width="auto" busy={busy} disabled={!reason.trim()}>
            {t('content.sendBack.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
