import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { returnKeys } from './return-keys.ts';

/** POST /api/vendor/returns/:returnId/received: an accepted return's goods are back (stock returns). */
export const receiveReturnedItems = (returnId: string) =>
  call(api.vendor.returns[':returnId'].received.$post({ param: { returnId } }));

export function useReceiveReturnedItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: receiveReturnedItems,
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
