/**
 * `/dashboard/add-tweet` ('Create Tweet'): the composer of a meal post. The home's checklist opens
 * it with `?organization=&meal=` to choose that hostel and meal; anything else in them is dropped.
 */
import { createFileRoute } from '@tanstack/react-router';
import { MEALS, type Meal } from '@common/schedule';
import { AddTweetScreen } from '@/features/compose/add-tweet-screen';

export interface ComposeSearch {
  organization?: number;
  meal?: Meal;
}

function validateComposeSearch(search: Record<string, unknown>): ComposeSearch {
  const organization = Number(search.organization);
  const meal = MEALS.find((m) => m === search.meal);
  return {
    ...(Number.isSafeInteger(organization) && organization > 0 ? { organization } : {}),
    ...(meal ? { meal } : {}),
  };
}

export const Route = createFileRoute('/dashboard/add-tweet')({
  validateSearch: validateComposeSearch,
  component: AddTweetRoute,
});

function AddTweetRoute() {
  return <AddTweetScreen preset={Route.useSearch()} />;
}
