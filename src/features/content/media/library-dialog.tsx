/**
 * The frame of the media library's popups (folder name, delete, file details, upload, picker): the
 * native modal dialog of src/components/modal.tsx (focus kept inside, Escape asks to close, focus
 * returned), a bottom sheet on phones and a centred panel on a desk, with a close button in the
 * corner. While `busy` nothing closes it, so an upload or a save is not cut off by a stray tap.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '@/i18n';
import { CloseIcon } from '@/components/icons';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';

export interface LibraryDialogProps {
  open: boolean;
  title: string;
  description?: string | undefined;
  busy?: boolean;
  size?: 'narrow' | 'wide' | 'full';
  onClose: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

const WIDTH = { narrow: 'max-w-md', wide: 'max-w-2xl', full: 'max-w-4xl' } as const;

export function LibraryDialog({
  open,
  title,
  description,
  busy = false,
  size = 'narrow',
  onClose,
  onKeyDown,
  children,
}: LibraryDialogProps) {
  const t = useT();
  const close = () => (busy ? undefined : onClose());
  return (
    <Modal
      open={open}
      onClose={close}
      onKeyDown={onKeyDown}
      frame="flex items-end justify-center bg-ink/40 p-2 sm:items-center sm:p-6"
      className={`max-h-[94dvh] w-full overflow-y-auto rounded-card bg-white p-4 shadow-card sm:p-6 ${WIDTH[size]}`}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <ModalTitle className="text-xl font-bold break-words text-ink">{title}</ModalTitle>
          {description ? (
            <ModalDescription className="mt-1.5 text-[15px] leading-relaxed text-ink-muted">
              {description}
            </ModalDescription>
          ) : null}
        </div>
        <button
          type="button"
          onClick={close}
          disabled={busy}
          aria-label={t('common.close')}
          className="-mt-1 -mr-2 grid size-12 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-400 disabled:opacity-50"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="mt-4">{children}</div>
    </Modal>
  );
}

/** Cancel and confirm buttons at the foot of a popup: stacked on a phone, in a row on a desk. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
