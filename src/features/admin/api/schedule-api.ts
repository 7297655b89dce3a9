/**
 * `GET schedule` (every institution type's meal slots in force today and the pending `next`) and
 * `PUT schedule/{type}` (SUPER_ADMIN only; applies from tomorrow, never re-judges past posts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import type { OrganizationType } from '@common/organizations';
import { call } from '@/lib/api-client';

export const scheduleQueryKey = ['schedule'] as const;

export function useSchedule() {
  return useQuery({
    queryKey: scheduleQueryKey,
    queryFn: ({ signal }) => call(ops.readSchedule, { toastError: false, signal }),
  });
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, slots }: { type: OrganizationType; slots: BodyOf<typeof ops.updateSchedule>['slots'] }) =>
      call(ops.updateSchedule, { params: { organization_type: type }, body: { slots }, toastError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
}
