import { useQuery } from '@tanstack/react-query';
import type { DeliveryFees } from '../../../../shared/checkout.ts';
import { requestJson } from './request-json.ts';

/** GET /api/delivery-fees: one fee per state, fetched once; totals are then worked out at once. */
export const fetchDeliveryFees = () => requestJson<DeliveryFees>('GET', '/delivery-fees');

export function useDeliveryFees() {
  return useQuery({ queryKey: ['delivery-fees'], queryFn: fetchDeliveryFees, staleTime: 10 * 60_000 });
}

/** The fee one store's order pays for delivery to `state`. */
export function deliveryFeeFor(fees: DeliveryFees, state: string): number {
  return fees.fees[state] ?? fees.defaultFeeKobo;
}
