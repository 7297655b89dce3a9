/**
 * A native checkbox with a generous tap area: the whole row including the label toggles it.
 * Kept native so it works with every Android keyboard, screen reader and autofill.
 */
import { useId, type InputHTMLAttributes } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
}

export function Checkbox({ label, className = '', ...input }: CheckboxProps) {
  const id = useId();
  return (
    <label htmlFor={id} className={`inline-flex min-h-11 cursor-pointer items-center gap-3 select-none ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded border-line accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        {...input}
      />
      <span className="text-[15px] text-ink">{label}</span>
    </label>
  );
}
