import type { PaymentStatus } from '../../../../shared/constants.ts';
import type { PaymentView } from '../../../../shared/checkout.ts';

/** What the shopper is told once a payment settles (spec §8, checkout). */
export type PaymentOutcome = 'completed' | 'refunded' | 'cancelled' | 'pending' | 'failed';

export function outcomeOf(status: PaymentStatus): PaymentOutcome {
  switch (status) {
    case 'completed':
      return 'completed';
    case 'refund_pending':
    case 'refunded':
      return 'refunded';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
      return 'pending';
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
 * look again a few times with growing pauses. Errors reach the caller.
 */
export async function confirmPayment({ verify, get, wait }: Confirmers): Promise<PaymentOutcome> {
  let outcome = outcomeOf((await verify()).status);
  for (const delay of POLL_DELAYS_MS) {
    if (outcome !== 'pending') return outcome;
    await wait(delay);
    outcome = outcomeOf((await get()).status);
  }
  return outcome;
}
