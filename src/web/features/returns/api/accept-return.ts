import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { returnKeys } from './return-keys.ts';

/** POST /api/vendor/returns/:returnId/accept: the store accepts with a refund of `refundKobo`. */
export const acceptReturn = (returnId: string, refundKobo: number) =>
  call(api.vendor.returns[':returnId'].accept.$post({ param: { returnId }, json: { refundKobo } }));

export function useAcceptReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, refundKobo }: { returnId: string; refundKobo: number }) =>
      acceptReturn(returnId, refundKobo),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
