/**
 * A labelled text input with its error line. Inputs are 16 px or larger so mobile browsers do not
 * zoom on focus, and the error is tied to the input with aria-describedby for screen readers.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Something inside the input's right edge (e.g. the show-password toggle). */
  trailing?: ReactNode;
  id?: string;
}

export const inputClass =
  'block min-h-12 w-full rounded-xl border bg-white px-4 text-[17px] text-ink placeholder:text-ink-soft ' +
  'shadow-[inset_0_1px_2px_rgb(18_34_31/0.05)] transition-colors focus:outline-none focus:ring-3 ';

export function fieldBorder(invalid: boolean): string {
  return invalid
    ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-600/20'
    : 'border-line hover:border-brand-300 focus:border-brand-600 focus:ring-brand-400/30';
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-danger-700">
      <AlertIcon width={16} height={16} className="shrink-0" />
      {message}
    </p>
  );
}

export function TextField({ label, error, hint, trailing, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-[15px] font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${fieldBorder(Boolean(error))} ${trailing ? 'pr-14' : ''}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="mt-2 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
