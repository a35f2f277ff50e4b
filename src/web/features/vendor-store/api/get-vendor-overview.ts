import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/vendor/overview: pending orders, total revenue and the last 30 days. */
export const fetchVendorOverview = () => call(api.vendor.overview.$get());

export function useVendorOverview() {
  return useQuery({ queryKey: vendorKeys.overview, queryFn: fetchVendorOverview });
}
