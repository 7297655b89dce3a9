/**
 * The institution changes of the console: create (`POST organization`), edit (`PATCH
 * organization/{id}`), assign and unassign a warden, and the soft delete with a reason (`DELETE
 * entity/{id}?reason=`). Each refreshes every institution and statistics query afterwards; field
 * errors (422) are left to the form, other failures are toasted by the API client.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Institution } from '@common/contract/answers/institutions';

export interface InstitutionBody {
  en_name: string;
  kn_name: string;
  district: number;
  taluk: number;
  organization_type: string;
  hostel_type: string | null;
  twitter_id: string | null;
  /** Left out to keep the stored credential; null or '' clears it. */
  twitter_password?: string | null;
}

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
      ? api.post<Institution>('organization', body, { toastError: false })
      : api.patch<Institution>(`organization/${id}`, body, { toastError: false }),
  );
}

export function useAssignWarden() {
  return useRefreshing(({ orgId, wardenId }: { orgId: number; wardenId: number | null }) =>
    wardenId === null
      ? api.patch<Institution>(`organization/unassign-warden/${orgId}`)
      : api.patch<Institution>(`organization/assign-warden/${orgId}/${wardenId}`),
  );
}

export function useDeleteInstitution() {
  return useRefreshing(({ id, reason }: { id: number; reason: string }) =>
    api.delete<unknown>(`entity/${id}`, { query: { reason }, toastError: false }),
  );
}
