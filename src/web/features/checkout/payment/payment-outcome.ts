import type { PaymentView } from '../../../../shared/checkout.ts';
import { isApiError } from '../../../lib/api.ts';

/**
 * What the shopper is told once the server has answered about a payment (docs/product.md#payment-status):
 * - completed: paid, the orders stand;
 * - refunded: paid, but the orders could not be kept (refund pending or done): "Payment succeeded
 *   but failed to create order. Please contact support.";
 * - cancelled: nothing was paid and the checkout is cancelled;
 * - waiting: the provider says a bank transfer is on its way; the checkout stays reserved;
 * - pending: not confirmed yet (the provider said "paid", or we could not hear the server's answer);
 * - unsettled: the server could not ask the provider, so nothing changed: the checkout is still open;
 * - short: the provider took less than asked; the checkout waits for an admin to refund or accept it;
 * - failed: the payment failed.
 */
export type PaymentOutcome =
  'completed' | 'refunded' | 'cancelled' | 'waiting' | 'pending' | 'unsettled' | 'short' | 'failed';

export function outcomeOf(view: Pick<PaymentView, 'status' | 'waiting' | 'short'>): PaymentOutcome {
  switch (view.status) {
    case 'completed':
      return 'completed';
    case 'refund_pending':
    case 'refunded':
      return 'refunded';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
      return view.short ? 'short' : view.waiting ? 'waiting' : 'pending';
    default:
      return 'failed';
  }
}

type Confirmers = {
  verify: () => Promise<PaymentView>;
  get: () => Promise<PaymentView>;
  wait: (ms: number) => Promise<void>;
};

/** How often, and how many times, a payment still pending after verify is looked at again. */
export const POLL_DELAYS_MS = [1000, 2000, 3000, 4000] as const;

/**
 * Verify, and while the provider has not confirmed yet (its webhook may still be on the way),
 * look again a few times with growing pauses. A transfer on its way is not polled: it takes longer
 * than the shopper should wait here. Errors reach the caller.
 */
export async function confirmPayment({ verify, get, wait }: Confirmers): Promise<PaymentOutcome> {
  let outcome = outcomeOf(await verify());
  for (const delay of POLL_DELAYS_MS) {
    if (outcome !== 'pending') return outcome;
    await wait(delay);
    outcome = outcomeOf(await get());
  }
  return outcome;
}

/**
 * After the provider said "paid": the server verifies (and we poll while it is pending). Whatever
 * goes wrong on the way, the shopper may have paid, so they hear "still confirming", never
 * "Failed to place order. Please try again." (an invitation to pay twice).
 */
export async function settlePaidWith(confirmers: Confirmers): Promise<PaymentOutcome> {
  try {
    return await confirmPayment(confirmers);
  } catch (error) {
    // A 409 is the server refusing a payment that does not match: paid short, it says so.
    if (!isApiError(error, 409)) return 'pending';
    const outcome = outcomeOf(
      await confirmers.get().catch(() => ({ status: 'pending', waiting: false, short: null }) as const),
    );
    return outcome === 'short' ? 'short' : 'pending';
  }
}

/**
 * The shopper closed the payment (a popup, the provider's cancel link, or Cancel in the orders
 * list). That is only a hint: the server asks the provider first and answers with what it found
 * (cancelled, a transfer on its way, or paid after all). A 409 means the payment completed before
 * the cancel arrived, so it is verified; a 503 means the provider could not be asked and the
 * checkout stays open, as it does when the answer is lost on the way.
 */
export async function settleCancelledWith(
  cancel: () => Promise<PaymentView>,
  settlePaid: () => Promise<PaymentOutcome>,
): Promise<PaymentOutcome> {
  try {
    return outcomeOf(await cancel());
  } catch (error) {
    if (isApiError(error, 409)) return settlePaid();
    if (isApiError(error) && (error.code === 'network' || error.status >= 500)) return 'unsettled';
    return 'failed';
  }
}
