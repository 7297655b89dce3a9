/**
 * The composer's meal: the one the warden picked, else the preset, which follows the chosen
 * institution's schedule and is a meal that had opened when the form opened (none before the day's
 * first: the server refuses a post before then). The preset never moves while the warden composes;
 * the time now only opens the cards. A meal already posted today, or waiting in the outbox, and a
 * meal not open yet are never chosen, whatever the picked or preset one (the home's checklist
 * presets one through the address).
 */
import { useState } from 'react';
import type { Schedule } from '@common/contract/answers/reference';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import type { OrganizationType } from '@common/organizations';
import { DEFAULT_SLOTS, presetOpenMeal, type Meal } from '@common/schedule';
import { servedSlotsAt } from '@common/schedule-in-force';
import { takenMeals } from '@/offline/meal-state';
import { useNow, useOutboxMeals } from '@/offline/use-today';
import { usableMeal } from './compose-needs';

/** The type of all the warden's institutions when they share one: its times hold whichever is chosen. */
function sharedType(items: readonly WardenInstitution[]): OrganizationType | undefined {
  const types = new Set(items.map((item) => item.organization_type));
  return types.size === 1 ? [...types][0] : undefined;
}

export function useMealChoice(
  items: readonly WardenInstitution[],
  chosen: WardenInstitution | null,
  schedule: Schedule | null,
  preset: Meal | undefined,
) {
  // The day being posted, and the moment the meal is preset for, are when the form opened.
  const [openedAt] = useState(() => new Date());
  const [picked, setMeal] = useState<Meal | null>(preset ?? null);
  // Unknown while types differ and none is chosen (or in a list saved before it carried types):
  // no due time is shown rather than one that may not hold.
  const type = chosen ? chosen.organization_type : sharedType(items);
  const slots = type ? servedSlotsAt(schedule, type, openedAt) : null;
  const now = useNow();
  const outbox = useOutboxMeals();
  const taken = chosen ? takenMeals(chosen, outbox, now) : {};
  const usable = (m: Meal | null) => usableMeal(m, { slots, now, taken });
  const meal = usable(picked) ?? usable(presetOpenMeal(openedAt, slots ?? DEFAULT_SLOTS));
  return { meal, setMeal, slots, now, taken };
}
