import { useQuery } from '@tanstack/react-query';
import type { TrackingEntry } from '../../../../shared/checkout.ts';
import { api, call } from '../../../lib/api.ts';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';

/** GET /api/orders/:orderId/tracking: the order's tracking entries, oldest first. */
export const fetchTracking = (orderId: string): Promise<{ tracking: TrackingEntry[] }> =>
  call(api.orders[':orderId'].tracking.$get({ param: { orderId } }));

export function useTracking(orderId: string) {
  return useQuery({
    queryKey: orderKeys.tracking(orderId),
    queryFn: () => fetchTracking(orderId),
    select: (data) => data.tracking,
    // The dialog opens on demand and changes arrive as events, so what it shows is always refetched.
    staleTime: 0,
  });
}
