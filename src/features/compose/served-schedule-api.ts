/**
 * `GET schedule` for the composer: each institution type's meal slots in force today and any
 * change pending from tomorrow (docs/product.md, 'Deadlines'), as one fetcher, its queryOptions and its hook. Every
 * answer is kept on the phone (src/offline/schedule-cache.ts) and the kept one answers first, so
 * the composer shows the right deadlines at once, with or without signal, while a fresh answer is
 * asked for behind the screen whenever the phone is online. Which slots of it hold on
 * the day being posted is common/schedule-in-force.ts's rule, the one the server judges by.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schedule } from '@common/contract/answers/reference';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { loadSchedule, saveSchedule } from '@/offline/schedule-cache';

export async function getServedSchedule(signal?: AbortSignal): Promise<Schedule> {
  const schedule = await call(ops.readSchedule, { toastError: false, signal });
  saveSchedule(schedule);
  return schedule;
}

export const servedScheduleQuery = queryOptions({
  queryKey: ['schedule', 'served'],
  queryFn: ({ signal }) => getServedSchedule(signal),
  // Read once, when the query is first used; a failed refresh keeps it as the data.
  initialData: () => loadSchedule()?.schedule,
  // A 1-2 KB answer: asked for again each time the composer opens online, and when the network returns.
  staleTime: 0,
});

/** The last answer, from the network or the phone; null only when this phone never had one. */
export function useServedSchedule(): Schedule | null {
  return useQuery(servedScheduleQuery).data ?? null;
}
