import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/** GET /api/orders/last-shipping-state: the state the signed-in shopper's latest order went to, or null. */
export const fetchLastShippingState = () => call(api.orders['last-shipping-state'].$get());

/**
 * Asked only when `enabled` (signed in, and the browser remembers no state): once per session,
 * since an order placed meanwhile is placed by this shopper, who chose its state.
 */
export function useLastShippingState(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['account', userId, 'last-shipping-state'] as const,
    queryFn: fetchLastShippingState,
    enabled: enabled && !!userId,
    staleTime: Infinity,
  });
}
