/**
 * What the outbox's screens and the warden header read from the phone: the signed-in warden's rows
 * and their unsent count, through the repository (outbox-repository.ts) inside Dexie's live queries,
 * so they update by themselves when the sync worker, another tab or the service worker changes a
 * row. The screens (src/features/outbox, the header's tray link) never open the tables themselves.
 * Also: when a post reaches the server, the warden's lists, counts and today's meals are read again,
 * and while the outbox is open online, its receipts learn their public-log entries (log-receipts.ts).
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
import { followLogReceipts, readLogOfTweet } from './log-receipts';
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

/** While the outbox is open and online, receipts still without their public-log entry ask for it. */
export function useLogReceipts(online: boolean): void {
  const { id } = useSession();
  useEffect(() => {
    if (!id || !online) return;
    void followLogReceipts(rows(), id, readLogOfTweet).catch(() => undefined);
  }, [id, online]);
}
