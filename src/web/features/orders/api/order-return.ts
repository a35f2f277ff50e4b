import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenReturnInput, OrderReturnView } from '../../../../shared/schemas/returns.ts';
import { api, call } from '../../../lib/api.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/orders/:orderId/return: the order's latest return request and its window. */
export function useOrderReturn(orderId: string) {
  return useQuery({
    queryKey: [...orderKeys.all, 'return', orderId],
    queryFn: (): Promise<OrderReturnView> => call(api.orders[':orderId'].return.$get({ param: { orderId } })),
    staleTime: 0,
  });
}

/** POST /api/orders/:orderId/return, then the tracking and the return are read again. */
export function useOpenReturn(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenReturnInput) =>
      call(api.orders[':orderId'].return.$post({ param: { orderId }, json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /api/orders/:orderId/return/escalate: a declined request goes to an admin. */
export function useEscalateReturn(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.orders[':orderId'].return.escalate.$post({ param: { orderId } })),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
