/**
 * `GET holidays` (ACTIVE by default, with `can_revoke`) and the revoke mutation
 * `PATCH organization/{id}/holidays/{holiday_id}/revoke {reason}`, which refreshes the list
 * afterwards (also after a failure, so a holiday someone else revoked disappears).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import { t } from '@/i18n';
import { api } from '@/lib/api-client';
import { toast } from '@/toast/toast-store';
import type { HolidayRow as Holiday } from '@common/contract/answers/holidays';

export interface HolidayParams {
  page?: number | undefined;
  status?: 'ACTIVE' | 'REVOKED' | 'ALL' | undefined;
}

export const holidaysQueryKey = (params?: HolidayParams) =>
  params ? (['holidays', params] as const) : (['holidays'] as const);

export function getHolidays(params: HolidayParams, signal?: AbortSignal): Promise<ListPage<Holiday>> {
  return api.get<ListPage<Holiday>>('holidays', { query: { size: 10, ...params }, toastError: false, signal });
}

export function useHolidays(params: HolidayParams) {
  return useQuery(
    queryOptions({
      queryKey: holidaysQueryKey(params),
      queryFn: ({ signal }) => getHolidays(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useRevokeHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ holiday, reason }: { holiday: Holiday; reason: string }) =>
      api.patch<unknown>(
        `organization/${holiday.organization_id}/holidays/${holiday.id}/revoke`,
        { reason },
        { toastError: false },
      ),
    onSuccess: () => toast.success(t('dd.holidays.revoked')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holidaysQueryKey() }),
  });
}
