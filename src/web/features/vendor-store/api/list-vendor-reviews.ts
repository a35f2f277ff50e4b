import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/vendor/reviews: reviews of the caller's products, newest first. */
export const fetchVendorReviews = () => call(api.vendor.reviews.$get());

export function useVendorReviews() {
  return useQuery({ queryKey: vendorKeys.reviews, queryFn: fetchVendorReviews, select: (data) => data.reviews });
}
