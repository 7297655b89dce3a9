/**
 * The post's description with its length counter, shared by the composer and the outbox's edit
 * form so both read and limit the text alike; and the 'Required' mark the composer puts beside each
 * field Submit needs, in the words and colour of the menu photo's mark.
 */
import { CONTENT_MAX } from '@common/tweet-rules';
import { useT } from '@/i18n';
import { FieldError, fieldBorder } from '@/components/text-field';

export function RequiredMark() {
  const t = useT();
  return <span className="text-sm font-medium text-danger-700">{t('compose.photo.required')}</span>;
}

export interface DescriptionFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message to show, already translated. */
  error?: string | undefined;
  placeholder?: string;
  /** Marks the label 'Required' (the composer; the outbox's edit form shows no marks). */
  required?: boolean;
}

export function DescriptionField({
  id,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  required = false,
}: DescriptionFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-[15px] font-semibold text-ink">
          {t('compose.description')} {required ? <RequiredMark /> : null}
        </label>
        <span className="text-sm text-ink-soft tabular-nums">
          {value.length}/{CONTENT_MAX}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        maxLength={CONTENT_MAX}
        rows={4}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`block min-h-28 w-full rounded-xl border bg-white px-4 py-3 text-[17px] leading-relaxed text-ink placeholder:text-ink-soft focus:ring-3 focus:outline-none ${fieldBorder(Boolean(error))}`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
