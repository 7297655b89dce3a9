/**
 * What the outbox's screens and the warden header read from the phone: the signed-in warden's rows
 * and their unsent count, through the repository (outbox-repository.ts) inside Dexie's live queries,
 * so they update by themselves when the sync worker, another tab or the service worker changes a
 * row. The screens (src/features/outbox, the header's tray link) never open the tables themselves.
 * Also: when a post reaches the server, the warden's lists, counts and today's meals are read again.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/session/use-session';
import {
  notPostedQueryKey,
  wardenInstitutionsKey,
  wardenStatsQueryKey,
  wardenTweetsQueryKey,
} from '@/lib/warden-query-keys';
import { outboxDb } from './outbox-db';
import { createOutboxRepository } from './outbox-repository';
import { subscribeOutbox } from './sync-client';
import type { OutboxPost } from './outbox-types';

const rows = () => createOutboxRepository(outboxDb());

/** Every row of the signed-in account, newest first; undefined while loading. */
export function useOutboxPosts(): OutboxPost[] | undefined {
  const { id } = useSession();
  return useLiveQuery(async () => (id ? rows().list(id) : []), [id]);
}

/** How many of the signed-in account's posts have not reached the server (counted on the indexes). */
export function useUnsentCount(): number {
  const { id } = useSession();
  return useLiveQuery(async () => (id ? rows().countUnsent(id) : 0), [id]) ?? 0;
}

/** After a post reaches the server, the warden's lists, counts and today's meals are out of date. */
export function useInvalidateOnSent(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeOutbox((event) => {
        if (event.type !== 'sent') return;
        void queryClient.invalidateQueries({ queryKey: wardenTweetsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: wardenStatsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: notPostedQueryKey() });
        // Today's meals (the home's checklist, the composer's posted meals) come with this list.
        void queryClient.invalidateQueries({ queryKey: wardenInstitutionsKey() });
      }),
    [queryClient],
  );
}
