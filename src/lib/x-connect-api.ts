/**
 * Connecting an institution to X and disconnecting it (docs/spec-notes.md, 'Publishing to X'). Connect asks our
 * server for X's authorize address (`POST organization/{id}/x/connect`) and sends the browser there; X sends it back
 * through our callback to /x/connected. Disconnect (`DELETE organization/{id}/x`) forgets the account, then every
 * institution list and count is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export function useConnectX() {
  return useMutation({
    mutationFn: (organizationId: number) => call(ops.connectInstitutionX, { params: { id: organizationId } }),
    onSuccess: (answer) => window.location.assign(answer.authorize_url),
  });
}

export function useDisconnectX() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number) => call(ops.disconnectInstitutionX, { params: { id: organizationId } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['organization'] }),
        client.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}
