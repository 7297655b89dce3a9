/**
 * The frame of the console's dialogs (forms, pickers, confirmations): a modal dialog
 * (components/modal.tsx) that traps focus and closes on Escape (not while busy), a bottom sheet
 * on phones and a centred panel on a desk, with the title, an optional description and the
 * content below.
 */
import type { ReactNode } from 'react';
import { fieldErrorsOf } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Modal, ModalDescription, ModalTitle } from '@/components/modal';

export interface ConsoleDialogProps {
  open: boolean;
  title: string;
  description?: string | undefined;
  busy?: boolean;
  wide?: boolean;
  icon?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

export function ConsoleDialog({
  open,
  title,
  description,
  busy = false,
  wide = false,
  icon,
  onClose,
  children,
}: ConsoleDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      frame="flex items-end justify-center bg-ink/40 p-3 sm:items-center sm:p-6"
      className={`max-h-[92dvh] w-full overflow-y-auto rounded-card bg-white p-5 shadow-card sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
    >
      {icon ? <div className="mb-4">{icon}</div> : null}
      <ModalTitle className="text-xl font-bold text-ink">{title}</ModalTitle>
      {description ? (
        <ModalDescription className="mt-2 text-base leading-relaxed text-ink-muted">{description}</ModalDescription>
      ) : null}
      <div className="mt-5">{children}</div>
    </Modal>
  );
}

/** Cancel and confirm buttons at the foot of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** Field errors of a failed zod parse, keyed by the first path segment (the form field). */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** The onError of a one-field dialog: a refusal about that field shows under it, anything else is a toast. */
export function fieldOrToast(
  field: string,
  setError: (message: string) => void,
  translate: (english: string) => string,
) {
  return (failure: Error) => {
    const message = fieldErrorsOf(failure)[field];
    if (message) setError(message);
    else toast.error(translate(failure.message));
  };
}
