import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrdersPage } from '../../../../shared/checkout.ts';
import { api, call } from '../../../lib/api.ts';
import { orderKeys } from './query-keys.ts';

/**
 * GET /api/orders?page=n: the signed-in person's own orders, newest first, a page at a time;
 * `withoutCancelledAttempts` leaves out checkouts cancelled before any payment.
 */
export const fetchOrders = (page: number, withoutCancelledAttempts = false): Promise<OrdersPage> =>
  call(
    api.orders.$get({
      query: { page: String(page), cancelledAttempts: withoutCancelledAttempts ? 'exclude' : 'include' },
    }),
  );

/**
 * Every page loaded so far: all the orders (the full lists), or for `recent` the newest without
 * the cancelled attempts (the dashboard's Overview).
 */
export function useOrders({ recent = false }: { recent?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: recent ? orderKeys.recent : orderKeys.list,
    queryFn: ({ pageParam }) => fetchOrders(pageParam, recent),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
