import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { paymentKeys } from './payment-keys.ts';

/**
 * GET /api/payments/:reference: the payment; while it is unpaid, how to pay it (`next`) and whether
 * a transfer is on its way (`waiting`). Polled while a payment is being confirmed.
 */
export const getPayment = (reference: string) => call(api.payments[':reference'].$get({ param: { reference } }));

/** An unpaid checkout's payment, for its Pay now and Cancel. */
export function usePayment(reference: string) {
  return useQuery({ queryKey: paymentKeys.one(reference), queryFn: () => getPayment(reference) });
}
