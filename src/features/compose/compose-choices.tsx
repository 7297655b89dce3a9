/**
 * The two choices of the composer as large radio cards (native radios: the phone's own focus,
 * keyboard and screen-reader handling): the institution (English and Kannada names, taluk and
 * district, a holiday badge) and the meal, with each meal's due time from the schedule of the
 * chosen institution's type (none shown until the choice says which type, when the warden's
 * institutions are of different types). A meal that has not opened yet cannot be chosen and says
 * when it opens: the server refuses a post made before then. A meal already posted today (on the
 * server or waiting in the outbox) cannot be chosen either and says so, before any photo is taken.
 */
import { MEALS, formatMinutes, istMinutes, type Meal, type MealSlot } from '@common/schedule';
import { useT, type CoreMessageId } from '@/i18n';
import { FieldError } from '@/components/text-field';
import { titleCase } from '@/photos/stamp-text';
import { nameIn } from '@/lib/names';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import type { TakenMeals } from '@/offline/meal-state';
import { RequiredMark } from '@/components/post/description-field';

const card =
  'flex cursor-pointer gap-3 rounded-2xl border border-line bg-white p-3.5 transition-colors hover:border-brand-300 ' +
  'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600/25 ' +
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-400';
const radio = 'mt-0.5 size-5 shrink-0 accent-brand-700';
const legend = 'mb-2 text-[15px] font-semibold text-ink';

export const mealLabel = (meal: Meal): CoreMessageId => `compose.meal.${meal}` as CoreMessageId;

export function InstitutionChoice({
  items,
  value,
  error,
  onChange,
}: {
  items: WardenInstitution[];
  value: number | null;
  error: string | undefined;
  onChange: (id: number) => void;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? 'institution-error' : undefined}>
      <legend className={legend}>
        {t('compose.institution')} <RequiredMark />
      </legend>
      <div className="flex flex-col gap-2.5">
        {items.map((item) => (
          <label key={item.id} className={card}>
            <input
              type="radio"
              name="institution"
              className={radio}
              checked={value === item.id}
              onChange={() => onChange(item.id)}
            />
            <span className="flex min-w-0 flex-col">
              <span className="text-base leading-snug font-semibold text-ink">{titleCase(item.name.en)}</span>
              {item.name.kn ? (
                <span lang="kn" className="text-[15px] text-ink-muted">
                  {item.name.kn}
                </span>
              ) : null}
              <span className="mt-0.5 text-sm text-ink-soft">
                {nameIn(item.taluk.name, t.lang)}, {nameIn(item.district.name, t.lang)}
              </span>
              {item.holidays.is_holidays ? (
                <span className="mt-1.5 w-fit rounded-full bg-holiday-50 px-2.5 py-0.5 text-sm font-semibold text-holiday-700 ring-1 ring-holiday-600/25">
                  {t('compose.holidayBadge')}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="institution-error" message={error} />
    </fieldset>
  );
}

export function MealChoice({
  value,
  slots,
  now,
  taken,
  onChange,
}: {
  value: Meal | null;
  slots: readonly MealSlot[] | null;
  now: Date;
  /** Meals already posted today, or waiting in the outbox: they cannot be chosen again. */
  taken: TakenMeals;
  onChange: (meal: Meal) => void;
}) {
  const t = useT();
  const minutes = istMinutes(now);
  return (
    <fieldset>
      <legend className={legend}>
        {t('compose.meal')} <RequiredMark />
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {MEALS.map((meal) => {
          const slot = slots?.find((s) => s.meal === meal);
          const closed = slot !== undefined && minutes < slot.opens;
          const done = taken[meal];
          return (
            <label
              key={meal}
              className={`${card} flex-col items-center gap-1 px-2 text-center has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-page has-disabled:hover:border-line`}
            >
              <input
                type="radio"
                name="meal"
                className="sr-only"
                checked={value === meal}
                disabled={closed || done !== undefined}
                onChange={() => onChange(meal)}
              />
              <span className={`text-base leading-snug font-semibold ${closed || done ? 'text-ink-soft' : 'text-ink'}`}>
                {t(mealLabel(meal))}
              </span>
              {done ? (
                <span className="text-sm font-semibold text-ok-600" data-meal-taken={done}>
                  {t(done === 'posted' ? 'compose.meal.posted' : 'compose.meal.waiting')}
                </span>
              ) : slot && closed ? (
                <span className="text-sm font-medium text-warn-600" data-meal-opens={formatMinutes(slot.opens)}>
                  {t('compose.meal.opens', { time: formatMinutes(slot.opens) })}
                </span>
              ) : null}
              {slot && !done ? (
                <span className="text-sm text-ink-muted">
                  {t('compose.meal.due', { time: formatMinutes(slot.due) })}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
