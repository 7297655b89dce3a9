/**
 * A labelled native select with its error line, styled like the text fields (48 px tall, 16 px+
 * text): native selects give the best picker on cheap Android phones and need no extra code.
 */
import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError, fieldBorder, inputClass } from '@/components/text-field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
  /** The first, empty choice ('All', 'Choose…'). */
  placeholder?: string;
}

export function SelectField({ label, error, options, placeholder, className = '', ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-[15px] font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} ${fieldBorder(Boolean(error))} appearance-none bg-[length:20px] bg-[right_0.75rem_center] bg-no-repeat pr-10 disabled:bg-page disabled:text-ink-soft`}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23486b66' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
        }}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
