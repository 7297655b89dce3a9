/**
 * `GET schedule` (every institution type's meal slots in force today and the pending `next`) and
 * `PUT schedule/{type}` (SUPER_ADMIN only; applies from tomorrow, never re-judges past posts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ScheduleItem, SlotView } from '@common/contract/answers/reference';

export const scheduleQueryKey = ['schedule'] as const;

export function useSchedule() {
  return useQuery({
    queryKey: scheduleQueryKey,
    queryFn: ({ signal }) =>
      api.get<{ today: string; items: ScheduleItem[] }>('schedule', { toastError: false, signal }),
  });
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, slots }: { type: string; slots: SlotView[] }) =>
      api.put<ScheduleItem>(`schedule/${type}`, { slots }, { toastError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
}
