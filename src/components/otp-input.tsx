/**
 * The 6-digit code input of every OTP step. One real <input> (so SMS/email autofill, paste and
 * screen readers work as on any field) laid over six boxes that show the digits. Whatever is typed
 * or pasted goes through cleanOtpInput: digits only, never more than six.
 */
import { useId, useState } from 'react';
import { cleanOtpInput, OTP_LENGTH } from '@common/validation';
import { FieldError } from './text-field';

export interface OtpInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
  name?: string;
}

export function OtpInput({
  label,
  value,
  onChange,
  error,
  hint,
  autoFocus = false,
  disabled = false,
  name = 'otp',
}: OtpInputProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const digits = value.split('');
  const active = Math.min(value.length, OTP_LENGTH - 1);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-[15px] font-semibold text-ink">
        {label}
      </label>
      <div className="relative mx-auto w-full max-w-sm">
        <div className="grid grid-cols-6 gap-2" aria-hidden="true">
          {Array.from({ length: OTP_LENGTH }, (_, i) => {
            const isActive = focused && i === active && !disabled;
            const tone = error
              ? 'border-danger-600 bg-danger-50/40'
              : isActive
                ? 'border-brand-600 ring-3 ring-brand-400/30 bg-white'
                : digits[i]
                  ? 'border-brand-300 bg-brand-50/60'
                  : 'border-line bg-white';
            return (
              <div
                key={i}
                className={`grid aspect-[4/5] min-h-14 place-items-center rounded-xl border-2 text-[26px] font-bold tabular-nums text-ink transition-colors ${tone}`}
              >
                {digits[i] ?? (isActive ? <span className="otp-caret h-7 w-0.5 rounded bg-brand-700" /> : '')}
              </div>
            );
          })}
        </div>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          value={value}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(cleanOtpInput(event.target.value))}
          onPaste={(event) => {
            event.preventDefault();
            onChange(cleanOtpInput(event.clipboardData.getData('text')));
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="absolute inset-0 h-full w-full cursor-text bg-transparent text-transparent caret-transparent opacity-[0.01] outline-none selection:bg-transparent"
        />
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-2 text-center text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
