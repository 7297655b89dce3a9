/**
 * A checkbox list of every district (`GET places/districts`) for a deputy director's districts, in
 * the add-new-user form and the districts dialog: a fieldset with its legend and error line, in
 * columns on a desk and scrolling when long, each row a 44 px+ tap target.
 */
import { useId } from 'react';
import { useT } from '@/i18n';
import { FieldError } from '@/components/text-field';
import { nameIn } from '@/lib/names';
import { useDistricts } from '@/lib/places-api';

export interface DistrictChecklistProps {
  legend: string;
  value: number[];
  onChange: (next: number[]) => void;
  error?: string | undefined;
}

export function DistrictChecklist({ legend, value, onChange, error }: DistrictChecklistProps) {
  const t = useT();
  const errorId = `${useId()}-error`;
  const districts = useDistricts();
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((d) => d !== id));

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-[15px] font-semibold text-ink">{legend}</legend>
      {districts.isPending ? (
        <p role="status" className="py-3 text-ink-muted">
          {t('common.loading')}
        </p>
      ) : (
        <ul
          className={`grid max-h-64 gap-1 overflow-y-auto rounded-xl border p-2 sm:grid-cols-2 ${error ? 'border-danger-600' : 'border-line'}`}
        >
          {(districts.data ?? []).map((d) => (
            <li key={d.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-base text-ink hover:bg-brand-50">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={value.includes(d.id)}
                  onChange={(e) => toggle(d.id, e.target.checked)}
                />
                {nameIn(d.name, t.lang)}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
