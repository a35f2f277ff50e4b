import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/constants.ts';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/vendor/orders: the orders of the caller's stores, newest first, ten a page, optionally of one status. */
export const fetchVendorOrders = (page: number, status?: OrderStatus) =>
  call(api.vendor.orders.$get({ query: { page: String(page), ...(status ? { status } : {}) } }));

export function useVendorOrders(page: number, status?: OrderStatus) {
  return useQuery({
    queryKey: vendorKeys.orders(page, status),
    queryFn: () => fetchVendorOrders(page, status),
    placeholderData: keepPreviousData,
  });
}
