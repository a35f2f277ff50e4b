import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/** GET /api/delivery-fees: the marketplace's fee table (the fee of each state, and the default). */
export const fetchDeliveryFees = () => call(api['delivery-fees'].$get());

/**
 * Asked only once the shopper has a state (chosen, remembered or from their last order), and kept
 * for the visit: every product page's estimate prices from the same table, and admins change it rarely.
 */
export function useDeliveryFees(enabled: boolean) {
  return useQuery({
    queryKey: ['catalog', 'delivery-fees'] as const,
    queryFn: fetchDeliveryFees,
    enabled,
    staleTime: 5 * 60_000,
  });
}
