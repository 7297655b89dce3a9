/**
 * The holiday calls of the consoles and the warden's phone: the supervisors' list `GET holidays`
 * (with `can_revoke`, one institution's with `organization`), an institution's own list `GET
 * organization/{id}/holidays` (the warden's), declaring `POST organization/{id}/holidays` and
 * revoking `PATCH organization/{id}/holidays/{holiday_id}/revoke`. A change refreshes every list
 * and the warden's institutions (their today's holiday), also after a failure, so a holiday someone
 * else changed shows as it is now.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { t } from '@/i18n';
import { call } from '@/lib/api-client';
import { toast } from '@/toast/toast-store';
import type { Holiday } from '@common/contract/answers/holidays';

export interface HolidayParams {
  page?: number | undefined;
  status?: 'ACTIVE' | 'REVOKED' | 'ALL' | undefined;
  /** One institution's holidays only. */
  organization?: number | undefined;
  size?: number | undefined;
}

export const holidaysQueryKey = (params?: HolidayParams) =>
  params ? (['holidays', params] as const) : (['holidays'] as const);
export const organizationHolidaysKey = (id?: number) =>
  id === undefined ? (['organization-holidays'] as const) : (['organization-holidays', id] as const);

/** Every list that shows a holiday, and the warden's institutions with today's holiday (the composer's notice). */
function refreshAll(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: holidaysQueryKey() }),
    queryClient.invalidateQueries({ queryKey: organizationHolidaysKey() }),
    queryClient.invalidateQueries({ queryKey: ['organization', 'warden'] }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
  ]);
}

export function getHolidays(params: HolidayParams, signal?: AbortSignal) {
  return call(ops.listHolidays, { query: { size: 10, ...params }, toastError: false, signal });
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

/** An institution's holidays, newest first (the warden's own; any role that reads the institution). */
export function useOrganizationHolidays(id: number) {
  return useQuery(
    queryOptions({
      queryKey: organizationHolidaysKey(id),
      queryFn: ({ signal }) => call(ops.listInstitutionHolidays, { params: { id }, toastError: false, signal }),
    }),
  );
}

export type DeclareInput = BodyOf<typeof ops.declareHoliday> & { organization: number };

export function useDeclareHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organization, ...body }: DeclareInput) =>
      call(ops.declareHoliday, { params: { id: organization }, body, toastError: false }),
    onSuccess: () => toast.success(t('holidays.declared')),
    onSettled: () => refreshAll(queryClient),
  });
}

export function useRevokeHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ holiday, reason }: { holiday: Pick<Holiday, 'id' | 'organization_id'>; reason: string }) =>
      call(ops.revokeHoliday, {
        params: { id: holiday.organization_id, holiday_id: holiday.id },
        body: { reason },
        toastError: false,
      }),
    onSuccess: () => toast.success(t('dd.holidays.revoked')),
    onSettled: () => refreshAll(queryClient),
  });
}
