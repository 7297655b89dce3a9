/**
 * A small yes/no popup for irreversible or consequential steps (deleting an unsent post, signing
 * out with posts still on the phone, removing the last blurred area of the children's photo): a
 * modal dialog like the change-password one, a bottom sheet on phones, with the safe choice on top
 * of the list of actions.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonColour } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** One sentence, the dialog's accessible description; or `children` for richer content. */
  description?: string;
  children?: ReactNode;
  confirmLabel: string;
  confirmColour?: ButtonColour;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A third, neutral way out (e.g. 'Open outbox'). */
  extra?: { label: string; onClick: () => void };
  /** Fades in and out (off for a question asked over another dialog). */
  transition?: boolean;
  /** Focuses the safe choice when it opens. */
  focusCancel?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  confirmColour = 'error',
  cancelLabel,
  onConfirm,
  onCancel,
  extra,
  transition = true,
  focusCancel = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      transition={transition}
      frame="flex items-end justify-center bg-ink/50 sm:items-center sm:p-4"
      className="w-full rounded-t-card bg-white px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-card sm:max-w-md sm:rounded-card sm:p-7"
    >
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-warn-50 text-warn-600 ring-1 ring-warn-600/20">
          <AlertIcon width={22} height={22} />
        </span>
        <div className="min-w-0 flex-1">
          <ModalTitle className="text-xl font-bold tracking-tight text-ink">{title}</ModalTitle>
          {description ? (
            <ModalDescription className="mt-1.5 text-base leading-relaxed text-ink-muted">
              {description}
            </ModalDescription>
          ) : (
            <div className="mt-1.5 text-base leading-relaxed text-ink-muted">{children}</div>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        {extra ? (
          <Button look="fill" onClick={extra.onClick}>
            {extra.label}
          </Button>
        ) : null}
        <Button look="bordered" onClick={onCancel} data-autofocus={focusCancel || undefined}>
          {cancelLabel}
        </Button>
        <Button look={extra ? 'bordered' : 'fill'} colour={confirmColour} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
