/**
 * What Submit still needs, said at the button rather than after a press: the institution, a meal
 * (or that every open meal is already posted), the description, the menu photo and any face check
 * a photo asks for. The list is live (screen readers hear it change) and Submit names it as its
 * description, so a greyed-out Submit is never a riddle.
 */
import type { Meal, MealSlot } from '@common/schedule';
import { MEALS, opensLater } from '@common/schedule';
import { descriptionFits } from '@common/tweet-rules';
import { useT, type MessageId } from '@/i18n';
import type { TakenMeals } from '@/offline/meal-state';

export const NEEDS_ID = 'compose-needs';

export interface NeedsInput {
  organizationId: number | null;
  meal: Meal | null;
  content: string;
  hasMenuPhoto: boolean;
  facesBlocking: boolean;
  /** The chosen institution's slots, when known, the time now and the meals already taken. */
  slots: readonly MealSlot[] | null;
  now: Date;
  taken: TakenMeals;
}

/** A meal the warden may post now: open, and not posted or waiting in the outbox; else null. */
export function usableMeal(
  meal: Meal | null,
  { slots, now, taken }: Pick<NeedsInput, 'slots' | 'now' | 'taken'>,
): Meal | null {
  if (meal === null || taken[meal]) return null;
  const slot = slots?.find((s) => s.meal === meal);
  return slot && opensLater(now, slot) ? null : meal;
}

/** Every meal that has opened is taken: nothing is left to choose until the next one opens. */
function openMealsAllTaken(input: NeedsInput): boolean {
  const open = MEALS.filter((meal) => usableMeal(meal, { ...input, taken: {} }) !== null);
  return open.length > 0 && open.every((meal) => input.taken[meal] !== undefined);
}

export function composeNeeds(input: NeedsInput): MessageId[] {
  const needs: MessageId[] = [];
  if (input.organizationId === null) needs.push('compose.needs.institution');
  if (input.meal === null)
    needs.push(
      input.organizationId !== null && openMealsAllTaken(input) ? 'compose.needs.mealsTaken' : 'compose.needs.meal',
    );
  if (!descriptionFits(input.content)) needs.push('compose.needs.description');
  if (!input.hasMenuPhoto) needs.push('compose.needs.menuPhoto');
  if (input.facesBlocking) needs.push('compose.needs.faces');
  return needs;
}

export function SubmitNeeds({ needs }: { needs: readonly MessageId[] }) {
  const t = useT();
  return (
    <div id={NEEDS_ID} role="status" aria-live="polite" className="text-[15px] leading-relaxed text-ink-muted">
      {needs.length > 0 ? (
        <>
          <p className="font-semibold text-ink">{t('compose.needs.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            {needs.map((need) => (
              <li key={need}>{t(need)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
