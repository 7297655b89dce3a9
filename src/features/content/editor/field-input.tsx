/**
 * One value of a section field: a labelled input (a textarea for limits above 100 characters)
 * with its limit ring and its error, or the go-to-page select with the contract's 'Select Page'
 * placeholder. The input is never cut at the limit: HTML's maxlength counts UTF-16 units, which
 * would stop Kannada early; the ring and the error say when it is too long instead.
 */
import { useId } from 'react';
import { translateText, useT, type MessageId } from '@/i18n';
import { FieldError, fieldBorder, inputClass } from '@/components/text-field';
import { rawUnitsOf, type FieldDefinition } from '@common/site/site-fields';
import { LimitRing } from './limit-ring';

interface Props {
  field: FieldDefinition;
  label: string;
  value: string | number;
  error: string | undefined;
  lang?: 'en' | 'kn';
  onChange: (value: string | number) => void;
}

export function FieldInput({ field, label, value, error, lang, onChange }: Props) {
  const t = useT();
  const id = useId();
  const ringId = `${id}-ring`;
  const errorId = `${id}-error`;
  const describedBy = [field.is_limited ? ringId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    // The browser cuts a paste one unit past the raw limit (site-fields.ts): the field then says it
    // is too long, and laying out 100,000 letters of Kannada (seconds in Chromium) never happens.
    maxLength: rawUnitsOf(field) + 1,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${fieldBorder(Boolean(error))}`,
  } as const;
  const optional = field.is_mandatory || lang === 'kn' ? '' : ` ${t('content.optional')}`;

  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-[15px] font-semibold text-ink">
          {label}
          <span className="font-normal text-ink-muted">{optional}</span>
        </label>
        {field.is_limited ? <LimitRing id={ringId} value={String(value)} max={field.max_characters} /> : null}
      </div>
      {field.type === 'select' ? (
        <select {...common} value={Number(value)} onChange={(e) => onChange(Number(e.target.value))}>
          <option value={0}>{translateText(field.placeholder)}</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`content.page.${o.value}` as MessageId)}
            </option>
          ))}
        </select>
      ) : field.max_characters > 100 ? (
        <textarea
          {...common}
          lang={lang}
          rows={3}
          value={String(value)}
          className={`${common.className} py-3`}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          lang={lang}
          type={field.validation_type === 'url' ? 'url' : 'text'}
          inputMode={field.validation_type === 'year' ? 'numeric' : undefined}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} message={error ? translateText(error) : undefined} />
    </div>
  );
}
