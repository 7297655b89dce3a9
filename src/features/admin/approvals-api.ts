/**
 * The approval calls of docs/product.md, 'Password reset' for the admin console: the pending list as a query and the
 * approve/reject decision as a mutation that refreshes the list afterwards (also after a 409, when
 * someone else decided first, so the stale row disappears). Query keys come only from here.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { t } from '@/i18n';
import { call } from '@/lib/api-client';
import { toast } from '@/toast/toast-store';
import type { PendingReset } from '@common/contract/answers/reset';

export const pendingResetsKey = ['reset-password', 'pending'] as const;

export const pendingResetsQuery = () =>
  queryOptions({
    queryKey: pendingResetsKey,
    queryFn: () => call(ops.listPendingResets),
    staleTime: 0,
    // Requests arrive while the page is open; a calm poll keeps the list honest.
    refetchInterval: 60_000,
  });

export interface Decision {
  item: PendingReset;
  approve: boolean;
}

export function useDecideReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, approve }: Decision) =>
      call(approve ? ops.approveReset : ops.rejectReset, { params: { request_id: item.request_id } }),
    onSuccess: (_answer, { item, approve }) => {
      toast.success(t(approve ? 'admin.approvals.approved' : 'admin.approvals.rejected', { name: item.user.name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingResetsKey }),
  });
}
