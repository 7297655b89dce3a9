/**
 * The phone's side of the warden's day (meal-state.ts): the signed-in account's outbox rows, read
 * live from IndexedDB (they change when the sender or another tab sends one), and the time now,
 * again every half minute, so a meal opens or passes its deadline on screen when it does. Shared
 * by the home's checklist and the composer.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { outboxDb } from '@/offline/outbox-db';
import { useSession } from '@/session/use-session';
import type { OutboxMeal } from './meal-state';

/** The account's outbox rows, as the day's arithmetic reads them; empty while loading. */
export function useOutboxMeals(): OutboxMeal[] {
  const { id } = useSession();
  return (
    useLiveQuery(
      async () =>
        id
          ? (await outboxDb().posts.where('account_id').equals(id).toArray()).map(
              ({ organization_id, meal, captured_at, state, result }) => ({
                organization_id,
                meal,
                captured_at,
                state,
                result,
              }),
            )
          : [],
      [id],
    ) ?? []
  );
}

/** The time now, again every half minute. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
