import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrdersPage } from '../../../../shared/checkout.ts';
import { api, call } from '../../../lib/api.ts';
import { orderKeys } from './order-keys.ts';

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

export type AdminOrderFilters = { status: string; paymentStatus: string; storeId: string; q: string };

/** GET /api/admin/orders: every store's orders, filtered on the server, newest first, a page per cursor. */
export const fetchAdminOrders = (filters: AdminOrderFilters, cursor: string | null) => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  if (cursor) query.cursor = cursor;
  return call(api.admin.orders.$get({ query }));
};

export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery({
    queryKey: orderKeys.admin(filters),
    queryFn: ({ pageParam }) => fetchAdminOrders(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
