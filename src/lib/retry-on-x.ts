/**
 * `POST tweet/{id}/x/retry`: a post X gave up on goes back in the queue. Afterwards the post and
 * every list showing it are read again, so its new state shows at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { toast } from '@/toast/toast-store';
import { useT } from '@/i18n';

export function useRetryOnX() {
  const client = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (id: number) => call(ops.retryTweetOnX, { params: { id } }),
    onSuccess: async () => {
      toast.success(t('xMsg.requeued'));
      await client.invalidateQueries({ queryKey: ['tweets'] });
    },
  });
}
