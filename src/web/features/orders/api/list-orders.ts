import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrdersPage } from '../../../../shared/checkout.ts';
import { api, call } from '../../../lib/api.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/orders?page=n: the signed-in person's own orders, newest first, a page at a time. */
export const fetchOrders = (page: number): Promise<OrdersPage> =>
  call(api.orders.$get({ query: { page: String(page) } }));

/** Every page loaded so far, shared by the dashboard's Overview (its first orders) and the full lists. */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: orderKeys.list,
    queryFn: ({ pageParam }) => fetchOrders(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
