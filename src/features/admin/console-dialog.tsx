/**
 * The frame of the console's dialogs (forms, pickers, confirmations): a Headless UI Dialog that
 * traps focus and closes on Escape (not while busy), a bottom sheet on phones and a centred
 * panel on a desk, with the title, an optional description and the content below.
 */
import type { ReactNode } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { fieldErrorsOf } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';

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

export function ConsoleDialog({ open, title, description, busy = false, wide = false, icon, onClose, children }: ConsoleDialogProps) {
  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onClose())} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel className={`max-h-[92dvh] w-full overflow-y-auto rounded-card bg-white p-5 shadow-card sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
          {icon ? <div className="mb-4">{icon}</div> : null}
          <DialogTitle className="text-xl font-bold text-ink">{title}</DialogTitle>
          {description ? <Description className="mt-2 text-base leading-relaxed text-ink-muted">{description}</Description> : null}
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Cancel and confirm buttons at the foot of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** Field errors of a failed zod parse, keyed by the first path segment (the form field). */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** The onError of a one-field dialog: a refusal about that field shows under it, anything else is a toast. */
export function fieldOrToast(field: string, setError: (message: string) => void, translate: (english: string) => string) {
  return (failure: Error) => {
    const message = fieldErrorsOf(failure)[field];
    if (message) setError(message);
    else toast.error(translate(failure.message));
  };
}
