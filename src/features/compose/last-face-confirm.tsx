/**
 * The question before the last blurred area of the children's photo (photo 4) is removed: can no
 * child's face be seen? A native modal <dialog> (components/modal.tsx) over 'Check faces', the
 * safe answer (keep it blurred) first and focused; the warden's yes is saved with the post
 * (docs/spec-notes.md 'Removing a box the phone found').
 */
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';

export function LastFaceConfirm({
  open,
  onKeep,
  onRemove,
}: {
  open: boolean;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onKeep}
      frame="flex items-end justify-center bg-ink/50 sm:items-center sm:p-4"
      className="w-full rounded-t-card bg-white px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-card sm:max-w-md sm:rounded-card sm:p-7"
    >
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-warn-50 text-warn-600 ring-1 ring-warn-600/20">
          <AlertIcon width={22} height={22} />
        </span>
        <div className="min-w-0 flex-1">
          <ModalTitle className="text-xl font-bold tracking-tight text-ink">{t('compose.faces.lastTitle')}</ModalTitle>
          <ModalDescription className="mt-1.5 text-base leading-relaxed text-ink-muted">
            {t('compose.faces.lastBody')}
          </ModalDescription>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <Button look="bordered" onClick={onKeep} data-autofocus>
          {t('compose.faces.lastKeep')}
        </Button>
        <Button look="fill" colour="error" onClick={onRemove}>
          {t('compose.faces.lastConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
