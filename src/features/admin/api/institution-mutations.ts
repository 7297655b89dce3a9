/**
 * The institution changes of the console: create (`POST organization`), edit (`PATCH
 * organization/{id}`), assign and unassign a warden, and the soft delete with a reason (`DELETE
 * entity/{id}?reason=`). Each refreshes every institution and statistics query afterwards; field
 * errors (422) are left to the form, other failures are toasted by the API client.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

/** An institution as the form sends it; a left-out twitter_password keeps the stored credential. */
export type InstitutionBody = BodyOf<typeof ops.createInstitution>;

function useRefreshing<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['organization'] }),
        client.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}

export function useSaveInstitution() {
  return useRefreshing(({ id, body }: { id: number | null; body: InstitutionBody }) =>
    id === null
      ? call(ops.createInstitution, { body, toastError: false })
      : call(ops.updateInstitution, { params: { id }, body, toastError: false }),
  );
}

export function useAssignWarden() {
  return useRefreshing(({ orgId, wardenId }: { orgId: number; wardenId: number | null }) =>
    wardenId === null
      ? call(ops.unassignWarden, { params: { org_id: orgId } })
      : call(ops.assignWarden, { params: { org_id: orgId, admin_id: wardenId } }),
  );
}

export function useDeleteInstitution() {
  return useRefreshing(({ id, reason }: { id: number; reason: string }) =>
    call(ops.deleteInstitution, { params: { id }, query: { reason }, toastError: false }),
  );
}
