/**
 * The confirmation before a reset request is rejected: a rejection blocks the person for 24 hours
 * (docs/product.md, 'Password reset'), so it takes a second, deliberate tap. The modal dialog traps focus, closes on
 * Escape and starts on Cancel, the safe choice.
 */
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';
import type { PendingReset } from '@common/contract/answers/reset';

export interface RejectDialogProps {
  item: PendingReset | null;
  busy: boolean;
  onConfirm: (item: PendingReset) => void;
  onClose: () => void;
}

export function RejectDialog({ item, busy, onConfirm, onClose }: RejectDialogProps) {
  const t = useT();
  return (
    <Modal
      open={item !== null}
      onClose={() => (busy ? undefined : onClose())}
      frame="flex items-end justify-center bg-ink/40 p-3 sm:items-center sm:p-6"
      className="w-full max-w-md rounded-card bg-white p-6 shadow-card"
    >
      <div className="mb-4 grid size-12 place-items-center rounded-full bg-danger-50 text-danger-700">
        <AlertIcon width={26} height={26} />
      </div>
      <ModalTitle className="text-xl font-bold text-ink">{t('admin.reject.title')}</ModalTitle>
      {item ? (
        <ModalDescription className="mt-2 text-base leading-relaxed text-ink-muted">
          {t('admin.reject.body', { name: item.user.name, email: item.user.email_id })}
        </ModalDescription>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button look="bordered" width="auto" onClick={onClose} disabled={busy} data-autofocus>
          {t('admin.reject.cancel')}
        </Button>
        <Button colour="error" width="auto" busy={busy} onClick={() => item && onConfirm(item)}>
          {t('admin.reject.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
