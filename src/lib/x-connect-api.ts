/**
 * Connecting an institution to X and disconnecting it (docs/spec-notes.md, 'Publishing to X'). Connect asks our
 * server for X's authorize address (`POST organization/{id}/x/connect`) and sends the browser there; X sends it back
 * through our callback to /x/connected. Disconnect (`DELETE organization/{id}/x`) forgets the account, then every
 * institution list and count is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { XConnect } from '@common/contract/answers/x';
import { api } from '@/lib/api-client';

export function useConnectX() {
  return useMutation({
    mutationFn: (organizationId: number) => api.post<XConnect>(`organization/${organizationId}/x/connect`),
    onSuccess: (answer) => window.location.assign(answer.authorize_url),
  });
}

export function useDisconnectX() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number) => api.delete<{ id: number }>(`organization/${organizationId}/x`),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['organization'] }),
        client.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}
