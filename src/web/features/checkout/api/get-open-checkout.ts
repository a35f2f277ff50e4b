import { useQuery } from '@tanstack/react-query';
import type { OpenCheckout } from '../../../../shared/checkout.ts';
import { api, call } from '../../../lib/api.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments/open: the shopper's newest checkout still waiting for its payment, if any. */
export const getOpenCheckout = (): Promise<OpenCheckout> => call(api.payments.open.$get());

/**
 * The checkout page resumes this one instead of placing a second set of orders. A failed look
 * reads as "none": it must not stop the shopper (the form shows, as before there was a way to
 * resume), and the query always has data, so reading it again never unmounts the form.
 */
export function useOpenCheckout() {
  return useQuery({
    queryKey: paymentKeys.open,
    queryFn: () => getOpenCheckout().catch((): OpenCheckout => ({ payment: null })),
    select: (data) => data.payment,
    staleTime: 0,
    // Read when the page opens and after each payment settles, never mid-payment (a popup's checkout
    // would otherwise replace the form it was placed from, and the popup with it): not on focus,
    // nor when the connection comes back.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
