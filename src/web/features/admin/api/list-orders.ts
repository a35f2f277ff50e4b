import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './query-keys.ts';

export type AdminOrderFilters = { status: string; paymentStatus: string; storeId: string; q: string };

/** GET /api/admin/orders: filtered on the server, newest first, a page per cursor. */
export const fetchAdminOrders = (filters: AdminOrderFilters, cursor: string | null) => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  if (cursor) query.cursor = cursor;
  return call(api.admin.orders.$get({ query }));
};

export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.orders(filters),
    queryFn: ({ pageParam }) => fetchAdminOrders(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
