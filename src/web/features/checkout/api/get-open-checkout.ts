import { useQuery } from '@tanstack/react-query';
import type { ClientResponse } from 'hono/client';
import type { OpenCheckout } from '../../../../shared/checkout.ts';
import { call } from '../../../lib/api.ts';
import { paymentKeys } from './query-keys.ts';

/**
 * GET /api/payments/open: the shopper's newest checkout still waiting for its payment, if any.
 * Fetched by hand (not through the typed client) until the server's route is merged.
 */
export const getOpenCheckout = (): Promise<OpenCheckout> =>
  call(
    fetch('/api/payments/open', { credentials: 'same-origin' }) as unknown as Promise<
      ClientResponse<OpenCheckout, 200, 'json'>
    >,
  );

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
    // would otherwise replace the form it was placed from).
    refetchOnWindowFocus: false,
  });
}
