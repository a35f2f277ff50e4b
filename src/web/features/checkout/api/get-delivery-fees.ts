import { useQuery } from '@tanstack/react-query';
import type { DeliveryFees } from '../../../../shared/checkout.ts';
import { api, call } from '../../../lib/api.ts';

/** GET /api/delivery-fees: one fee per state, fetched once; totals are then worked out at once. */
export const fetchDeliveryFees = () => call(api['delivery-fees'].$get());

export function useDeliveryFees() {
  return useQuery({ queryKey: ['delivery-fees'], queryFn: fetchDeliveryFees, staleTime: 10 * 60_000 });
}

/** The fee one store's order pays for delivery to `state`. */
export function deliveryFeeFor(fees: DeliveryFees, state: string): number {
  return fees.fees[state] ?? fees.defaultFeeKobo;
}
