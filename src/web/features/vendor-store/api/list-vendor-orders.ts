import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './query-keys.ts';

/** GET /api/vendor/orders: the orders of the caller's stores, newest first, ten a page. */
export const fetchVendorOrders = (page: number) => call(api.vendor.orders.$get({ query: { page: String(page) } }));

export function useVendorOrders(page: number) {
  return useQuery({
    queryKey: vendorKeys.orders(page),
    queryFn: () => fetchVendorOrders(page),
    placeholderData: keepPreviousData,
  });
}
