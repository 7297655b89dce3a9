/**
 * What the outbox screens read: the signed-in warden's rows straight from IndexedDB through Dexie's
 * live queries (they update by themselves when the sync worker, another tab or the service worker
 * changes a row), the unsent count for the header badge, and the browser's online flag for the
 * offline banner.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useQueryClient } from '@tanstack/react-query';
import { outboxDb } from '@/offline/outbox-db';
import { subscribeOutbox } from '@/offline/sync-client';
import type { OutboxPost } from '@/offline/outbox-types';
import { useSession } from '@/session/use-session';
import {
  notPostedQueryKey,
  wardenInstitutionsKey,
  wardenStatsQueryKey,
  wardenTweetsQueryKey,
} from '@/lib/warden-query-keys';

export { useOnline } from './use-online';

/** Every row of the signed-in account, newest first; undefined while loading. */
export function useOutboxPosts(): OutboxPost[] | undefined {
  const { id } = useSession();
  return useLiveQuery(
    async () => (id ? (await outboxDb().posts.where('account_id').equals(id).sortBy('created_at')).reverse() : []),
    [id],
  );
}

/** How many of the signed-in account's posts have not reached the server. */
export function useUnsentCount(): number {
  const { id } = useSession();
  return (
    useLiveQuery(async () => {
      if (!id) return 0;
      const rows = await outboxDb().posts.where('account_id').equals(id).toArray();
      return rows.filter((post) => post.state !== 'sent').length;
    }, [id]) ?? 0
  );
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

/** Shows a blob in an <img> through an object URL, revoked when the blob changes or the image goes. */
export function useBlobSrc(blob: Blob | undefined): RefObject<HTMLImageElement | null> {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!blob || !img) return undefined;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}
