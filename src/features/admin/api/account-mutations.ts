/**
 * The account changes of the console: create (`POST admin`), disable with a reason and enable
 * (`PATCH admin/{id}/disable|enable`), reset 2FA (`PATCH admin/{id}/reset-2fa`, SUPER_ADMIN only)
 * and a DD's districts (`PATCH admin/{id}/districts`). Each refreshes every account query and the
 * statistics afterwards; field errors (422) are left to the forms, which also toast the rest.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { accountsQueryKey } from './get-accounts';

function useRefreshing<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: accountsQueryKey() }),
        client.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}

export function useCreateAccount() {
  return useRefreshing((body: BodyOf<typeof ops.createAccount>) =>
    call(ops.createAccount, { body, toastError: false }),
  );
}

export function useSetDisabled() {
  return useRefreshing(({ id, disabled, reason }: { id: number; disabled: boolean; reason?: string }) =>
    disabled
      ? call(ops.disableAccount, { params: { id }, body: { reason: reason ?? '' }, toastError: false })
      : call(ops.enableAccount, { params: { id }, toastError: false }),
  );
}

export function useResetTwoFactor() {
  return useRefreshing((id: number) => call(ops.resetTwoFactor, { params: { id }, toastError: false }));
}

export function useSetDistricts() {
  return useRefreshing(({ id, districts }: { id: number; districts: number[] }) =>
    call(ops.setAccountDistricts, { params: { id }, body: { districts }, toastError: false }),
  );
}
