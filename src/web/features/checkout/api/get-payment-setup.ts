import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/** GET /api/checkout/methods: the payment methods this marketplace has set up, and whether it is in test mode. */
export const paymentSetupKey = ['checkout-methods'] as const;

export const fetchPaymentSetup = () => call(api.checkout.methods.$get());

export function usePaymentSetup() {
  return useQuery({ queryKey: paymentSetupKey, queryFn: fetchPaymentSetup, staleTime: 10 * 60_000 });
}
