import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { returnKeys } from './return-keys.ts';

/** POST /api/vendor/returns/:returnId/decline: the store declines, saying why. */
export const declineReturn = (returnId: string, reason: string) =>
  call(api.vendor.returns[':returnId'].decline.$post({ param: { returnId }, json: { reason } }));

export function useDeclineReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, reason }: { returnId: string; reason: string }) => declineReturn(returnId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
