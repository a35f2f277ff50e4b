import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenReturnInput, OrderReturnView } from '../../../../shared/schemas/returns.ts';
import { api, call } from '../../../lib/api.ts';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';

/** GET /api/orders/:orderId/return: the order's latest return request and its window. */
export function useOrderReturn(orderId: string) {
  return useQuery({
    queryKey: [...orderKeys.all, 'return', orderId],
    queryFn: (): Promise<OrderReturnView> => call(api.orders[':orderId'].return.$get({ param: { orderId } })),
    staleTime: 0,
  });
}

/**
 * The request as the route's multipart form: `items` as JSON text, the reason, the comment and each
 * photo as a `photos` file (the server decodes and re-encodes them).
 */
export function returnFormData(input: OpenReturnInput, photos: readonly File[]): FormData {
  const body = new FormData();
  body.append('items', JSON.stringify(input.items));
  body.append('reason', input.reason);
  body.append('comment', input.comment);
  for (const photo of photos) body.append('photos', photo);
  return body;
}

/** POST /api/orders/:orderId/return (with up to 3 photos), then the tracking and the return are read again. */
export function useOpenReturn(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, photos }: { input: OpenReturnInput; photos: readonly File[] }) =>
      // The route reads the multipart body itself, so hc has no typed input: pass the body through init.
      call(
        api.orders[':orderId'].return.$post({ param: { orderId } }, { init: { body: returnFormData(input, photos) } }),
      ),
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
