/**
 * The change-password popup, opened from the header's account menu: a modal dialog
 * (components/modal.tsx: focus trap, Escape, backdrop tap) that rises as a bottom sheet on phones
 * and sits centred on wider screens. The form mounts fresh on each opening, so no typed password
 * lingers after closing.
 */
import { useT } from '@/i18n';
import { Modal, ModalTitle } from '@/components/modal';
import { CloseIcon } from '@/components/icons';
import { LockIcon } from '@/components/action-icons';
import { ChangePasswordForm } from './change-password-form';

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      transition
      frame="flex items-end justify-center bg-ink/50 sm:items-center sm:p-4"
      className="max-h-[100dvh] w-full overflow-y-auto rounded-t-card bg-white px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-card sm:max-w-md sm:rounded-card sm:p-7"
    >
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <LockIcon width={22} height={22} />
        </span>
        <div className="min-w-0 flex-1">
          <ModalTitle className="text-xl font-bold tracking-tight text-ink">{t('changePassword.title')}</ModalTitle>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('changePassword.description')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <CloseIcon />
        </button>
      </div>
      {open ? <ChangePasswordForm onDone={onClose} onCancel={onClose} /> : null}
    </Modal>
  );
}
