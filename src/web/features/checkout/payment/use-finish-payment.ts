import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages.ts';
import { checkoutBought } from '../../../entities/cart/cart-checkouts.ts';
import { clearCart } from '../../../entities/cart/cart-store.ts';
import { removeCouponCode } from '../../../entities/cart/coupon-code.ts';
import { toast } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { checkoutUi } from '../messages.ts';
import type { PaymentOutcome } from './payment-outcome.ts';

/**
 * The toast for how a payment ended, in the words of src/shared/messages.ts. `listed`: the shopper is where the
 * checkout is listed (My Orders, the dashboard), so "still confirming" speaks of this page.
 */
function announceOutcome(outcome: PaymentOutcome, listed: boolean): void {
  switch (outcome) {
    case 'completed':
      // A stale "Payment cancelled" never sits beside the success.
      toast.dismiss();
      toast.success(messages.checkout.paymentSuccessful);
      return;
    case 'pending':
      toast.info(listed ? checkoutUi.stillConfirmingHere : checkoutUi.stillConfirming);
      return;
    case 'waiting':
      toast.info(messages.checkout.waitingForTransfer, {
        description: messages.checkout.waitingForTransferNotes,
        duration: 10_000,
      });
      return;
    case 'unsettled':
      toast.error(listed ? checkoutUi.stillOpenHere : checkoutUi.stillOpen);
      return;
    case 'short':
      // Paid something: never "failed", never an invitation to pay again; the orders say what happens next.
      toast.info(messages.checkout.shortPaymentTitle, {
        description: listed ? checkoutUi.shortHere : checkoutUi.shortOnProfile,
        duration: 15_000,
      });
      return;
    case 'refunded':
      // A late payment whose stock or coupon could not be taken again (docs/product.md#late-payments).
      toast.error(messages.checkout.paymentSucceededOrderFailed, {
        description: messages.promotions.refundedWhy,
        duration: 10_000,
      });
      return;
    case 'cancelled':
      toast.info(messages.checkout.paymentCancelled);
      return;
    case 'failed':
      toast.error(messages.checkout.placeOrderFailed);
      return;
  }
}

/**
 * Tells the shopper how a payment ended and moves on: a completed payment takes what it bought out
 * of the cart and goes to /profile, where the orders are. A payment still being confirmed, a transfer on its way,
 * or a checkout the server could not settle also go to /profile, where the checkout is listed with
 * its state (the cart is kept; /checkout offers to resume that checkout rather than a fresh one).
 * Anything else keeps the cart so the shopper can try again; `stay` says what to do then (the
 * checkout stays open, the return page goes back to the checkout).
 */
export function useFinishPayment(stay: () => void) {
  const navigate = useNavigate();
  return useCallback(
    async (outcome: PaymentOutcome, reference: string) => {
      announceOutcome(outcome, false);
      switch (outcome) {
        case 'completed':
          // Leave /checkout before emptying the cart (its guard would send an empty cart to /cart):
          // flushSync renders the new route now rather than in a transition that keeps /checkout up.
          await navigate(paths.profile.href(), { replace: true, flushSync: true });
          // A checkout this cart did not place (only the provider's return names it) was paid for
          // what the shopper had in the cart when they left for the provider: all of it.
          if (!checkoutBought(reference)) clearCart();
          removeCouponCode();
          return;
        case 'pending':
        case 'waiting':
        case 'unsettled':
        case 'short':
          await navigate(paths.profile.href(), { replace: true });
          return;
        default:
          stay();
      }
    },
    [navigate, stay],
  );
}

/**
 * The same news where the checkout is listed (My Orders, the dashboard): nobody moves, the list
 * is refreshed (`settled`). A completed payment runs `paid` (the caller takes the paid products
 * out of the cart).
 */
export function useFinishListedPayment(settled: () => void, paid: () => void) {
  return useCallback(
    (outcome: PaymentOutcome) => {
      announceOutcome(outcome, true);
      if (outcome === 'completed') paid();
      settled();
      return Promise.resolve();
    },
    [settled, paid],
  );
}
